import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { MenuBadge, MenuGroup, MenuItem } from '../../menu/menuTable';
import { ICON_SIZE, ICON_STROKE } from '../iconDefaults';
import { useDismiss } from '../useDismiss';
import { menuKeyTarget, type MenuKeyContext } from './menuKeys';

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** The menu to show, already filtered for the user's role (see `menuForRole`). */
  items: readonly MenuItem[];
  /** vertical: the left sidebar (default); horizontal: the top navigation menu of the horizontal layout. */
  orientation?: 'vertical' | 'horizontal';
  /** A condensed sidebar (icons only): groups open as flyouts beside the rail instead of expanding in place. */
  condensed?: boolean;
  /** Called after an entry was followed (e.g. to close an enlarged sidebar or the phone drawer). */
  onNavigate?: () => void;
}

function groupOf(items: readonly MenuItem[], pathname: string): string | null {
  const group = items.find((item): item is MenuGroup => item.kind === 'group' && item.children.some((child) => child.path === pathname || pathname.startsWith(`${child.path}/`)));
  return group?.label ?? null;
}

function Badge({ badge }: { badge?: MenuBadge }) {
  return badge ? <span className={`menu-badge menu-badge-${badge.variant}`}>{badge.text}</span> : null;
}

/** How an open flyout or dropdown was opened: a mouse resting on its group, a click or tap, the keyboard. */
type OpenedBy = 'hover' | 'pointer' | 'key';

const firstLinkOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '')?.querySelector<HTMLElement>('.side-menu-link') ?? null;

/**
 * The main menu (spec §2 menu table, §3 Menu item, §4 Side menu, §9 side-menu defaults: a list of
 * list items, groups whose trigger opens a sub-list, toggle on), named "Main menu": top-level
 * entries and groups with lucide icons (24×24, stroke 2) and optional badges; opening a group closes
 * its siblings.
 *
 * - Vertical (the sidebar): the group of the current page is expanded in place (an accordion).
 * - Condensed (the 70 px rail): nothing is open on page load; a group's entries open as a flyout
 *   beside the rail when the mouse rests on the group or on a click/tap, and close when the mouse
 *   leaves, on a click outside, on Escape, when focus leaves the group and after following an entry.
 * - Horizontal: groups open as dropdowns on a click, closing as the flyouts do.
 *
 * Keyboard: Tab moves between entries; Enter/Space opens or closes a group (aria-expanded; on a
 * flyout or dropdown focus moves to its first entry); arrow keys move through the menu as
 * {@link menuKeyTarget} says (Up/Down between entries, Right opens a group and enters it, Left goes
 * back to the group and closes it, Home/End); Escape closes the group and focuses its button.
 */
