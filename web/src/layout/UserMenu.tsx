import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { ICON_SIZE, ICON_STROKE } from './iconDefaults';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** Called when "Logout" is chosen. */
  onLogout: () => void;
}

/**
 * The top bar's user menu (spec §2 Top bar dropdown): a "User menu" button opening a menu with
 * "Logout". Closes on Escape, on a click outside, or when an item is chosen. (My Account, Settings,
 * Support and Lock Screen come with their screens.)
 */
export function UserMenu({ onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="topbar-button"
        aria-label="User menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserRound size={ICON_SIZE} strokeWidth={ICON_STROKE} aria-hidden="true" />
        <ChevronDown size={16} strokeWidth={ICON_STROKE} aria-hidden="true" />
      </button>
      {open && (
        <ul id={menuId} role="menu" className="user-menu-list">
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              <LogOut size={18} strokeWidth={ICON_STROKE} aria-hidden="true" />
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
