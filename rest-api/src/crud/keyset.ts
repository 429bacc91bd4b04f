import { Column, is, sql, type SQL } from 'drizzle-orm';
import type { ResourceDescription } from './resource';
import { sortKey } from './sorting';

/**
 * Where one batch of a keyset walk ended (docs/exports.md "Streaming"): its last row's sort key as
 * PostgreSQL prints it (`key::text`, so that no precision is lost on the way through JavaScript, e.g.
 * the microseconds of a timestamp; null when the key is null), the key's SQL type (`pg_typeof`) to read
 * that text back as, and the row's id.
 */
export interface KeysetPosition {
  key: string | null;
  type: string;
  id: string;
}

/** The aliases under which {@link keysetColumns} selects the sort key's text and type. */
export const KEYSET_KEY = '__keyset_key';
export const KEYSET_TYPE = '__keyset_type';

/** A type name as `pg_typeof(…)::text` prints one: words, digits, `_`, spaces, dots and quotes, maybe `[]`. */
const TYPE_NAME = /^[a-z_"][a-z0-9_ ."]*(\[\])?$/i;

/**
 * The extra columns of a keyset walk in `sort` order: the sort key as text and its type, read back from
 * each batch's last row into the next batch's {@link KeysetPosition}.
 */
export function keysetColumns(resource: ResourceDescription, sort: string): SQL {
  const { key } = sortKey(resource, sort);
  return sql`(${key})::text as ${sql.identifier(KEYSET_KEY)}, pg_typeof(${key})::text as ${sql.identifier(KEYSET_TYPE)}`;
}

/**
 * The condition "after `position` in the order of `sort`" ({@link orderBy}: the sort key, then the id
 * ascending), so that batches read as separate statements neither repeat nor skip a row whose sort key
 * did not change meanwhile. Nulls are where the ORDER BY puts them: last ascending and for a nullable
 * column descending (`desc nulls last`), first for another expression descending (PostgreSQL's default).
 *
 * @throws Error when `position.type` is not a type name PostgreSQL printed (it is put into the SQL).
 */
export function afterPosition(resource: ResourceDescription, sort: string, position: KeysetPosition): SQL {
  const { key } = sortKey(resource, sort);
  if (!TYPE_NAME.test(position.type)) throw new Error(`Unexpected sort key type ${position.type}`);
  const descending = sort.startsWith('-');
  const nullsFirst = descending && !(is(key, Column) && !key.notNull);
  const id = resource.table.id;
  const laterId = sql`${id} > ${position.id}::uuid`;
  if (position.key === null) {
    return nullsFirst ? sql`((${key}) is null and ${laterId} or (${key}) is not null)` : sql`((${key}) is null and ${laterId})`;
  }
  const value = sql`cast(${position.key}::text as ${sql.raw(position.type)})`;
  const beyond = descending ? sql`(${key}) < ${value}` : sql`(${key}) > ${value}`;
  const after = sql`${beyond} or ((${key}) = ${value} and ${laterId})`;
  return nullsFirst ? sql`(${after})` : sql`(${after} or (${key}) is null)`;
}
