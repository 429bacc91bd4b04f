/**
 * What each role must see of the menu table of spec §2 (spec §6: visibility follows the first role),
 * read from the spec's table as written (web/src/menu/specMenuTable.ts), not from the app's menu.
 */
import { SPEC_MENU_TABLE } from '../web/src/menu/specMenuTable';

/** A role as the spec names it. */
export type SpecRole = 'Employee' | 'Hod' | 'Finance' | 'Gvr' | 'Admin' | 'Product';

/** One menu entry a role sees: a link `{ label, path }` or a group with its links. */
export type SeenEntry = { label: string; path: string } | { group: string; links: { label: string; path: string }[] };

interface Row {
  label: string;
  path: string;
  roles: string[];
  group: boolean;
}

function rows(): Row[] {
  return SPEC_MENU_TABLE.trim()
    .split('\n')
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
    .map(([label, path, roles]) => ({
      label: label.replace(/ \(group\)$/, ''),
      path,
      group: label.endsWith('(group)'),
      roles: roles === 'all six roles' ? ['Employee', 'Hod', 'Finance', 'Gvr', 'Admin', 'Product'] : roles.split(', '),
    }));
}

/**
 * The menu `role` sees, in table order: the links listing the role, and the groups listing it with
 * their links listing it (a group with none left is not shown). The rows after a group row are its
 * entries, up to the next group; Dashboard, before any group, is top level.
 */
export function specMenuFor(role: SpecRole): SeenEntry[] {
  const seen: SeenEntry[] = [];
  let group: { group: string; links: { label: string; path: string }[] } | 'hidden' | null = null;
  for (const row of rows()) {
    if (row.group) {
      group = row.roles.includes(role) ? { group: row.label, links: [] } : 'hidden';
      if (group !== 'hidden') seen.push(group);
    } else if (row.roles.includes(role) && group !== 'hidden') {
      if (group) group.links.push({ label: row.label, path: row.path });
      else seen.push({ label: row.label, path: row.path });
    }
  }
  return seen.filter((entry) => !('group' in entry) || entry.links.length > 0);
}
