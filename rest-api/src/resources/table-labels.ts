import { getTableName } from 'drizzle-orm';
import type { ResourceDescription } from '../crud/resource';
import { allResources } from '.';

/**
 * How a table's rows are named in a message about records that still refer to another one ("This grade
 * is used by 3 employees and cannot be deleted.", DESIGN §2: 409 naming the referrer): one row and
 * several, derived from the resource descriptions (their `label` and `plural`, from the catalogue). The
 * link tables of a resource's lists are named after their owner (an `employee_companies` row is an employee's).
 */
let nouns: ReadonlyMap<string, { one: string; many: string }> | undefined;

/**
 * The nouns by table, made on first use rather than at import: resource descriptions import the CRUD
 * mechanism (a workflow's action routes), which imports this module, while the registry of descriptions
 * is still being loaded.
 */
function nounsOf(): ReadonlyMap<string, { one: string; many: string }> {
  nouns ??= new Map(
    allResources.flatMap((resource: ResourceDescription) => {
      const words = { one: resource.label, many: resource.plural ?? `${resource.label}s` };
      const links = Object.values(resource.lists ?? {}).flatMap((list) => (list.table ? [getTableName(list.table)] : []));
      return [getTableName(resource.table), ...links].map((table) => [table, words] as const);
    }),
  );
  return nouns;
}

/** The plural label for `table` (a SQL table name); unknown tables read as their name with spaces. */
export function tableLabel(table: string): string {
  return nounsOf().get(table)?.many ?? table.replaceAll('_', ' ');
}

/**
 * `count` rows of `table` in words: `tableCount('employees', 1)` → "1 employee", `('employees', 3)` →
 * "3 employees"; a table no description owns reads as its name with spaces ("2 visit reports" for
 * `visit_reports`, "1 visit reports" too: describe it as a resource).
 */
export function tableCount(table: string, count: number): string {
  const noun = nounsOf().get(table);
  return `${count} ${noun ? (count === 1 ? noun.one : noun.many) : tableLabel(table)}`;
}
