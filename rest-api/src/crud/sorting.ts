import { asc, Column, is, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ResourceDescription } from './resource';

/**
 * The sort keys of a resource (API name → SQL expression): its own `sortable` plus `createdAt` and
 * `updatedAt`, which every record has (src/db/columns.ts).
 */
export function sortKeys(resource: ResourceDescription): Record<string, SQLWrapper> {
  return { ...resource.sortable, createdAt: resource.table.createdAt, updatedAt: resource.table.updatedAt };
}

/**
 * The ORDER BY of `sort` (`key` or `-key`, a key of {@link sortKeys}), then by id. Nulls sort last both
 * ways: a nullable column descending is `desc nulls last` (served by an index of that order); every
 * other key is plain `asc` / `desc`, so that its btree index serves both directions.
 */
export function orderBy(resource: ResourceDescription, sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const key = sortKeys(resource)[descending ? sort.slice(1) : sort];
  const nullable = is(key, Column) && !key.notNull;
  const direction = descending ? (nullable ? sql`desc nulls last` : sql`desc`) : sql`asc`;
  return [sql`${key} ${direction}`, asc(resource.table.id)];
}
