import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { ICON_STROKE } from './iconDefaults';
import { useDismiss } from './useDismiss';

/** One entry of a {@link DropdownMenu}: a link (`to`) or an action (`onSelect`). */
export interface DropdownItem {
  /** Text of the entry (spec §2 wording, e.g. "My Account"). */
  label: string;
  /** Icon shown before the text. */
  icon?: LucideIcon;
  /** Route to open. */
  to?: string;
  /** Action to run. */
  onSelect?: () => void;
  /** Marks the entry as the current choice (aria-checked on a menuitemradio), e.g. the language. */
  checked?: boolean;
}

/** Props of {@link DropdownMenu}. */
export interface DropdownMenuProps {
  /** Accessible name of the button, e.g. "User menu". */
  label: string;
  /** What the button shows (photo, name, icon); the label is used when absent. */
  button?: ReactNode;
  /** The entries. */
  items: readonly DropdownItem[];
  /** Extra class of the wrapper (placement). */
  className?: string;
}

const focusItem = (list: HTMLElement | null, index: number) => {
  const items = Array.from(list?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
  items[(index + items.length) % items.length]?.focus();
};

/**
 * A button opening a menu of links and actions (spec §2 Top bar dropdown, language menu, sidebar
 * profile dropdown), keyboard operable: Enter/Space/ArrowDown open it and focus the first entry,
 * ArrowUp/ArrowDown move, Escape closes it and returns focus to the button, Tab closes it; a click
 * outside or on an entry closes it too.
 */
export function DropdownMenu({ label, button, items, className }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);

  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(list.current, index));
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const items = Array.from(list.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(list.current, current + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };
  const choose = (item: DropdownItem) => {
    setOpen(false);
    item.onSelect?.();
  };

  return (
    <div className={`dropdown ${className ?? ''}`} ref={root}>
      <button
        ref={trigger}
        type="button"
        className="topbar-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAndFocus(0))}
        onKeyDown={onButtonKey}
      >
        {button ?? label}
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={label} className="dropdown-menu" ref={list} onKeyDown={onMenuKey}>
          {items.map((item) => {
            const Icon = item.icon;
            const content = (
              <>
                {Icon && <Icon size={18} strokeWidth={ICON_STROKE} aria-hidden="true" />}
                {item.label}
              </>
            );
            const role = item.checked === undefined ? 'menuitem' : 'menuitemradio';
            return (
              <li role="none" key={item.label}>
                {item.to ? (
                  <Link role={role} to={item.to} tabIndex={-1} onClick={() => choose(item)}>
                    {content}
                  </Link>
                ) : (
                  <button type="button" role={role} aria-checked={item.checked} tabIndex={-1} onClick={() => choose(item)}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
