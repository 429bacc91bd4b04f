import { asc, Column, is, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ResourceDescription } from './resource';

/**
 * The sort keys of a resource (API name → SQL expression): its own `sortable` plus `createdAt` and
 * `updatedAt`, which every record has (src/db/columns.ts), and `position` for an ordered resource.
 */
export function sortKeys(resource: ResourceDescription): Record<string, SQLWrapper> {
  const order: Record<string, SQLWrapper> = resource.ordered && resource.table.position ? { position: resource.table.position } : {};
  return { ...order, ...resource.sortable, createdAt: resource.table.createdAt, updatedAt: resource.table.updatedAt };
}

/** One sort of a list: the key's SQL expression and the direction that follows it in an ORDER BY. */
export interface SortKey {
  key: SQLWrapper;
  direction: SQL;
}

/**
 * The key and direction of `sort` (`key` or `-key`, a key of {@link sortKeys}). Nulls sort last both
 * ways: a nullable column descending is `desc nulls last` (served by an index of that order); every
 * other key is plain `asc` / `desc`, so that its btree index serves both directions.
 */
export function sortKey(resource: ResourceDescription, sort: string): SortKey {
  const descending = sort.startsWith('-');
  const key = sortKeys(resource)[descending ? sort.slice(1) : sort];
  if (!key) throw new Error(`${sort} is no sort key of this resource (the query schema lets only its keys through)`);
  const nullable = is(key, Column) && !key.notNull;
  return { key, direction: descending ? (nullable ? sql`desc nulls last` : sql`desc`) : sql`asc` };
}

/**
 * The ORDER BY of `sort` (DESIGN §2 `?sort=`): the {@link sortKey}, then by id, so that every page of a
 * list has one well-defined order. An index serving it without a sort ends with `id` (e.g. employees'
 * `(lower(employee_name), id)`).
 */
export function orderBy(resource: ResourceDescription, sort: string): SQL[] {
  const { key, direction } = sortKey(resource, sort);
  return [sql`${key} ${direction}`, asc(resource.table.id)];
}
