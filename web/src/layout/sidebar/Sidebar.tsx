import { LogOut, UserRound } from 'lucide-react';
import type { MenuItem } from '../../menu/menuTable';
import { DropdownMenu } from '../DropdownMenu';
import { SideMenu } from './SideMenu';

/** Path of "My Profile" (spec §2 Sidebar profile dropdown). */
export const MY_PROFILE_PATH = '/profiles';

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** The menu, filtered for the user's role. */
  items: readonly MenuItem[];
  /** The signed-in employee's name. */
  employeeName: string;
  /** URL of their photo (or the default image). */
  photoUrl: string;
  /** "Logout" (the sidebar variant: the caller adds returnUrl=/). */
  onLogout: () => void;
  /** Called after a menu entry was followed. */
  onNavigate?: () => void;
}

/**
 * The left sidebar (spec §1, §2): at its top the profile dropdown (the employee's photo and name,
 * opening "My Profile" (/profiles) and "Logout"), then the main menu.
 */
export function Sidebar({ items, employeeName, photoUrl, onLogout, onNavigate }: SidebarProps) {
  return (
    <aside className="layout-sidebar" aria-label="Sidebar">
      <DropdownMenu
        label={`${employeeName}, profile menu`}
        className="sidebar-profile"
        button={
          <>
            <img className="avatar avatar-large" src={photoUrl} alt="" width={48} height={48} />
            <span className="sidebar-profile-name">{employeeName}</span>
          </>
        }
        items={[
          { label: 'My Profile', icon: UserRound, to: MY_PROFILE_PATH },
          { label: 'Logout', icon: LogOut, onSelect: onLogout },
        ]}
      />
      <SideMenu items={items} onNavigate={onNavigate} />
    </aside>
  );
}
