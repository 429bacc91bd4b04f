import { asc, eq, getTableColumns, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/database';
import { anyId } from '../db/any-id';

/**
 * A list field of a record kept in another table (one row per item), loaded for every record the CRUD
 * mechanism answers with and, when writable, replaced in the same transaction as the record itself
 * (src/crud/repository.ts). Made by {@link linkList} or {@link childList}.
 */
export interface RecordList {
  /** Zod schema of one item (response documentation). */
  item: z.ZodType;
  /** A link table whose rows belong to the owner (their foreign keys name the owner in 409 messages). */
  table?: PgTable;
  /** The items of each owner id (owners without items are absent from the map). */
  load(db: Db, ownerIds: string[]): Promise<Map<string, unknown[]>>;
  /** Replaces the items of `ownerId` by `items` (writable lists only). */
  save?(db: Db, ownerId: string, items: unknown[]): Promise<void>;
}

/**
 * A writable list of references kept in a link table, e.g. an employee's `companies` (array of company
 * ids) in `employee_companies(employee_id, company_id)`. Items are ids in the order they were added; a
 * repeated id is stored once. `insertRow` makes the link row for (owner, target).
 */
export function linkList(options: {
  table: PgTable;
  owner: PgColumn;
  target: PgColumn;
  order: SQLWrapper;
  insertRow: (ownerId: string, targetId: string) => Record<string, unknown>;
}): RecordList {
  const { table, owner, target } = options;
  return {
    item: z.uuid(),
    table,
    async load(db, ownerIds) {
      const byOwner = new Map<string, unknown[]>();
      if (ownerIds.length === 0) return byOwner;
      const rows = await db.select({ owner, target }).from(table).where(anyId(owner, ownerIds)).orderBy(asc(options.order), asc(target));
      for (const row of rows) {
        const items = byOwner.get(row.owner as string);
        if (items) items.push(row.target);
        else byOwner.set(row.owner as string, [row.target]);
      }
      return byOwner;
    },
    async save(db, ownerId, items) {
      await db.delete(table).where(eq(owner, ownerId));
      const unique = [...new Set(items as string[])];
      if (unique.length > 0) await db.insert(table).values(unique.map((id) => options.insertRow(ownerId, id)));
    },
  };
}

/**
 * A list of child rows, e.g. an ISO record's `documents` from `iso_documents`, ordered by `order` and
 * shown through `toJson` (whose output `item` describes). Read-only, unless `insertRow` makes the child
 * row of item number `index` (from 0) of `ownerId`: then a write replaces the owner's rows by the items
 * sent, in their order (e.g. an equipment requisition's `items`), and the child table's foreign keys
 * name the owner in "cannot be deleted" messages.
 */
export function childList<Row extends Record<string, unknown>>(options: {
  table: PgTable;
  owner: PgColumn;
  order: SQLWrapper;
  item: z.ZodType;
  toJson: (row: Row) => unknown;
  insertRow?: (ownerId: string, item: unknown, index: number) => Record<string, unknown>;
}): RecordList {
  const { insertRow, table, owner } = options;
  return {
    item: options.item,
    ...(insertRow
      ? {
          table,
          async save(db: Db, ownerId: string, items: unknown[]) {
            await db.delete(table).where(eq(owner, ownerId));
            if (items.length > 0) await db.insert(table).values(items.map((item, index) => insertRow(ownerId, item, index)));
          },
        }
      : {}),
    async load(db, ownerIds) {
      const byOwner = new Map<string, unknown[]>();
      if (ownerIds.length === 0) return byOwner;
      const rows = await db
        .select({ owner: options.owner, row: getTableColumns(options.table) })
        .from(options.table)
        .where(anyId(options.owner, ownerIds))
        .orderBy(asc(options.order));
      for (const { owner, row } of rows) {
        const items = byOwner.get(owner as string);
        if (items) items.push(options.toJson(row as Row));
        else byOwner.set(owner as string, [options.toJson(row as Row)]);
      }
      return byOwner;
    },
  };
}
