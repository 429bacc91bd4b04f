import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { Sidebar as PrimeSidebar } from 'primereact/sidebar';
import { X } from 'lucide-react';
import { ICON_STROKE } from '../iconDefaults';

/** Props of {@link MenuDrawer}. */
export interface MenuDrawerProps {
  /** id of the drawer (the menu button's aria-controls). */
  id: string;
  /** Whether the drawer is open. */
  open: boolean;
  /** Closes it: its "Close menu" button, Escape, a press on the backdrop. */
  onClose: () => void;
  /** What it holds: the sidebar (profile dropdown and the main menu). */
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside `event.currentTarget` (a modal's frame): Tab on its last focusable element goes to
 * the first, Shift+Tab on the first to the last.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden]'));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The phone's menu (spec §2 Layout: narrow widths, mobile browsers), below 768 px: an off-canvas
 * drawer from the left over a dimmed backdrop, PrimeReact's Sidebar (modal, rendered inside the
 * layout so the sidebar theme applies). It is a modal dialog named "Menu": focus starts on its
 * "Close menu" button and stays inside it (Tab wraps, see keepFocusInside), the page behind does not scroll, and it closes
 * on that button, on Escape and on a press on the backdrop. The caller closes it after a navigation
 * and returns focus to the menu button.
 */
export function MenuDrawer({ id, open, onClose, children }: MenuDrawerProps) {
  return (
    <PrimeSidebar
      id={id}
      visible={open}
      onHide={onClose}
      position="left"
      appendTo="self"
      blockScroll
      className="menu-drawer"
      maskClassName="menu-drawer-mask"
      pt={{ root: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu' } as Record<string, unknown> }}
      content={({ closeIconRef, hide }) => (
        <div className="menu-drawer-frame" onKeyDown={keepFocusInside}>
          <div className="menu-drawer-header">
            <span className="menu-drawer-brand">Back Office</span>
            <button
              ref={closeIconRef as Ref<HTMLButtonElement>}
              type="button"
              className="topbar-button"
              aria-label="Close menu"
              title="Close menu"
              onClick={(event) => hide(event)}
            >
              <X size={22} strokeWidth={ICON_STROKE} aria-hidden="true" />
            </button>
          </div>
          <div className="menu-drawer-body">{children}</div>
        </div>
      )}
    />
  );
}
