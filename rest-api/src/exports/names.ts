import { asc, getTableColumns } from 'drizzle-orm';
import { anyId } from '../db/any-id';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RecordJson } from '../crud/record-json';
import type { RecordTable, ResourceDescription } from '../crud/resource';
import type { Db } from '../db/database';
import { isUuid } from '../db/ids';
import { nameKeyOf, type ExportColumn, type NameLookup } from './columns';

/** The ids that `record` holds under reference key `key` (`field`, or `<list>.<field>` inside a list of objects). */
function idsAt(record: RecordJson, key: string): unknown[] {
  const [top, nested] = key.split('.') as [string, string | undefined];
  const value = record[top];
  const values = Array.isArray(value) ? value : [value];
  return nested ? values.map((item) => (item as Record<string, unknown> | null)?.[nested]) : values;
}

/**
 * The names of the records that one batch of an export points at (docs/exports.md "names, not ids"):
 * one query per referenced table (`select id, <name> where id in (…)`, by primary key) for the ids the
 * batch holds under the `references` keys its `columns` show. Runs on `db` (the export's transaction).
 */
export async function loadNames(db: Db, resource: ResourceDescription, columns: ExportColumn[], records: RecordJson[]): Promise<NameLookup> {
  const shown = new Set(columns.map((column) => column.key));
  const wanted = new Map<RecordTable, Set<string>>();
  for (const [key, reference] of Object.entries(resource.references ?? {})) {
    if (!shown.has(key.split('.')[0]!)) continue;
    const ids = wanted.get(reference.table) ?? new Set<string>();
    for (const record of records) for (const id of idsAt(record, key)) if (typeof id === 'string' && isUuid(id)) ids.add(id);
    wanted.set(reference.table, ids);
  }
  const found = new Map<RecordTable, Map<string, string>>();
  for (const [table, ids] of wanted) {
    if (ids.size === 0) continue;
    const columnsOf = getTableColumns(table);
    const name = columnsOf[nameKeyOf(table)]!;
    const rows = await db
      .select({ id: table.id, name })
      .from(table)
      .where(anyId(table.id, [...ids]));
    found.set(table, new Map(rows.map((row) => [String(row.id), String(row.name)])));
  }
  return (table, id) => found.get(table)?.get(id);
}

/**
 * Every record of `table` as `{ id, name }` in its order (`position` when it has one, else its name):
 * the columns of a keyed list (docs/exports.md "one column per section", src/exports/columns.ts
 * `expandColumns`), e.g. the GVR sections of a visit's notes.
 */
export async function orderedNames(db: Db, table: RecordTable): Promise<Array<{ id: string; name: string }>> {
  const columnsOf = getTableColumns(table) as Record<string, PgColumn>;
  const name = columnsOf[nameKeyOf(table)]!;
  const order = [columnsOf.position, name].filter((column): column is PgColumn => column !== undefined).map((column) => asc(column));
  const rows = await db
    .select({ id: table.id, name })
    .from(table)
    .orderBy(...order, asc(table.id));
  return rows.map((row) => ({ id: String(row.id), name: String(row.name) }));
}
