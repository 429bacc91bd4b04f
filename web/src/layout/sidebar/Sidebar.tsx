import type { Ref } from 'react';
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
  /** The 70 px rail: icons only, groups open as flyouts (spec §2, §4 condensed). */
  condensed?: boolean;
  /** id of the sidebar (the toggle's aria-controls). */
  id?: string;
  /** The sidebar's element (a click outside an enlarged sidebar closes it). */
  ref?: Ref<HTMLElement>;
}

/**
 * The left sidebar (spec §1, §2): at its top the profile dropdown (the employee's photo and name,
 * opening "My Profile" (/profiles) and "Logout"), then the main menu — as a rail of icons when
 * `condensed`. The same sidebar fills the phone's menu drawer.
 */
export function Sidebar({ items, employeeName, photoUrl, onLogout, onNavigate, condensed = false, id, ref }: SidebarProps) {
  return (
    <aside className="layout-sidebar" aria-label="Sidebar" id={id} ref={ref}>
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
      <SideMenu items={items} condensed={condensed} onNavigate={onNavigate} />
    </aside>
  );
}
