import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { MenuBadge, MenuGroup, MenuItem } from '../../menu/menuTable';
import { ICON_SIZE, ICON_STROKE } from '../iconDefaults';
import { useDismiss } from '../useDismiss';

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** The menu to show, already filtered for the user's role (see `menuForRole`). */
  items: readonly MenuItem[];
  /** vertical: the left sidebar (default); horizontal: the top navigation menu of the horizontal layout. */
  orientation?: 'vertical' | 'horizontal';
  /** Called after an entry was followed (e.g. to close an enlarged sidebar). */
  onNavigate?: () => void;
}

function groupOf(items: readonly MenuItem[], pathname: string): string | null {
  const group = items.find(
    (item): item is MenuGroup => item.kind === 'group' && item.children.some((child) => child.path === pathname || pathname.startsWith(`${child.path}/`)),
  );
  return group?.label ?? null;
}

function Badge({ badge }: { badge?: MenuBadge }) {
  return badge ? <span className={`menu-badge menu-badge-${badge.variant}`}>{badge.text}</span> : null;
}

/**
 * The main menu (spec §2 menu table, §3 Menu item, §4 Side menu, §9 side-menu defaults: a list of
 * list items, groups whose trigger opens a sub-list, toggle on), named "Main menu": top-level
 * entries and groups with lucide icons (24×24, stroke 2) and optional badges; opening a group closes
 * its siblings. Vertical: the group of the current page is open. Horizontal: groups open as
 * dropdowns that close on a click outside or after following an entry. Keyboard: Tab moves between
 * entries, Enter/Space opens or closes a group (aria-expanded), Escape closes it and focuses its button.
 */
export function SideMenu({ items, orientation = 'vertical', onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const vertical = orientation === 'vertical';
  const current = groupOf(items, pathname);
  const [open, setOpen] = useState<string | null>(vertical ? current : null);
  const baseId = useId();
  const root = useRef<HTMLElement>(null);
  useDismiss(root, !vertical && open !== null, () => setOpen(null));

  useEffect(() => {
    setOpen((value) => (vertical ? (current ?? value) : null));
  }, [current, pathname, vertical]);

  const closeOnEscape = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || open === null) return;
    event.stopPropagation();
    setOpen(null);
    event.currentTarget.querySelector<HTMLButtonElement>('.side-menu-group')?.focus();
  };

  return (
    <nav className={`side-menu-nav side-menu-${orientation}`} aria-label="Main menu" ref={root}>
      <ul className="side-menu">
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
          const expanded = open === item.label;
          const listId = `${baseId}-group-${index}`;
          return (
            <li key={item.label} onKeyDown={closeOnEscape} className={expanded ? 'open' : undefined}>
              <button
                type="button"
                className="side-menu-group"
                title={item.label}
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpen(expanded ? null : item.label)}
              >
                <GroupIcon size={ICON_SIZE} strokeWidth={ICON_STROKE} aria-hidden="true" />
                <span className="side-menu-label">{item.label}</span>
                <Badge badge={item.badge} />
                {expanded ? (
                  <ChevronDown className="side-menu-chevron" size={16} strokeWidth={ICON_STROKE} aria-hidden="true" />
                ) : (
                  <ChevronRight className="side-menu-chevron" size={16} strokeWidth={ICON_STROKE} aria-hidden="true" />
                )}
              </button>
              <ul id={listId} className="side-submenu" hidden={!expanded}>
                {item.children.map((child) => (
                  <li key={child.path}>
                    <NavLink to={child.path} className="side-menu-link" onClick={onNavigate}>
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
