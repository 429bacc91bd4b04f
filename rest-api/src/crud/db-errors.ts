import { getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { FOREIGN_KEY_VIOLATION, pgErrorOf, UNIQUE_VIOLATION, type PgError } from '../db/pg-error';
import { badRequest, conflict, type HttpError } from '../http/http-error';
import { upperFirst, withArticle, type ResourceDescription } from './resource';

/** What was being done when the error happened: the same SQLSTATE means different things. */
export type WriteOperation = { kind: 'delete' } | { kind: 'save'; values: Record<string, unknown> };

/**
 * Turns a database error from writing `resource` into the answer a user can act on (DESIGN §2), or
 * returns undefined when it is not one of these (the caller rethrows it: a 500):
 * - save, unique violation of a constraint in `resource.unique` → 409 `A grade named "X" already exists`
 *   with `errors: [{ field, message }]`;
 * - save, foreign-key violation (the record names one deleted since src/crud/references.ts looked) → 400
 *   with the field and "No such <label>";
 * - delete: none (a record still referred to is answered by the repository's `remove`, which counts
 *   the referring rows, src/crud/in-use.ts).
 */
export function translateDbError(resource: ResourceDescription, error: unknown, operation: WriteOperation): HttpError | undefined {
  const pg = pgErrorOf(error);
  if (!pg) return undefined;

  // A delete refused because the record is still referred to is answered by the repository, which counts the referrers (src/crud/in-use.ts).
  if (operation.kind === 'delete') return undefined;
  const uniqueField = pg.constraint ? resource.unique[pg.constraint] : undefined;
  if (pg.code === UNIQUE_VIOLATION && uniqueField) {
    const field = uniqueField;
    const message = duplicateMessage(resource, field, operation.values[field]);
    return conflict(message, [{ field, message }]);
  }
  if (pg.code === FOREIGN_KEY_VIOLATION) {
    const field = foreignKeyField(resource, pg);
    const label = field && resource.references?.[field]?.label;
    const message = label ? `No such ${label}` : 'The selected record does not exist (it may have been deleted).';
    return badRequest('Some selected records do not exist.', [{ field: field ?? 'body', message }]);
  }
  return undefined;
}

function duplicateMessage(resource: ResourceDescription, field: string, value: unknown): string {
  const shown = typeof value === 'string' || typeof value === 'number' ? `"${value}"` : undefined;
  const record = upperFirst(withArticle(resource.label));
  if (field === 'name' && shown) return `${record} named ${shown} already exists`;
  const words = field.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  return shown ? `${record} with ${words} ${shown} already exists` : `${record} with this ${words} already exists`;
}

/** The API field (table property) behind a violated foreign key of the resource's own table. */
function foreignKeyField(resource: ResourceDescription, pg: PgError): string | undefined {
  if (pg.table !== getTableName(resource.table)) return undefined;
  const fk = getTableConfig(resource.table).foreignKeys.find((key) => key.getName() === pg.constraint);
  const column = fk?.reference().columns[0];
  return Object.entries(getTableColumns(resource.table)).find(([, c]) => c === column)?.[0];
}
