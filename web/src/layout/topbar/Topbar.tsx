import { Link } from 'react-router';
import { Menu } from 'lucide-react';
import { NotificationsMenu } from '../../notifications/NotificationsMenu';
import { ICON_SIZE, ICON_STROKE } from '../iconDefaults';
import { greetingFor } from './greeting';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu, type UserMenuProps } from './UserMenu';
import { useNow } from './useNow';

/** Props of {@link Topbar}. */
export interface TopbarProps extends UserMenuProps {
  /** The signed-in employee's name. */
  employeeName: string;
  /** The sidebar toggle; absent in the horizontal layout, which has no sidebar. */
  onToggleSidebar?: () => void;
}

/**
 * The top bar (spec §1, §2 Top bar, §9): the sidebar toggle ("Toggle menu", vertical layout only),
 * the product name, the time-based greeting with the employee's name (e.g. "Good Morning, Jane
 * Doe"), the language menu, the notifications and the user dropdown.
 */
export function Topbar({ employeeName, onToggleSidebar, ...userMenu }: TopbarProps) {
  const now = useNow();
  return (
    <header className="layout-topbar">
      {onToggleSidebar && (
        <button type="button" className="topbar-button" aria-label="Toggle menu" title="Toggle menu" onClick={onToggleSidebar}>
          <Menu size={ICON_SIZE} strokeWidth={ICON_STROKE} aria-hidden="true" />
        </button>
      )}
      <Link to="/" className="topbar-brand">
        Back Office
      </Link>
      <span className="topbar-greeting">{`${greetingFor(now)}, ${employeeName}`}</span>
      <LanguageMenu />
      <NotificationsMenu />
      <UserMenu {...userMenu} />
    </header>
  );
}
