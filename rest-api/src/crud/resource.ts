import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../auth/guard';
import type { Permission } from '../auth/permissions';
import type { Db } from '../db/database';
import type { StoredFileRef } from '../files/storage';
import type { RecordList } from './lists';

/** A Drizzle table built with `recordColumns()` (src/db/columns.ts): it has id, timestamps and version. */
export type RecordTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn; version: PgColumn; position?: PgColumn };

/** A selected row of a {@link RecordTable}: the common columns plus the resource's own (camelCase keys). */
export interface RecordRow {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  [column: string]: unknown;
}

/**
 * A field whose value is the `_id` of a record of another table (contract: "a reference is the
 * referenced record's `_id` (or `null`)"). Writes naming a missing record answer 400 with
 * `{ field, message: "No such <label>" }` (src/crud/references.ts).
 */
export interface Reference {
  table: RecordTable;
  /** Singular noun of the referenced record, e.g. `department`. */
  label: string;
  /** A boolean column the referenced record must hold true to be chosen (equipments' `active`); none: any record. */
  active?: PgColumn;
}

/**
 * A list filter of `GET /?...` besides page/limit/search/sort/ids: `boolean` takes `true`/`false`, `id` a
 * record id, `enum` one of `values`; each matches the column exactly (e.g. employees
 * `?active=true&department=<id>`, requisitions `?status=SUBMITTED`).
 * `dateRange` takes `YYYY-MM-DD,YYYY-MM-DD` and matches the records whose date range column
 * (src/db/columns.ts `dateRangeColumn`) overlaps those days (both ends included).
 * `dayRange` takes the same and matches the records whose date column lies within those days, or whose
 * timestamp column falls on one of them (UTC; claims' `?dates=` on their creation, docs/visits.md).
 * `period` takes two ISO 8601 instants `from,to` (from before to) and matches the records whose
 * `[column, end)` span overlaps `[from, to)` (docs/visits.md `?period=`: a calendar's visible range).
 * A `boolean` filter may test an SQL expression instead of a column (visits' computed `late`).
 */
export interface Filter {
  column: PgColumn | SQL;
  type: 'boolean' | 'id' | 'dateRange' | 'dayRange' | 'enum' | 'period';
  /** The values an `enum` filter takes (e.g. a workflow's states). */
  values?: readonly string[];
  /**
   * For a `period` filter: the column where a record's span ends (`column` is where it starts), and the
   * longest span a record may have (an SQL interval, e.g. `24 hours`): it bounds the start too, so that
   * an index on `(…, start)` reads only the span asked for plus that length.
   */
  period?: { end: PgColumn; longest: string };
  /**
   * For an `id` filter on a parent one step away: `column` must be one of the `key` values of the rows
   * of `key`'s table whose `match` is the id, e.g. products `?category=` → `subcategory_id in (select id
   * from product_subcategories where category_id = $1)` (`match` should be indexed).
   */
  through?: { key: PgColumn; match: PgColumn };
}

/**
 * The SQL of a computed read-only field for `viewer`, the caller the record is read for (undefined: read
 * for no one, e.g. to merge an update; the field then answers what a caller who may read nothing gets).
 */
export type ViewerSql = (db: Db, viewer: AuthenticatedUser | undefined) => SQL;

/**
 * Words for one kind of use in the "cannot be deleted" message, for resources that say better than "is
 * used by <n> <rows>" (`ResourceDescription.inUse`): `phrase(n)` continues "This employee …" (e.g.
 * `heads 2 departments`), `fix` says what to do first (e.g. "choose another head first").
 */
export interface InUseWording {
  phrase: (count: number) => string;
  fix?: string;
}

/** Options of {@link Repository.create}. */
export interface CreateOptions {
  /** Column values that are not API fields (e.g. an employee's password hash). */
  columns?: Record<string, unknown>;
  /**
   * Column values made inside the creating transaction, before the insert (a workflow record's number,
   * src/workflow/numbering.ts, so that a rolled-back creation gives it back).
   */
  prepare?: (tx: Db) => Promise<Record<string, unknown>>;
  /**
   * Runs in the creating transaction once the row and its lists are written, before the lists are read
   * back (e.g. a welcome notification, a workflow record's first history entry); `row` has no lists.
   */
  within?: (tx: Db, row: RecordRow) => Promise<void>;
}

/**
 * What the generic routes (src/crud/routes.ts) and the repository ask of a resource whose records run on
 * a workflow (DESIGN §5 "Workflows", docs/requisitions.md). src/workflow/part.ts `WorkflowPart` is one,
 * with what the workflow's own routes use besides (transition table, effects, links).
 */
