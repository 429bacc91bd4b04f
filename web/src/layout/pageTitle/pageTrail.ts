import { MENU, type MenuItem, type MenuLink } from '../../menu/menuTable';

/** The product's name, the last part of every page title. */
export const PRODUCT_NAME = 'Back Office';

/** A route's `handle` that names a page outside the §2 menu (My Account, Support, Page not found). */
export interface TitledRouteHandle {
  title?: string;
}

/** One step of a breadcrumb: its text and, for a step above the current page that has one, its path. */
export interface Crumb {
  label: string;
  path?: string;
}

/** Where a page sits: the breadcrumb's steps and the browser tab's title. */
export interface PageTrail {
  /** From the §2 menu group down to the page, e.g. General Setup › Grades, or General Setup › Employees › Jane Doe. */
  crumbs: Crumb[];
  /** `document.title`, e.g. "Grades · Back Office", "Jane Doe · Employees · Back Office". */
  title: string;
}

/** What {@link pageTrail} needs besides the path. */
export interface PageTrailOptions {
  /** The §2 menu (all of it: a page the user may open is in it whatever their role). */
  menu?: readonly MenuItem[];
  /** The name of a page outside the menu, from its route (`handle.title`: My Account, Support, Page not found). */
  routeTitle?: string | null;
  /** The record a record page shows (e.g. the employee's name), once it has loaded. */
  recordTitle?: string | null;
  /**
   * The menu of the signed-in role (menuForRole): a list step is a link only when that role may open
   * it (an Employee on their own claim's page sees "Claims" as text, not a link to a list they may not
   * open). Without it every list step is a link.
   */
  reachable?: readonly MenuItem[];
}

/** Whether `path` is a link of `menu` (top-level or in a group). */
function hasLink(menu: readonly MenuItem[], path: string): boolean {
  return menu.some((item) => (item.kind === 'link' ? item.path === path : item.children.some((link) => link.path === path)));
}

/** The menu entry whose path is `pathname` or the longest one it lies below ("/" only for itself), with its group. */
function menuEntryFor(menu: readonly MenuItem[], pathname: string): { link: MenuLink; group?: string; exact: boolean } | null {
  let found: { link: MenuLink; group?: string; exact: boolean } | null = null;
  for (const item of menu) {
    const entries = item.kind === 'link' ? [{ link: item }] : item.children.map((link) => ({ link, group: item.label }));
    for (const entry of entries) {
      const exact = entry.link.path === pathname;
      const below = entry.link.path !== '/' && pathname.startsWith(`${entry.link.path}/`);
      if (exact) return { ...entry, exact };
      if (below && (!found || entry.link.path.length > found.link.path.length)) found = { ...entry, exact };
    }
  }
  return found;
}

/**
 * The breadcrumb and title of the page at `pathname`, derived from the §2 menu table (spec §2 Menu
 * entries) rather than written per screen:
 * - a menu entry: its group (if any) and its label — "General Setup / Grades", "Grades · Back Office";
 * - a page below an entry (a record page, e.g. /setup/employees/:id): the group, the entry linked to
 *   its list, and the record's name once known — "General Setup / Employees / Jane Doe",
 *   "Jane Doe · Employees · Back Office";
 * - any other page: its route's title — "My Account · Back Office" — or just "Back Office".
 * The group has no page of its own, so only the list step of a record page is a link, and only when
 * the signed-in role may open that list (`reachable`).
 */
export function pageTrail(pathname: string, { menu = MENU, routeTitle, recordTitle, reachable }: PageTrailOptions = {}): PageTrail {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const entry = menuEntryFor(menu, path);
  const titled = (...parts: string[]) => [...parts, PRODUCT_NAME].join(' · ');
  if (!entry) {
    return routeTitle ? { crumbs: [{ label: routeTitle }], title: titled(routeTitle) } : { crumbs: [], title: PRODUCT_NAME };
  }
  const group: Crumb[] = entry.group ? [{ label: entry.group }] : [];
  if (entry.exact) return { crumbs: [...group, { label: entry.link.label }], title: titled(entry.link.label) };
  const record = recordTitle?.trim();
  const list: Crumb = !reachable || hasLink(reachable, entry.link.path) ? { label: entry.link.label, path: entry.link.path } : { label: entry.link.label };
  return record ? { crumbs: [...group, list, { label: record }], title: titled(record, entry.link.label) } : { crumbs: [...group, list], title: titled(entry.link.label) };
}
