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
 * The parts of a keyset walk, in the order of `sort`: the rows whose sort key has a value and those
 * whose key is null, where the ORDER BY puts them ({@link orderBy}: last ascending and for a nullable
 * column descending, `desc nulls last`; first for another expression descending, PostgreSQL's default).
 * A not-null column has no null part. Walked one after the other, each part's condition is a range of
 * the sort index (an OR of both would make every batch scan from the start).
 */
export function keysetParts(resource: ResourceDescription, sort: string): ('values' | 'nulls')[] {
  const { key } = sortKey(resource, sort);
  const column = is(key, Column) ? key : undefined;
  if (column?.notNull) return ['values'];
  return sort.startsWith('-') && !column ? ['nulls', 'values'] : ['values', 'nulls'];
}

/**
 * The conditions that read, one after the other, the rows of part `part` ({@link keysetParts}) of a walk
 * in the order of `sort` (the sort key, then the id ascending) after `position` (the last row read,
 * undefined before the first), so that batches read as separate statements neither repeat nor skip a
 * row whose sort key did not change meanwhile: first the rest of the last row's tie (`key = … and
 * id > …`, which the planner serves from the primary key when the tie is large, e.g. rows imported
 * together sharing a `createdAt`), then the rows beyond it (`key > …`, or `<` descending, a range of
 * the sort key's index). A condition combining both would make every batch read the whole tie again.
 *
 * @throws Error when `position.type` is not a type name PostgreSQL printed (it is put into the SQL).
 */
export function keysetSteps(resource: ResourceDescription, sort: string, part: 'values' | 'nulls', position: KeysetPosition | undefined): SQL[] {
  const { key } = sortKey(resource, sort);
  const id = resource.table.id;
  if (part === 'nulls') return [position?.key === null ? sql`(${key}) is null and ${id} > ${position.id}::uuid` : sql`(${key}) is null`];
  if (!position || position.key === null) return [sql`(${key}) is not null`];
  if (!TYPE_NAME.test(position.type)) throw new Error(`Unexpected sort key type ${position.type}`);
  const value = sql`cast(${position.key}::text as ${sql.raw(position.type)})`;
  return [sql`(${key}) = ${value} and ${id} > ${position.id}::uuid`, sort.startsWith('-') ? sql`(${key}) < ${value}` : sql`(${key}) > ${value}`];
}
