import { and, Column, count, eq, getTableColumns, is, getTableName, gt, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_TEXT_SEPARATOR } from '../db/columns';
import type { Db } from '../db/database';
import { isUuid } from '../db/ids';
import { rawRows } from '../db/raw-rows';
import { prerendered } from '../db/prerendered-sql';
import { rowCounts } from '../db/row-counts';
import { conflict, notFound } from '../http/http-error';
import { translateDbError } from './db-errors';
import { countEmbeddedUses, countUses, inUseMessage, referrersOf, type Referrers } from './in-use';
import { isStillReferenced, pgErrorOf } from '../db/pg-error';
import type { AuthenticatedUser } from '../auth/guard';
import { containsPattern, effectiveQuery, idsOf, SEARCH_COUNT_CAP, type ListQuery, type Total } from './paging';
import { checkReferences } from './references';
import { capitalized, type CreateOptions, type RecordRow, type ResourceDescription } from './resource';
import { KEYSET_KEY, KEYSET_TYPE, keysetColumns, keysetParts, keysetSteps, type KeysetPosition } from './keyset';
import { orderBy, sortKey } from './sorting';

export type { CreateOptions } from './resource';

/**
 * The database operations behind the CRUD routes of one resource (src/crud/routes.ts). Every row it
 * returns carries the resource's list fields (`resource.lists`) under their names.
 */
export interface Repository {
  /**
   * One page of rows matching `query.search`, the query's filters and `where`, in `query.sort` order then
   * by id, and how many match in all (DESIGN §2 `totalDocs`, `totalDocsExact`): exactly, except for a
   * search with more matches than the cap ({@link SEARCH_COUNT_CAP}). Its statements ({@link pageQueries}),
   * chosen so that their cost does not grow with the table (README "Performance"):
   * - without a search: the page's ids from the sort key's index (`order by key, id limit offset`: an
   *   index-only scan where the index holds what it needs), joined back to the rows ("deferred join", so a
   *   deep page reads the heap for its own rows only); the total from `row_counts` (src/db/row-counts.ts)
   *   when nothing filters, else `count(*)` of the filtered rows;
   * - with a search, first a count of its matches up to the cap + 1 (`capped`: the trigram indexes, then
   *   at most cap + 1 rows re-checked). Then:
   *   - at most cap matches, or a page beyond the first cap matches: one statement that collects the
   *     matches once (a MATERIALIZED CTE, so that the planner cannot walk the sort index and filter every
   *     row, and reads the matches through the trigram indexes), counts them exactly and picks the page's
   *     ids; then the rows of those ids. Its cost is the number of matches;
   *   - more than cap matches and a page within the first cap: the page as without a search (`walk`: the
   *     sort index walked in order, the search a filter on its rows), which stops after the page's rows:
   *     with more than cap matches it reads about (offset + limit) × rows ÷ matches entries; the total is
   *     the cap, not exact.
   */
  page(query: ListQuery, where?: SQL): Promise<{ rows: RecordRow[] } & Total>;
  /** Every row matching `where` (default: all) in the default sort. */
  all(where?: SQL): Promise<RecordRow[]>;
  /** The row, or undefined (also for an id that is not a UUID, or a row that `where` leaves out). */
  find(id: string, where?: SQL): Promise<RecordRow | undefined>;
  /**
   * Inserts a new row (id and timestamps made here / by the database, version 0; an ordered resource's
   * last `position`) with its writable lists, in one transaction.
   * @throws HttpError 400 for a reference to a missing record, 409 for a duplicate.
   */
  create(values: Record<string, unknown>, options?: CreateOptions): Promise<RecordRow>;
  /**
   * Replaces the fields (and writable lists) of row `id` in one transaction: one `UPDATE ... WHERE id = $1
   * [AND version = $2] RETURNING`, raising `version` by one and setting `updated_at` to now.
   * @param expectedVersion the `__v` the client edited; omitted = last write wins.
   * @throws HttpError 400 for a reference to a missing record, 404 when there is no such row, 409 when
   *   `expectedVersion` is stale or a unique field clashes.
   */
  update(id: string, values: Record<string, unknown>, expectedVersion?: number): Promise<RecordRow>;
  /**
   * Deletes row `id` and returns it.
   * @throws HttpError 404 when missing; 409 when other rows still point at it, saying how many of what
   *   ("This grade is used by 3 employees and cannot be deleted.", src/crud/in-use.ts).
   */
  remove(id: string): Promise<RecordRow>;
  /**
   * The SQL of {@link page}'s statements (to EXPLAIN them in tests). Without a search: `rows`, the page's
   * rows, and `total`, the count. With a search: `capped`, the count up to the cap + 1 (`{ total }`);
   * `total`, which counts the matches and picks the page's ids (`{ total, ids }`), and `rows`, which reads
   * the rows of `ids` (default: none); `walk`, the page's rows above the cap.
   */
  pageQueries(query: ListQuery, where?: SQL, ids?: string[]): { rows: SQL; total: SQL; capped?: SQL; walk?: SQL };
  /** Attaches the list fields to rows read elsewhere (e.g. by a join). */
  withLists(rows: RecordRow[]): Promise<RecordRow[]>;
  /**
   * This repository reading for `viewer` (the caller; undefined: no one): the computed read-only fields
   * that depend on the reader (`resource.readOnly` with a {@link ViewerSql}, e.g. a customer's visit
   * summary over the visits the caller may read, docs/visits.md) are computed for them, in the same
   * statements as the rows. Without such fields, this repository itself. The repository of
   * {@link createRepository} reads for no one.
   */
  viewedBy(viewer: AuthenticatedUser | undefined | null): Repository;
  /**
   * Every row a list query would page through (`query`'s search, filters and sort, and `where`; no
   * page, limit or ids), in batches of `size` rows (docs/exports.md "Streaming"): `total` first (how many
   * rows match now), then `batch` with each batch (rows with their lists). Each batch is its own short
   * statement (keyset pagination on the sort key and the id, src/crud/keyset.ts), and no transaction or
   * connection is held while a callback runs (DESIGN §1: an export waiting on its client holds none).
   * Rows committed meanwhile may or may not be included; a row whose sort key did not change is read
   * exactly once. Memory holds one batch at a time, whatever the number of rows. A rejection of a callback stops.
   */
  eachBatch(
    query: Omit<ListQuery, 'page' | 'limit'>,
    where: SQL | undefined,
    size: number,
    callbacks: {
      total: (total: number) => void | Promise<void>;
      batch: (rows: RecordRow[]) => Promise<void>;
      /** Runs each of its reads (the count, a batch's rows, a batch's lists); default: at once (src/exports/slots.ts `read` caps them). */
      read?: <T>(read: () => Promise<T>) => Promise<T>;
    },
    /** The list fields to attach (default: none; an export loads only those its columns show). */
    listNames?: string[],
  ): Promise<void>;
}

