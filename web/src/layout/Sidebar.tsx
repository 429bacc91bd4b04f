import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { MenuGroup, MenuItem } from '../menu/menuTable';
import { ICON_SIZE, ICON_STROKE } from './iconDefaults';

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** The menu to show, already filtered for the user's role (see `menuForRole`). */
  items: readonly MenuItem[];
}

function groupOf(items: readonly MenuItem[], pathname: string): string | null {
  const group = items.find(
    (item): item is MenuGroup => item.kind === 'group' && item.children.some((child) => child.path === pathname),
  );
  return group?.label ?? null;
}

/**
 * The left sidebar menu (spec §1, §2, §4 Side menu, §9 toggle on): top-level entries and groups
 * with lucide icons (24×24, stroke 2); a group opens to its entries and opening one closes the
 * others. The group holding the current page starts (and, on navigation, becomes) open.
 */
export function Sidebar({ items }: SidebarProps) {
  const { pathname } = useLocation();
  const current = groupOf(items, pathname);
  const [open, setOpen] = useState<string | null>(current);
  const baseId = useId();

  useEffect(() => {
    if (current) setOpen(current);
  }, [current]);

  return (
    <nav className="layout-sidebar" aria-label="Main menu">
      <ul className="side-menu">
        {items.map((item, index) => {
          if (item.kind === 'link') {
            const Icon = item.icon;
            return (
              <li key={item.path}>
                <NavLink to={item.path} end className="side-menu-link" title={item.label}>
                  {Icon && <Icon size={ICON_SIZE} strokeWidth={ICON_STROKE} aria-hidden="true" />}
                  <span>{item.label}</span>
                </NavLink>
              </li>
            );
          }
          const Icon = item.icon;
          const expanded = open === item.label;
          const listId = `${baseId}-group-${index}`;
          return (
            <li key={item.label}>
              <button
                type="button"
                className="side-menu-group"
                title={item.label}
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpen(expanded ? null : item.label)}
              >
                <Icon size={ICON_SIZE} strokeWidth={ICON_STROKE} aria-hidden="true" />
                <span>{item.label}</span>
                {expanded ? (
                  <ChevronDown size={16} strokeWidth={ICON_STROKE} aria-hidden="true" />
                ) : (
                  <ChevronRight size={16} strokeWidth={ICON_STROKE} aria-hidden="true" />
                )}
              </button>
              <ul id={listId} className="side-submenu" hidden={!expanded}>
                {item.children.map((child) => (
                  <li key={child.path}>
                    <NavLink to={child.path} end className="side-menu-link">
                      {child.label}
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
