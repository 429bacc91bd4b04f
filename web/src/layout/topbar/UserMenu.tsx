import { ChevronDown, CircleHelp, Lock, LogOut, Settings, UserRound } from 'lucide-react';
import { DropdownMenu } from '../DropdownMenu';
import { ICON_STROKE } from '../iconDefaults';

/** Path of "My Account" (spec §2 Top bar dropdown). */
export const MY_ACCOUNT_PATH = '/pages-profile';
/** Path of the Support page. */
export const SUPPORT_PATH = '/support';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** URL of the employee's photo (or the default image). */
  photoUrl: string;
  /** "Settings": opens the right settings bar. */
  onOpenSettings: () => void;
  /** "Lock Screen". */
  onLockScreen: () => void;
  /** "Logout". */
  onLogout: () => void;
}

/**
 * The top bar's user dropdown (spec §2 Top bar): a "User menu" button with the employee's photo,
 * opening My Account (/pages-profile), Settings (the right settings bar), Support (/support),
 * Lock Screen and Logout.
 */
export function UserMenu({ photoUrl, onOpenSettings, onLockScreen, onLogout }: UserMenuProps) {
  return (
    <DropdownMenu
      label="User menu"
      className="user-menu"
      button={
        <>
          <img className="avatar" src={photoUrl} alt="" width={32} height={32} />
          <ChevronDown size={16} strokeWidth={ICON_STROKE} aria-hidden="true" />
        </>
      }
      items={[
        { label: 'My Account', icon: UserRound, to: MY_ACCOUNT_PATH },
        { label: 'Settings', icon: Settings, onSelect: onOpenSettings },
        { label: 'Support', icon: CircleHelp, to: SUPPORT_PATH },
        { label: 'Lock Screen', icon: Lock, onSelect: onLockScreen },
        { label: 'Logout', icon: LogOut, onSelect: onLogout },
      ]}
    />
  );
}
