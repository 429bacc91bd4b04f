import { greetingFor } from './greeting';
import { UserMenu } from './UserMenu';
import { useNow } from './useNow';

/** Props of {@link Topbar}. */
export interface TopbarProps {
  /** The signed-in employee's name. */
  employeeName: string;
  /** Called when "Logout" is chosen in the user menu. */
  onLogout: () => void;
}

/**
 * The top bar (spec §1, §2): the product name, the time-based greeting with the employee's name
 * (e.g. "Good Morning, Jane Doe"; spec §9), and the user menu.
 */
export function Topbar({ employeeName, onLogout }: TopbarProps) {
  const now = useNow();
  return (
    <header className="layout-topbar">
      <span className="topbar-brand">Back Office</span>
      <span className="topbar-greeting">{`${greetingFor(now)}, ${employeeName}`}</span>
      <UserMenu onLogout={onLogout} />
    </header>
  );
}