/** The 409 of a write whose `__v` is no longer the record's version (DESIGN §2: no silent lost update). */
export function staleVersion(resource: ResourceDescription) {
  return conflict(
    `This ${resource.label} was changed by someone else. Reload it and try again.`,
    [{ field: '__v', message: 'Changed by someone else since you loaded it' }],
    'STALE_VERSION',
  );
}

/**
 * Makes the rest of the transaction read tables through bitmap scans only (`set local` of the planner's
 * `enable_seqscan`, `enable_indexscan`, `enable_indexonlyscan`), for a search's capped count: for a
 * LIMIT the planner prices a scan by the share of it needed to find cap + 1 matches, and it guesses that
 * every trigram ILIKE matches ~3 % of the rows, so it took a scan of 50,000 rows of the table or of a
 * sort index (55 ms at 1M employees) over the trigram indexes' bitmap and 1,001 re-checks (2 ms).
 */
export const BITMAP_SCANS_ONLY = sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`;

/** The value decoder of an SQL expression (its `mapWith`), so that a wrapped expression reads the same. */
function decoderOf(expression: SQL): (value: unknown) => unknown {
  const decoder = (expression as unknown as { decoder?: { mapFromDriverValue(value: unknown): unknown } }).decoder;
  return (value) => (decoder ? decoder.mapFromDriverValue(value) : value);
}

/** Options of {@link createRepository}. */
export interface RepositoryOptions {
  /** How many matches a search counts exactly (default {@link SEARCH_COUNT_CAP}; tests set a small one). */
  searchCountCap?: number;
  /** Whom the reader-dependent computed fields are computed for ({@link Repository.viewedBy}); default no one. */
  viewer?: AuthenticatedUser;
  /**
   * What refers to records of the resource (src/crud/in-use.ts, made by the composer: src/resources/referrers.ts),
   * for `remove`: ids inside other records' object lists refuse the delete, and the 409 counts the referring
   * rows by name. Without it a delete is refused by the foreign keys alone, and the 409 names the referring table.
   */
  referrers?: Referrers;
}

/** Referrers that know no table: what a repository made without {@link RepositoryOptions.referrers} uses. */
const NO_REFERRERS: Referrers = referrersOf(
  () => [],
  () => [],
);

/** The {@link Repository} of `resource` on `db`. */
export function createRepository(db: Db, resource: ResourceDescription, options: RepositoryOptions = {}): Repository {
  const cap = options.searchCountCap ?? SEARCH_COUNT_CAP;
  const referrers = options.referrers ?? NO_REFERRERS;
  const table = resource.table;
  const name = getTableName(table);
  // Lists read `resource.listFrom` (a view under the table's name) when there is one; everything else the table.
  const source = resource.listFrom?.from ?? table;
  const counted = resource.listFrom?.countedIn ?? [name];
  // Each computed field nested in an outer SQL: Drizzle leaves the column names of a top-level field of the
  // select list unqualified, which inside a correlated subquery would name the subquery's own table.
  const computedFields = Object.entries(resource.readOnly ?? {}).flatMap(([key, field]) => (field.sql ? [[key, field.sql] as const] : []));
  const computed = Object.fromEntries(
    computedFields.map(([key, field]) => {
      const expression = typeof field === 'function' ? field(db, options.viewer) : field;
      return [key, sql`${expression}`.mapWith(decoderOf(expression))];
    }),
  );
  const readerDependent = computedFields.some(([, field]) => typeof field === 'function');
  if (resource.listFrom && Object.keys(computed).length > 0) throw new Error(`${name}: computed read-only fields are not read from a list view`);
  /** The columns of the table plus the computed read-only fields (`resource.readOnly`). */
  const selection = { ...getTableColumns(table), ...computed };
  /** A select of the rows of lists (the table or the list source) with the computed fields. */
  // A list view's columns, named through the table's name it is read under (Drizzle refuses the table's
  // own column objects in the fields of a query whose FROM is not that table), read as the table's columns.
  const listedColumns = Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [key, sql`${sql.identifier(name)}.${sql.identifier(column.name)}`.mapWith(column)]),
  );
  const listId = resource.listFrom ? listedColumns.id! : table.id;
  const selectRows = (on: Db = db) =>
    Object.keys(computed).length > 0
      ? on.select(selection).from(table)
      : resource.listFrom
        ? on.select({ ...listedColumns, ...resource.listFrom.columns }).from(resource.listFrom.from)
        : on.select().from(source);
  const selectTableRows = (on: Db = db) => (Object.keys(computed).length > 0 ? on.select(selection).from(table) : on.select().from(table));
  // `values` passed `resource.fields`, whose keys are the table's; Drizzle's per-table insert/set types
  // cannot see that for a generic table, hence the `as never` below.
  const label = capitalized(resource);
  const lists = Object.entries(resource.lists ?? {});

  /**
   * The rows whose searchable fields hold `text` (case-insensitive): one `LIKE` on the stored search text
   * when the resource has one (`resource.searchText`), else an `ILIKE` per searchable column. The stored
   * text separates the fields by U+001F, so a term holding that character is matched field by field.
   */
  function searchCondition(text: string): SQL | undefined {
    const pattern = containsPattern(text);
    if (resource.searchText && !text.includes(SEARCH_TEXT_SEPARATOR)) return sql`${resource.searchText} like lower(${pattern})`;
    return or(...resource.searchable.map((column) => ilike(column, pattern)));
  }

  function conditions(query: ListQuery, where?: SQL): SQL | undefined {
    const parts: (SQL | undefined)[] = [where];
    if (query.ids !== undefined) parts.push(inArray(table.id, idsOf(query.ids)));
    if (query.search) parts.push(searchCondition(query.search));
    for (const [name, filter] of Object.entries(resource.filters ?? {})) {
      const value = query[name];
      if (value === undefined) continue;
      if (filter.type === 'dateRange') {
        const [from, to] = String(value).split(',');
        parts.push(sql`${filter.column} && daterange(${from}::date, ${to}::date, '[]')`);
      } else if (filter.type === 'dayRange') {
        const [from, to] = String(value).split(',');
        // A date column lies within the days; a timestamp falls on one of them (UTC).
        parts.push(
          (filter.column as PgColumn).getSQLType() === 'date'
            ? sql`${filter.column} between ${from}::date and ${to}::date`
            : sql`${filter.column} >= (${from}::date)::timestamp at time zone 'UTC' and ${filter.column} < (${to}::date + 1)::timestamp at time zone 'UTC'`,
        );
      } else if (filter.type === 'period' && filter.period) {
        const [from, to] = String(value)
          .split(',')
          .map((instant) => new Date(instant));
        // Overlap of [start, end) with [from, to); the start bound by the longest span keeps an index range small.
        const start = filter.column as PgColumn;
        parts.push(and(lt(start, to!), gt(filter.period.end, from!), sql`${start} > ${from!.toISOString()}::timestamptz - ${filter.period.longest}::interval`));
      } else if (filter.through) {
        const { key, match } = filter.through;
        parts.push(inArray(filter.column as PgColumn, db.select({ id: key }).from(key.table).where(eq(match, value))));
      } else parts.push(eq(filter.column as PgColumn, filter.type === 'boolean' ? value === 'true' : value));
    }
    return and(...parts);
  }

  /** The total of a list without a search: the tracked row count when nothing filters, else a count. */
  function totalQuery(query: ListQuery, where?: SQL) {
    const filtered = conditions(query, where);
    if (filtered) return db.select({ total: count() }).from(source).where(filtered);
    if (counted.length === 1) return db.select({ total: rowCounts.rowCount }).from(rowCounts).where(eq(rowCounts.tableName, name));
    // A list view: the sum of its tables' counts, no row when one of them keeps none.
    return db
      .select({ total: sql<number>`sum(${rowCounts.rowCount})`.mapWith(Number) })
      .from(rowCounts)
      .where(inArray(rowCounts.tableName, counted))
      .having(sql`count(*) = ${counted.length}`);
  }

  /** The rows of a page without a search: its ids in order from the sort index, then those rows. */
  function rowsQuery(query: ListQuery, where?: SQL) {
    const ids = db
      .select({ id: listId })
      .from(source)
      .where(conditions(query, where))
      .orderBy(...orderBy(resource, query.sort))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return selectRows()
      .where(inArray(table.id, ids))
      .orderBy(...orderBy(resource, query.sort));
  }

  /**
   * For a search: one statement that materializes the matches (id and sort key) once, then counts them
   * and picks the page's ids in order (`{ total, ids }`).
   */
  function matchesQuery(query: ListQuery, where?: SQL): SQL {
    const { key, direction } = sortKey(resource, query.sort);
    const offset = (query.page - 1) * query.limit;
    return sql`with matches as materialized (
        select ${table.id} as id, ${key} as k from ${source} where ${conditions(query, where)}
      )
      select (select count(*) from matches)::integer as total,
        (select coalesce(json_agg(page.id order by page.k ${direction}, page.id), '[]'::json)
         from (select id, k from matches order by k ${direction}, id limit ${query.limit} offset ${offset}) as page) as ids`;
  }

  /** How many rows match a search, counted up to cap + 1 (`{ total }`: more than cap = not exact). */
  function cappedQuery(query: ListQuery, where?: SQL): SQL {
    return sql`select count(*)::integer as total from (select 1 from ${source} where ${conditions(query, where)} limit ${cap + 1}) as capped`;
  }

  /** The rows of `ids`, in the list's order. */
  function rowsOfQuery(query: ListQuery, ids: string[]) {
    return selectRows()
      .where(inArray(table.id, ids))
      .orderBy(...orderBy(resource, query.sort));
  }

  /** `row` as written, with the computed read-only fields read back (none: as it is). */
  async function withComputed(on: Db, row: RecordRow): Promise<RecordRow[]> {
    if (Object.keys(computed).length === 0) return [row];
    return (await selectTableRows(on).where(eq(table.id, row.id))) as RecordRow[];
  }

  async function withLists(rows: RecordRow[], on: Db = db): Promise<RecordRow[]> {
    if (lists.length === 0 || rows.length === 0) return rows;
    const ids = rows.map((row) => row.id);
    const loaded = await Promise.all(lists.map(async ([name, list]) => [name, await list.load(on, ids)] as const));
    return rows.map((row) => ({ ...row, ...Object.fromEntries(loaded.map(([name, byOwner]) => [name, byOwner.get(row.id) ?? []])) }));
  }

  /** Splits API values into column values and writable list values. */
  function split(values: Record<string, unknown>) {
    const listValues = lists.filter(([name, list]) => list.save && name in values).map(([name, list]) => ({ list, items: values[name] as unknown[] }));
    const fields = Object.fromEntries(Object.entries(values).filter(([key]) => !resource.lists?.[key]));
    return { columns: resource.toColumns ? resource.toColumns(fields) : fields, listValues };
  }

  async function saving<T>(values: Record<string, unknown>, write: () => Promise<T>): Promise<T> {
    await checkReferences(db, resource, values);
    try {
      return await write();
    } catch (error) {
      throw translateDbError(resource, error, { kind: 'save', values }) ?? error;
    }
  }

  /** For an ordered resource, the `position` of a new record: after every other one (DESIGN §5). */
  function lastPosition() {
    return resource.ordered && table.position ? { position: sql`(select coalesce(max(${table.position}), 0) + 1 from ${table})` } : {};
  }

  async function exists(id: string): Promise<boolean> {
    const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    return rows.length > 0;
  }

  /** Each field of a list's rows under its key as an SQL alias, and how to decode its raw value. */
  const exportFields = Object.entries(Object.keys(computed).length > 0 || !resource.listFrom ? selection : { ...listedColumns, ...resource.listFrom.columns }).map(
    ([key, field]) => {
      const decode = is(field, Column) ? (value: unknown) => field.mapFromDriverValue(value) : decoderOf(field);
      return { key, select: sql`${field} as ${sql.identifier(key)}`, decode };
    },
  );

  const repository: Repository = {
    withLists: (rows) => withLists(rows),

    viewedBy(viewer) {
      return readerDependent ? createRepository(db, resource, { ...options, viewer: viewer ?? undefined }) : repository;
    },

    async eachBatch(asked, where, size, callbacks, listNames = []) {
      const wanted = lists.filter(([name]) => listNames.includes(name));
      const query = { ...asked, page: 1, limit: size } as ListQuery;
      const filtered = conditions(query, where) ?? sql`true`;
      const read = callbacks.read ?? (<T>(run: () => Promise<T>) => run());
      const [counted] = await read(() => rawRows<{ total: number | string }>(db, sql`select count(*) as total from ${source} where ${filtered}`));
      await callbacks.total(Number(counted?.total ?? 0));
      const select = prerendered(
        sql`${sql.join(
          exportFields.map((field) => field.select),
          sql`, `,
        )}, ${keysetColumns(resource, query.sort)}`,
      );
      const order = prerendered(sql.join(orderBy(resource, query.sort), sql`, `));
      let position: KeysetPosition | undefined;
      for (const part of keysetParts(resource, query.sort)) {
        for (;;) {
          const raw = await read(async () => {
            const found: Record<string, unknown>[] = [];
            for (const step of keysetSteps(resource, query.sort, part, position)) {
              found.push(
                ...(await rawRows<Record<string, unknown>>(
                  db,
                  sql`select ${select} from ${source} where (${filtered}) and ${step} order by ${order} limit ${sql.raw(String(size - found.length))}`,
                )),
              );
              if (found.length >= size) break;
            }
            return found;
          });
          if (raw.length === 0) break;
          const rows = raw.map((found) => {
            // A plain loop: exports decode a million rows here (docs/exports.md).
            const row: Record<string, unknown> = {};
            for (const { key, decode } of exportFields) {
              const value = found[key];
              row[key] = value === null || value === undefined ? null : decode(value);
            }
            return row as RecordRow;
          });
          // Both are text in SQL (src/crud/keyset.ts `keysetColumns`).
          const last = raw[raw.length - 1] as { [KEYSET_KEY]: string | null; [KEYSET_TYPE]: string };
          position = { key: last[KEYSET_KEY], type: last[KEYSET_TYPE], id: String(rows[rows.length - 1]!.id) };
          const loaded = await read(() =>
            Promise.all(
              wanted.map(
                async ([name, list]) =>
                  [
                    name,
                    await list.load(
                      db,
                      rows.map((row) => row.id),
                    ),
                  ] as const,
              ),
            ),
          );
          for (const row of rows) for (const [name, byOwner] of loaded) row[name] = byOwner.get(row.id) ?? [];
          await callbacks.batch(rows);
          if (raw.length < size) break;
        }
      }
    },
    pageQueries: (query, where, ids = []) =>
      query.search
        ? { rows: rowsOfQuery(query, ids).getSQL(), total: matchesQuery(query, where), capped: cappedQuery(query, where), walk: rowsQuery(query, where).getSQL() }
        : { rows: rowsQuery(query, where).getSQL(), total: totalQuery(query, where).getSQL() },

    async page(asked, where) {
      const query = effectiveQuery(asked);
      if (query.search) {
        const [capped] = await db.transaction(async (tx) => {
          await tx.execute(BITMAP_SCANS_ONLY);
          return rawRows<{ total: number }>(tx, cappedQuery(query, where));
        });
        if (!capped) throw new Error(`Counting ${name} returned no row`);
        if (capped.total > cap && query.page * query.limit <= cap) {
          const rows = (await rowsQuery(query, where)) as RecordRow[];
          return { rows: await withLists(rows), total: cap, exact: false };
        }
        const [matches] = await rawRows<{ total: number; ids: string[] }>(db, matchesQuery(query, where));
        if (!matches) throw new Error(`Searching ${name} returned no totals row`);
        const { total, ids } = matches;
        const rows = ids.length === 0 ? [] : ((await rowsOfQuery(query, ids)) as RecordRow[]);
        return { rows: await withLists(rows), total, exact: true };
      }
      const [rows, totals] = await Promise.all([rowsQuery(query, where).then((found) => found as RecordRow[]), totalQuery(query, where)]);
      // No counter row: the table's migration did not call track_row_count (src/db/row-counts.ts).
      const [totalRow] = totals;
      if (!totalRow) throw new Error(`Table ${name} keeps no row count`);
      return { rows: await withLists(rows), total: Number(totalRow.total), exact: true };
    },

    async all(where) {
      const rows = (await selectRows()
        .where(where)
        .orderBy(...orderBy(resource, resource.defaultSort))) as RecordRow[];
      return withLists(rows);
    },

    async find(id, where) {
      if (!isUuid(id)) return undefined;
      const [row] = (await selectTableRows().where(and(eq(table.id, id), where))) as RecordRow[];
      return row ? (await withLists([row]))[0] : undefined;
    },

    async create(values, options = {}) {
      const { columns, listValues } = split(values);
      return saving(values, () =>
        db.transaction(async (tx) => {
          const prepared = options.prepare ? await options.prepare(tx) : {};
          const [row] = (await tx
            .insert(table)
            .values({ ...columns, ...lastPosition(), ...options.columns, ...prepared } as never)
            .returning()) as RecordRow[];
          if (!row) throw new Error(`Inserting into ${name} returned no row`);
          for (const { list, items } of listValues) await list.save!(tx, row.id, items);
          await options.within?.(tx, row);
          const [created] = await withLists(await withComputed(tx, row), tx);
          if (!created) throw new Error(`Reading the lists of the new ${name} row returned nothing`);
          return created;
        }),
      );
    },

    async update(id, values, expectedVersion) {
      if (!isUuid(id)) throw notFound(`${label} not found`);
      const { columns, listValues } = split(values);
      const matches = expectedVersion === undefined ? eq(table.id, id) : and(eq(table.id, id), eq(table.version, expectedVersion));
      const updated = await saving(values, () =>
        db.transaction(async (tx) => {
          const [row] = (await tx
            .update(table)
            .set({ ...columns, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
            .where(matches)
            .returning()) as RecordRow[];
          if (!row) return undefined;
          for (const { list, items } of listValues) await list.save!(tx, row.id, items);
          return (await withLists(await withComputed(tx, row), tx))[0];
        }),
      );
      if (updated) return updated;
      if (expectedVersion !== undefined && (await exists(id))) {
        throw staleVersion(resource);
      }
      throw notFound(`${label} not found`);
    },

    async remove(id) {
      if (!isUuid(id)) throw notFound(`${label} not found`);
      try {
        const [found] = await withLists((await db.select().from(table).where(eq(table.id, id))) as RecordRow[]);
        // Ids inside other records' object lists have no foreign key to refuse the delete: count them first.
        if (found && (await countEmbeddedUses(db, referrers, table, id)).length > 0) throw conflict(inUseMessage(resource, referrers, await countUses(db, referrers, table, id)));
        const [row] = (await db.delete(table).where(eq(table.id, id)).returning()) as RecordRow[];
        if (!row) throw notFound(`${label} not found`);
        return { ...found, ...row };
      } catch (error) {
        const pg = pgErrorOf(error);
        if (pg && isStillReferenced(pg)) {
          // The delete failed as a whole (no transaction is left open): count what still points at the row.
          const uses = await countUses(db, referrers, table, id).catch(() => []);
          throw conflict(inUseMessage(resource, referrers, uses, pg.table));
        }
        throw translateDbError(resource, error, { kind: 'delete' }) ?? error;
      }
    },
  };
  return repository;
}
