/**
 * What each role must see of the menu table of spec §2 (spec §6: visibility follows the first role),
 * read from the spec's table as written (contract/menu.ts), not from the app's menu.
 */
import { SPEC_MENU_ROWS } from '../contract/menu';
import type { Role } from '../contract/roles';

/** A role as the spec names it. */
export type SpecRole = Role;

/** One menu entry a role sees: a link `{ label, path }` or a group with its links. */
export type SeenEntry = { label: string; path: string } | { group: string; links: { label: string; path: string }[] };

/**
 * The menu `role` sees, in table order: the links listing the role, and the groups listing it with
 * their links listing it (a group with none left is not shown). The rows after a group row are its
 * entries, up to the next group; Dashboard, before any group, is top level.
 */
export function specMenuFor(role: SpecRole): SeenEntry[] {
  const seen: SeenEntry[] = [];
  let group: { group: string; links: { label: string; path: string }[] } | 'hidden' | null = null;
  for (const row of SPEC_MENU_ROWS) {
    if (row.group) {
      group = row.roles.includes(role) ? { group: row.label, links: [] } : 'hidden';
      if (group !== 'hidden') seen.push(group);
    } else if (row.roles.includes(role) && group !== 'hidden') {
      const link = { label: row.label, path: row.path ?? '' };
      if (group) group.links.push(link);
      else seen.push(link);
    }
  }
  return seen.filter((entry) => !('group' in entry) || entry.links.length > 0);
}