export function SideMenu({ items, orientation = 'vertical', condensed = false, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const vertical = orientation === 'vertical';
  const popups = !vertical || condensed;
  const current = groupOf(items, pathname);
  const [expanded, setExpanded] = useState<string | null>(vertical ? current : null);
  const [popup, setPopup] = useState<{ label: string; by: OpenedBy } | null>(null);
  const baseId = useId();
  const root = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const closePopup = useCallback(() => setPopup(null), []);
  useDismiss(root, popups && popup !== null, closePopup);

  // The accordion follows the page to its group; a flyout or dropdown closes on any navigation and
  // when the sidebar changes between rail and full width.
  useEffect(() => {
    if (vertical) setExpanded((value) => current ?? value);
  }, [current, pathname, vertical]);
  useEffect(() => setPopup(null), [pathname, popups]);

  // A flyout that would run past the bottom of the window moves up until it fits (short landscape tablets).
  useLayoutEffect(() => {
    if (!condensed || !popup || !list.current) return;
    const item = Array.from(list.current.children).find((li) => li instanceof HTMLElement && li.dataset.group === popup.label);
    const flyout = item?.querySelector<HTMLElement>(':scope > .side-submenu');
    if (!flyout) return;
    flyout.style.top = '';
    const overflow = flyout.getBoundingClientRect().bottom - window.innerHeight;
    const room = flyout.getBoundingClientRect().top - (flyout.parentElement?.closest('.layout-sidebar')?.getBoundingClientRect().top ?? 0);
    if (overflow > 0) flyout.style.top = `${-Math.min(overflow + 8, Math.max(0, room))}px`;
  }, [condensed, popup]);

  const isOpen = (label: string) => (popups ? popup?.label === label : expanded === label);
  const setOpen = (label: string | null, by: OpenedBy) => {
    if (popups) setPopup(label === null ? null : { label, by });
    else setExpanded(label);
  };
  const openAndEnter = (label: string, button: HTMLElement) => {
    flushSync(() => setOpen(label, 'key'));
    firstLinkOf(button)?.focus();
  };
  const closeAndReturn = (label: string, button: HTMLElement | null) => {
    flushSync(() => {
      if (popups) setPopup((value) => (value?.label === label ? null : value));
      else setExpanded((value) => (value === label ? null : value));
    });
    button?.focus();
  };

  const onGroupClick = (label: string) => (event: MouseEvent<HTMLButtonElement>) => {
    const keyboard = event.detail === 0;
    if (popups && popup?.label === label && popup.by === 'hover' && !keyboard) {
      setPopup({ label, by: 'pointer' }); // the flyout under the mouse stays open on a click
    } else if (isOpen(label)) {
      setOpen(null, 'pointer');
    } else if (popups && keyboard) {
      openAndEnter(label, event.currentTarget);
    } else {
      setOpen(label, keyboard ? 'key' : 'pointer');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!list.current) return;
    const context: MenuKeyContext = { orientation, popups, isOpen };
    const action = menuKeyTarget(event, list.current, context);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === 'focus') action.element.focus();
    else if (action.kind === 'open') openAndEnter(action.label, action.button);
    else closeAndReturn(action.label, action.button);
  };

  const followed = () => {
    setPopup(null);
    onNavigate?.();
  };
  const hoverOpen = (label: string) => (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType === 'mouse') setPopup((value) => (value?.label === label ? value : { label, by: 'hover' }));
  };
  const hoverClose = (label: string) => (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType !== 'mouse' || popup?.label !== label) return;
    const submenu = event.currentTarget.querySelector('.side-submenu');
    if (submenu?.contains(document.activeElement)) event.currentTarget.querySelector<HTMLElement>('.side-menu-group')?.focus();
    setPopup(null);
  };
  const closeOnFocusOut = (label: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (popups && !event.currentTarget.contains(event.relatedTarget)) setPopup((value) => (value?.label === label ? null : value));
  };

  return (
    <nav className={`side-menu-nav side-menu-${orientation}${condensed ? ' side-menu-condensed' : ''}`} aria-label="Main menu" ref={root} onKeyDown={onKeyDown}>
      <ul className="side-menu" ref={list}>
        {items.map((item, index) => {
          const Icon = item.icon;
          if (item.kind === 'link') {
            return (
              <li key={item.path}>
                <NavLink to={item.path} end className="side-menu-link" title={item.label} onClick={onNavigate}>
                  {Icon && <Icon size={ICON_SIZE} strokeWidth={ICON_STROKE} aria-hidden="true" />}
                  <span className="side-menu-label">{item.label}</span>
                  <Badge badge={item.badge} />
                </NavLink>
              </li>
            );
          }
          const GroupIcon = item.icon;
          const open = isOpen(item.label);
          const listId = `${baseId}-group-${index}`;
          return (
            <li
              key={item.label}
              data-group={item.label}
              className={[open ? 'open' : '', current === item.label ? 'current' : ''].join(' ').trim() || undefined}
              onPointerEnter={condensed ? hoverOpen(item.label) : undefined}
              onPointerLeave={condensed ? hoverClose(item.label) : undefined}
              onBlur={closeOnFocusOut(item.label)}
            >
              <button
                type="button"
                className="side-menu-group"
                title={condensed ? undefined : item.label}
                aria-expanded={open}
                aria-controls={listId}
                onClick={onGroupClick(item.label)}
              >
                <GroupIcon size={ICON_SIZE} strokeWidth={ICON_STROKE} aria-hidden="true" />
                <span className="side-menu-label">{item.label}</span>
                <Badge badge={item.badge} />
                {open ? (
                  <ChevronDown className="side-menu-chevron" size={16} strokeWidth={ICON_STROKE} aria-hidden="true" />
                ) : (
                  <ChevronRight className="side-menu-chevron" size={16} strokeWidth={ICON_STROKE} aria-hidden="true" />
                )}
              </button>
              <ul id={listId} className="side-submenu" hidden={!open}>
                {condensed && (
                  <li className="side-submenu-title" aria-hidden="true">
                    {item.label}
                  </li>
                )}
                {item.children.map((child) => (
                  <li key={child.path}>
                    <NavLink to={child.path} className="side-menu-link" onClick={followed}>
                      <span className="side-menu-label">{child.label}</span>
                      <Badge badge={child.badge} />
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
