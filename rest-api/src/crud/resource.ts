import type { SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Permission } from '../auth/permissions';

/** A Drizzle table built with `recordColumns()` (src/db/columns.ts): it has id, timestamps and version. */
export type RecordTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn; version: PgColumn };

/** A selected row of a {@link RecordTable}: the common columns plus the resource's own (camelCase keys). */
export interface RecordRow {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  [column: string]: unknown;
}

/**
 * Everything the generic CRUD mechanism (src/crud/routes.ts) needs to know about one master-data resource
 * (spec §7 "Master-data resources", DESIGN §2, §7): only what differs between resources.
 */
export interface ResourceDescription<Fields extends z.ZodObject = z.ZodObject> {
  /** Path segment under /setup and plural for messages, e.g. `grades` → `/setup/grades`. */
  name: string;
  /** Singular lower-case noun for messages, e.g. `grade` → "Grade not found". */
  label: string;
  table: RecordTable;
  /**
   * The writable fields, validated on create and update (400 with field errors). Keys are the table's
   * property names; the parsed output is written as it is, so optional fields should default to null
   * (see src/crud/fields.ts): PUT replaces the whole record. The same schema documents responses.
   */
  fields: Fields;
  /** Text columns that `?search=` matches (case-insensitive substring). */
  searchable: PgColumn[];
  /**
   * Sort keys of `?sort=` (API name → column or SQL expression). `createdAt` and `updatedAt` are always
   * added. Ties are broken by id.
   */
  sortable: Record<string, SQLWrapper>;
  /** The sort of lists when `?sort=` is absent, e.g. `name` or `-createdAt`. */
  defaultSort: string;
  /** Permissions (src/auth/permissions.ts) for reads (list, all, get) and writes (create, update, delete). */
  permissions: { read: Permission; write: Permission };
  /**
   * Unique constraints or indexes → the API field they protect, for the 409 message
   * (`grades_name_unique: 'name'` → 'A grade named "X" already exists').
   */
  unique: Record<string, string>;
  /** Row → the JSON fields besides `_id`, `createdAt`, `updatedAt`, `__v`. Default: the `fields` keys of the row. */
  toJson?: (row: RecordRow) => Record<string, unknown>;
  /** Zod schema of what {@link toJson} returns (response documentation). Default: `fields`. */
  json?: z.ZodObject;
}

/** Declares a resource; an identity function that keeps the description's types. */
export function defineResource<Fields extends z.ZodObject>(description: ResourceDescription<Fields>): ResourceDescription<Fields> {
  return description;
}

/** The description's label with a capital first letter, for the start of a message ("Grade not found"). */
export function capitalized(resource: ResourceDescription): string {
  return resource.label.charAt(0).toUpperCase() + resource.label.slice(1);
}
