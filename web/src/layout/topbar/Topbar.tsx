import type { Ref } from 'react';
import { Link } from 'react-router';
import { Menu } from 'lucide-react';
import { NotificationsMenu } from '../../notifications/NotificationsMenu';
import { ICON_SIZE, ICON_STROKE } from '../iconDefaults';
import { firstName, greetingFor } from './greeting';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu, type UserMenuProps } from './UserMenu';
import { useNow } from './useNow';

/** The top bar's menu button: what it toggles and how that stands. */
export interface SidebarToggleProps {
  /** Pressed: toggles the sidebar, or opens and closes the phone's menu drawer. */
  onToggle: () => void;
  /** Whether the menu shows its labels now (enabled or enlarged sidebar, open drawer): aria-expanded. */
  expanded: boolean;
  /** id of the sidebar or drawer it controls, while that is on the page. */
  controls?: string;
  /** The button (focus returns to it when the drawer closes). */
  ref?: Ref<HTMLButtonElement>;
}

/** Props of {@link Topbar}. */
export interface TopbarProps extends UserMenuProps {
  /** The signed-in employee's name. */
  employeeName: string;
  /** The menu button; absent in the horizontal layout on wide screens, which has no sidebar. */
  sidebarToggle?: SidebarToggleProps;
}

/**
 * The top bar (spec §1, §2 Top bar, §9): the menu button ("Toggle menu", aria-expanded), the product
 * name, the time-based greeting with the employee's name (e.g. "Good Morning, Jane Doe"; on a phone
 * only the first name, "Good Morning, Jane", so the bar fits 390 px), the language menu, the
 * notifications and the user dropdown.
 */
export function Topbar({ employeeName, sidebarToggle, ...userMenu }: TopbarProps) {
  const now = useNow();
  const greeting = greetingFor(now);
  return (
    <header className="layout-topbar">
      {sidebarToggle && (
        <button
          ref={sidebarToggle.ref}
          type="button"
          className="topbar-button"
          aria-label="Toggle menu"
          title="Toggle menu"
          aria-expanded={sidebarToggle.expanded}
          aria-controls={sidebarToggle.controls}
          onClick={sidebarToggle.onToggle}
        >
          <Menu size={ICON_SIZE} strokeWidth={ICON_STROKE} aria-hidden="true" />
        </button>
      )}
      <Link to="/" className="topbar-brand">
        Back Office
      </Link>
      <span className="topbar-greeting" title={`${greeting}, ${employeeName}`}>
        <span className="topbar-greeting-full">{`${greeting}, ${employeeName}`}</span>
        <span className="topbar-greeting-short">{`${greeting}, ${firstName(employeeName)}`}</span>
      </span>
      <LanguageMenu />
      <NotificationsMenu />
      <UserMenu {...userMenu} />
    </header>
  );
}
