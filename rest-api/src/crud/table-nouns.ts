import { getTableName } from 'drizzle-orm';
import type { ResourceDescription } from './resource';

/**
 * How a table's rows are named in a message about records that still refer to another one ("This grade
 * is used by 3 employees and cannot be deleted.", DESIGN §2: 409 naming the referrer).
 */
export interface TableNouns {
  /** The plural label for `table` (a SQL table name), e.g. `employees` → "employees"; unknown tables read as their name with spaces. */
  label(table: string): string;
  /**
   * `count` rows of `table` in words: `count('employees', 1)` → "1 employee", `('employees', 3)` →
   * "3 employees"; a table no description owns reads as its name with spaces ("2 visit reports" for
   * `visit_reports`, "1 visit reports" too: describe it as a resource).
   */
  count(table: string, count: number): string;
}

/**
 * The {@link TableNouns} of the tables of `resources`: one row and several from each description's
 * `label` and `plural` (from the catalogue). The link tables of a resource's lists are named after their
 * owner (an `employee_companies` row is an employee's).
 */
export function tableNouns(resources: readonly ResourceDescription[]): TableNouns {
  const nouns = new Map(
    resources.flatMap((resource) => {
      const words = { one: resource.label, many: resource.plural ?? `${resource.label}s` };
      const links = Object.values(resource.lists ?? {}).flatMap((list) => (list.table ? [getTableName(list.table)] : []));
      return [getTableName(resource.table), ...links].map((table) => [table, words] as const);
    }),
  );
  const label = (table: string) => nouns.get(table)?.many ?? table.replaceAll('_', ' ');
  return {
    label,
    count(table, count) {
      const noun = nouns.get(table);
      return `${count} ${noun ? (count === 1 ? noun.one : noun.many) : label(table)}`;
    },
  };
}
