import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { isUuid } from '../db/ids';
import { conflict, notFound } from '../http/http-error';
import { translateDbError } from './db-errors';
import { containsPattern, type ListQuery } from './paging';
import { capitalized, type RecordRow, type ResourceDescription } from './resource';
import { sortKeys } from './sorting';

/** The database operations behind the CRUD routes of one resource (src/crud/routes.ts). */
export interface Repository {
  /** One page of rows matching `query.search`, in `query.sort` order then by id, and how many match in all. */
  page(query: ListQuery): Promise<{ rows: RecordRow[]; total: number }>;
  /** Every row in the default sort. */
  all(): Promise<RecordRow[]>;
  /** The row, or undefined (also for an id that is not a UUID). */
  find(id: string): Promise<RecordRow | undefined>;
  /** Inserts a new row (id and timestamps made here / by the database, version 0). @throws HttpError 409/400 */
  create(values: Record<string, unknown>): Promise<RecordRow>;
  /**
   * Replaces the fields of row `id` in one `UPDATE ... WHERE id = $1 [AND version = $2] RETURNING`, raising
   * `version` by one and setting `updated_at` to now.
   * @param expectedVersion the `__v` the client edited; omitted = last write wins.
   * @throws HttpError 404 when there is no such row, 409 when `expectedVersion` is stale or a unique field clashes.
   */
  update(id: string, values: Record<string, unknown>, expectedVersion?: number): Promise<RecordRow>;
  /** Deletes row `id` and returns it. @throws HttpError 404 when missing, 409 when still referred to. */
  remove(id: string): Promise<RecordRow>;
}

/** The {@link Repository} of `resource` on `db`. */
export function createRepository(db: Db, resource: ResourceDescription): Repository {
  const table = resource.table;
  // `values` passed `resource.fields`, whose keys are the table's; Drizzle's per-table insert/set types
  // cannot see that for a generic table, hence the `as never` below.
  const label = capitalized(resource);

  function orderBy(sort: string): SQL[] {
    const descending = sort.startsWith('-');
    const expression = sortKeys(resource)[descending ? sort.slice(1) : sort];
    return [sql`${expression} ${descending ? sql`desc` : sql`asc`} nulls last`, asc(table.id)];
  }

  function searchCondition(search: string | undefined): SQL | undefined {
    if (!search) return undefined;
    const pattern = containsPattern(search);
    return or(...resource.searchable.map((column) => ilike(column, pattern)));
  }

  async function saving<T>(values: Record<string, unknown>, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      throw translateDbError(resource, error, { kind: 'save', values }) ?? error;
    }
  }

  async function exists(id: string): Promise<boolean> {
    const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    return rows.length > 0;
  }

  return {
    async page(query) {
      const where = searchCondition(query.search);
      const rows = await db
        .select()
        .from(table)
        .where(where)
        .orderBy(...orderBy(query.sort))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [{ total }] = await db.select({ total: count() }).from(table).where(where);
      return { rows: rows as RecordRow[], total };
    },

    async all() {
      return (await db.select().from(table).orderBy(...orderBy(resource.defaultSort))) as RecordRow[];
    },

    async find(id) {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row as RecordRow | undefined;
    },

    async create(values) {
      return saving(values, async () => {
        const [row] = (await db.insert(table).values(values as never).returning()) as RecordRow[];
        return row;
      });
    },

    async update(id, values, expectedVersion) {
      if (!isUuid(id)) throw notFound(`${label} not found`);
      const matches =
        expectedVersion === undefined ? eq(table.id, id) : and(eq(table.id, id), eq(table.version, expectedVersion));
      const [row] = await saving(values, async () => {
        const rows = await db
          .update(table)
          .set({ ...values, version: sql`${table.version} + 1`, updatedAt: sql`now()` } as never)
          .where(matches)
          .returning();
        return rows as RecordRow[];
      });
      if (row) return row;
      if (expectedVersion !== undefined && (await exists(id))) {
        throw conflict(`This ${resource.label} was changed by someone else. Reload it and try again.`);
      }
      throw notFound(`${label} not found`);
    },

    async remove(id) {
      if (!isUuid(id)) throw notFound(`${label} not found`);
      try {
        const [row] = (await db.delete(table).where(eq(table.id, id)).returning()) as RecordRow[];
        if (!row) throw notFound(`${label} not found`);
        return row;
      } catch (error) {
        throw translateDbError(resource, error, { kind: 'delete' }) ?? error;
      }
    },
  };
}
