import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `column = any(<ids as one uuid[] parameter>)`: the rows whose uuid `column` is one of `ids` (UUIDs,
 * checked by the caller), for the batch reads of a page or an export (a thousand ids at a time,
 * docs/exports.md). Drizzle's `inArray` makes one parameter per id, and building a statement with a
 * thousand parameters cost more of an export's time than running it; one text parameter split in SQL
 * works the same on node-postgres and PGlite.
 */
export function anyId(column: SQLWrapper, ids: readonly string[]): SQL {
  return sql`${column} = any(string_to_array(${ids.join(',')}, ',')::uuid[])`;
}