export interface RecordWorkflow {
  /** The records `user` reads, as a condition; undefined for every record. */
  scope(db: Db, user: AuthenticatedUser): SQL | undefined;
  /** Boolean list filters that depend on the caller (`?mine=true`, `?awaitingMe=true`), by query parameter. */
  callerFilters: Record<string, (db: Db, user: AuthenticatedUser) => SQL>;
  /** How the repository creates a record for `user` (initial columns, work in the creating transaction). */
  creating(user: AuthenticatedUser): CreateOptions;
  /** The caller-dependent JSON of `rows` for `user` (e.g. `actions`), one query at most for a page. */
  viewer(db: Db, user: AuthenticatedUser, rows: RecordRow[]): Promise<(row: RecordRow) => Record<string, unknown>>;
  /** Refuses an update of `row` by `user` by throwing an HttpError (403, 409). */
  guardUpdate(row: RecordRow, user: AuthenticatedUser): void;
}

/**
 * Everything the generic CRUD mechanism (src/crud/routes.ts) needs to know about one resource
 * (spec §7 "Master-data resources", DESIGN §2, §7): only what differs between resources.
 */
export interface ResourceDescription<Fields extends z.ZodObject = z.ZodObject> {
  /**
   * Path segment under /setup and plural for messages, e.g. `grades` → `/setup/grades`. Real resources
   * take it, {@link label}, {@link permissions}, {@link kind} and {@link ordered} from the catalogue
   * (src/crud/catalogue.ts `fromCatalogue`).
   */
  name: string;
  /** Singular lower-case noun for messages, e.g. `grade` → "Grade not found". */
  label: string;
  /** false: no `GET /setup/<name>/all` (the catalogue's `fullList`, e.g. activities: too many for a picker). */
  fullList?: false;
  /** Plural of {@link label} ("3 salesperson codes"); default: label + `s`. */
  plural?: string;
  table: RecordTable;
  /**
   * The writable fields, validated on create and update (400 with field errors). Keys are the table's
   * property names (or of {@link lists}); the parsed output is written as it is (after {@link toColumns}),
   * so optional fields should default to null (see src/crud/fields.ts) for create. PUT validates the
   * fields sent over the current record with this same schema (src/crud/routes.ts `mergeUpdate`).
   * The same schema documents responses.
   */
  fields: Fields;
  /** Text columns that `?search=` matches (case-insensitive substring; each has a trigram index). */
  searchable: PgColumn[];
  /**
   * The table's stored search text (db/columns.ts `searchTextColumn`): the {@link searchable} columns
   * lower-cased and joined, with its own trigram index. When set, `?search=` is one `LIKE` on it instead of
   * an `ILIKE` per column (same matches): a search that walks a sort index tests each entry once and
   * cheaply, and its count reads one trigram index.
   */
  searchText?: PgColumn;
  /**
   * Sort keys of `?sort=` (API name → column or SQL expression). `createdAt` and `updatedAt` are always
   * added. Ties are broken by id. A nullable key must be a plain column (its nulls sort last both ways);
   * an SQL expression is taken to be never null. Each key needs an index (`-key` on a nullable column:
   * an index `desc nulls last`).
   */
  sortable: Record<string, SQLWrapper>;
  /** The sort of lists when `?sort=` is absent, e.g. `name` or `-createdAt`. */
  defaultSort: string;
  /** Extra filters of the paged list, by query parameter name. */
  filters?: Record<string, Filter>;
  /** Permissions (src/auth/permissions.ts) for reads (list, all, get) and writes (create, update, delete). */
  permissions: { read: Permission; write: Permission };
  /**
   * `list` (default): many records, the six routes of src/crud/routes.ts. `single`: exactly one record
   * (e.g. GVR settings, DESIGN §5), `GET /` and `PUT /` only; every field needs a default, as the record
   * is created from them when it does not exist yet (src/crud/single.ts).
   */
  kind?: 'list' | 'single';
  /**
   * Records in an order the user sets (DESIGN §5: GVR sections): the table has `orderColumns()`
   * (src/db/columns.ts), records carry a read-only `position` (1 = first), a new record goes last, lists
   * sort by `position` (also a `?sort=` key), and `PUT /reorder { ids }` sets the order (src/crud/order.ts).
   */
  ordered?: boolean;
  /**
   * Unique constraints or indexes → the API field they protect, for the 409 message
   * (`grades_name_unique: 'name'` → 'A grade named "X" already exists').
   */
  unique: Record<string, string>;
  /** Fields that name records of other tables, checked on every write (400 "No such <label>"). */
  references?: Record<string, Reference>;
  /**
   * Foreign keys of other tables that point at this one → how the 409 message of a delete says that
   * rows still point at the record through that key (src/crud/in-use.ts). Default: "is used by <n>
   * <rows>" ("This grade is used by 3 employees and cannot be deleted.", src/crud/table-nouns.ts).
   */
  inUse?: Record<string, InUseWording>;
  /** List fields kept in other tables, e.g. an employee's `companies`, an ISO record's `documents`. */
  lists?: Record<string, RecordList>;
  /** Parsed `fields` → the table's column values (e.g. the legacy gender array → its text). Default: as they are. */
  toColumns?: (fields: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Row (with its {@link lists}) → the JSON fields besides `_id`, `createdAt`, `updatedAt`, `__v`.
   * Default: the `fields` and `lists` keys of the row.
   */
  toJson?: (row: RecordRow) => Record<string, unknown>;
  /** Zod schema of what {@link toJson} returns (response documentation). Default: `fields` plus `lists`. */
  json?: z.ZodObject;
  /**
   * The records caller `user` may read (list, `?ids=`, all, get: others are left out, get answers 404),
   * as a condition on the table; undefined = every record (the default). E.g. customers: an Employee or
   * a Hod reads only those of their GVR view list (src/resources/customers/resource.ts). Writes are
   * governed by the write permission alone.
   */
  scope?: (db: Db, user: AuthenticatedUser) => SQL | undefined;
  /**
   * The workflow its records run on (DESIGN §5 "Workflows", docs/requisitions.md; built by
   * src/workflow/resource.ts `withWorkflow`): number, status, requester and history set on create,
   * updates only by the requester in an editable state, caller-dependent scope, filters and `actions`,
   * and no `/all` and no DELETE (src/crud/routes.ts); its `POST /:id/<action>` routes are added by the
   * composer (src/resources/routes.ts) from the full part (src/workflow/part.ts `workflowOf`).
   */
  workflow?: RecordWorkflow;
  /**
   * Fields the server sets and answers in the record JSON, never taken from a body (docs/visits.md: a
   * visit's `customerName`, `completedAt`, `late`; a customer's `visitCount`): each with its schema
   * (response documentation) and, for a computed one, the SQL expression every read selects under that
   * key (a correlated subquery on other tables is fine for a page: it runs per row answered). Without
   * `sql`, the table's column of that name. Dates are answered as ISO 8601 text. A field that depends on
   * who reads it (a customer's visit summary counts the visits the caller may read, docs/visits.md) gives
   * `sql` as a function of the reader ({@link ViewerSql}), computed for the repository's viewer
   * (src/crud/repository.ts `viewedBy`).
   */
  readOnly?: Record<string, { schema: z.ZodType; sql?: SQL | ViewerSql }>;
  /**
   * Checks a create (`current` undefined) or an update (`current`: the record's row) against other
   * records and the caller, after the fields are validated (400 with field errors, e.g. "No such
   * customer" for one outside the caller's view), and answers the column values to write besides them
   * (server-set ones such as a customer's name kept with a visit). Runs before the reference check.
   */
  beforeWrite?: (db: Db, user: AuthenticatedUser, values: Record<string, unknown>, current?: RecordRow) => Promise<Record<string, unknown>>;
  /**
   * Refuses an update or a delete of `row` (one the caller reads: others answer 404 first) by `user`,
   * by throwing an HttpError (403), e.g. a logged activity: only whoever logged it, Gvr or an Admin.
   */
  guardWrite?: (row: RecordRow, user: AuthenticatedUser) => void;
  /**
   * Where lists (`GET /?page=`) read from when it is not {@link table}: `from`, a view aliased under the
   * table's name (`"activities" as "logged_activities"`, so that the columns of `table` in `searchable`, `sortable`, `filters` and `scope`
   * name its columns) of the table's rows and others (docs/visits.md: activities, the logged calls and
   * meetings with the visits). Get, update and delete address the table's records only. `countedIn`:
   * the tables whose tracked row counts (src/db/row-counts.ts) add up to the view's rows; `columns`: the
   * view's columns besides the table's (its rows carry both).
   */
  listFrom?: { from: SQL; countedIn: string[]; columns: Record<string, SQL> };
  /**
   * Stored files that belong to record `id`: removed after it is deleted (an ISO's documents), and,
   * those an update leaves it without (a claim line left out takes its receipt), after the update.
   */
  ownedFiles?: (db: Db, id: string) => Promise<StoredFileRef[]>;
}

/** Declares a resource; an identity function that keeps the description's types. */
export function defineResource<Fields extends z.ZodObject>(description: ResourceDescription<Fields>): ResourceDescription<Fields> {
  return description;
}

/** The description's label with a capital first letter, for the start of a message ("Grade not found"). */
export function capitalized(resource: ResourceDescription): string {
  return upperFirst(resource.label);
}

/** `text` with a capital first letter. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The label with its indefinite article: "a grade", "an employee", "an ISO document". */
export function withArticle(label: string): string {
  return `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;
}
