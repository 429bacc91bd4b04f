import { count, eq, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import type { ResourceDescription } from './resource';
export type { InUseWording } from './resource';
import { tableNouns, type TableNouns } from './table-nouns';

/** How many rows of `table` still point at a record through foreign key `constraint`. */
export interface Use {
  /** The referring foreign key's name, e.g. `employees_grade_fk`. */
  constraint: string;
  /** The referring table (SQL name), e.g. `employees`. */
  table: string;
  /** Rows of `table` whose key names the record (at least 1). */
  count: number;
}

interface ReferringKey {
  constraint: string;
  table: PgTable;
  column: PgColumn;
}

/**
 * What the in-use check knows of the whole database, handed to the mechanism by its composer
 * (src/resources/referrers.ts) rather than imported, so that src/crud/ stands below the resources it
 * serves: the foreign keys refusing a delete and the object-list fields naming records, by the SQL name
 * of the table they point at, and the words for each table's rows ({@link TableNouns}).
 */
export interface Referrers extends TableNouns {
  /** The foreign keys (restrict, no action) pointing at table `target`, e.g. `grades` → `employees_grade_fk`. */
  keysTo(target: string): ReferringKey[];
  /** The object-list fields of every resource that name records of table `target` ({@link countEmbeddedUses}). */
  embeddedKeysTo(target: string): EmbeddedKey[];
}

/**
 * The {@link Referrers} of a database made of `tables` (every Drizzle table of the schema; other values
 * are skipped) and described by `resources` (their `references` and wording). Worked out on first use,
 * not here: the composer may call this while the descriptions are still loading.
 */
export function referrersOf(tables: () => readonly unknown[], resources: () => readonly ResourceDescription[]): Referrers {
  let keysByTarget: Map<string, ReferringKey[]> | undefined;
  let nouns: TableNouns | undefined;
  return {
    keysTo(target) {
      keysByTarget ??= referringKeys(tables());
      return keysByTarget.get(target) ?? [];
    },
    embeddedKeysTo: (target) => embeddedKeys(resources(), target),
    label: (table) => (nouns ??= tableNouns(resources())).label(table),
    count: (table, n) => (nouns ??= tableNouns(resources())).count(table, n),
  };
}

/** Foreign keys among `tables` that refuse a delete (restrict, no action), by the SQL name of the table they point at. */
function referringKeys(tables: readonly unknown[]): Map<string, ReferringKey[]> {
  const keysByTarget = new Map<string, ReferringKey[]>();
  for (const table of tables) {
    if (!is(table, PgTable)) continue;
    for (const key of getTableConfig(table).foreignKeys) {
      // Rows that go with the record (cascade) or let go of it (set null) do not stop a delete.
      if (key.onDelete && key.onDelete !== 'restrict' && key.onDelete !== 'no action') continue;
      const reference = key.reference();
      const [column] = reference.columns;
      if (!column || reference.columns.length !== 1) continue;
      const name = getTableName(reference.foreignTable);
      const keys = keysByTarget.get(name) ?? [];
      keys.push({ constraint: key.getName(), table, column });
      keysByTarget.set(name, keys);
    }
  }
  return keysByTarget;
}

/**
 * The rows of every table that still point at record `id` of `table` through a foreign key that
 * refuses its delete (DESIGN §2: a delete of a record still referred to answers 409 saying by what),
 * one count per key, keys without rows left out, and the rows that name it inside object lists
 * ({@link countEmbeddedUses}). One `count(*)` per referring key, each served by that key's index.
 */
export async function countUses(db: Db, referrers: Referrers, table: PgTable, id: string): Promise<Use[]> {
  const uses: Use[] = await countEmbeddedUses(db, referrers, table, id);
  for (const key of referrers.keysTo(getTableName(table))) {
    const [row] = await db.select({ n: count() }).from(key.table).where(eq(key.column, id));
    if (row && row.n > 0) uses.push({ constraint: key.constraint, table: getTableName(key.table), count: row.n });
  }
  return uses;
}

/** A field of the items of an object list (jsonb) that names records of another table. */
interface EmbeddedKey {
  /** A name for the use, `<table>_<list>_<field>`, e.g. `customers_contacts_position`. */
  constraint: string;
  table: PgTable;
  /** The jsonb column of the list, e.g. `customers.contacts`. */
  column: PgColumn;
  /** The item field holding the id, e.g. `position`. */
  field: string;
}

/**
 * The object-list fields (a `references` key `list.field`, src/crud/references.ts) of every resource
 * that name records of table `target`: ids inside jsonb, which no foreign key guards.
 */
function embeddedKeys(resources: readonly ResourceDescription[], target: string): EmbeddedKey[] {
  return resources.flatMap((resource) =>
    Object.entries(resource.references ?? {}).flatMap(([path, reference]) => {
      const [list, field] = path.split('.');
      const column = list ? (resource.table as unknown as Record<string, PgColumn | undefined>)[list] : undefined;
      if (!field || !column || getTableName(reference.table) !== target) return [];
      const table = getTableName(resource.table);
      return [{ constraint: `${table}_${list}_${field}`, table: resource.table, column, field }];
    }),
  );
}

/**
 * The rows that name record `id` of `table` inside an object list (e.g. customers whose contacts hold
 * customer position `id`), one count per list field, fields without rows left out. One `count(*)` with
 * jsonb containment (`contacts @> '[{"position": id}]'`) per field, served by a GIN index on the column.
 */
export async function countEmbeddedUses(db: Db, referrers: Referrers, table: PgTable, id: string): Promise<Use[]> {
  const uses: Use[] = [];
  for (const key of referrers.embeddedKeysTo(getTableName(table))) {
    const item = JSON.stringify([{ [key.field]: id }]);
    const [row] = await db
      .select({ n: count() })
      .from(key.table)
      .where(sql`${key.column} @> ${item}::jsonb`);
    if (row && row.n > 0) uses.push({ constraint: key.constraint, table: getTableName(key.table), count: row.n });
  }
  return uses;
}

/** "a", "a and b", "a, b and c". */
function listing(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The 409 message for deleting a record of `resource` that `uses` still point at (DESIGN §2), e.g.
 * "This grade is used by 3 employees and cannot be deleted.", "This company is used by 12 employees,
 * 2 salesperson codes and 1 ISO document and cannot be deleted." (the most numerous first), or with the resource's own words
 * (`resource.inUse`) "This employee heads 1 department and cannot be deleted: choose another head
 * first." (rows named by `nouns`). Rows of the same kind through several keys are added up. Without counts (they went away
 * since the database refused the delete) it names `referringTable`: "This grade is still used by
 * employees and cannot be deleted.".
 */
export function inUseMessage(resource: ResourceDescription, nouns: TableNouns, uses: readonly Use[], referringTable?: string): string {
  const record = `This ${resource.label}`;
  if (uses.length === 0) return `${record} is still used by ${nouns.label(referringTable ?? 'other_records')} and cannot be deleted.`;
  const phrases: string[] = [];
  const fixes: string[] = [];
  const plain = new Map<string, number>();
  for (const use of uses) {
    const wording = resource.inUse?.[use.constraint];
    if (wording) {
      phrases.push(wording.phrase(use.count));
      if (wording.fix) fixes.push(wording.fix);
    } else {
      plain.set(use.table, (plain.get(use.table) ?? 0) + use.count);
    }
  }
  // Tables named alike (an owner and its link table) are one kind of row.
  const byNoun = new Map<string, { table: string; count: number }>();
  for (const [table, n] of plain) {
    const noun = nouns.label(table);
    const seen = byNoun.get(noun);
    byNoun.set(noun, { table, count: (seen?.count ?? 0) + n });
  }
  // The most numerous first, then by name.
  const counted = [...byNoun.entries()].sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b));
  if (counted.length > 0) phrases.push(`is used by ${listing(counted.map(([, u]) => nouns.count(u.table, u.count)))}`);
  const comma = phrases.length > 1 ? ',' : '';
  return `${record} ${listing(phrases)}${comma} and cannot be deleted${fixes.length > 0 ? `: ${fixes.join('; ')}` : ''}.`;
}
