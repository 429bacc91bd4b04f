import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { badRequest, type FieldError } from '../http/http-error';
import type { ResourceDescription } from './resource';

/**
 * Checks that every reference field of `values` (`resource.references`: a single id, an array of ids,
 * or null; a key `list.key` names field `key` of each item of the object list `list`) names an existing
 * record, with one query per referenced field.
 *
 * @throws HttpError 400 "Some selected records do not exist." with `errors: [{ field, message: "No such
 *   <label>" }]`, one per field with a missing record (`contacts.1.position` for an item's field)
 *   (contract: unknown reference id → 400 field error). A record deleted between this check and the write
 *   is caught by the foreign key (src/crud/db-errors.ts); ids inside object lists have no foreign key.
 */
export async function checkReferences(db: Db, resource: ResourceDescription, values: Record<string, unknown>): Promise<void> {
  const errors: FieldError[] = [];
  for (const [field, reference] of Object.entries(resource.references ?? {})) {
    const named = namedIds(field, values);
    const ids = [...new Set(named.map(([, id]) => id))];
    if (ids.length === 0) continue;
    const found = await db.select({ id: reference.table.id }).from(reference.table).where(inArray(reference.table.id, ids));
    const existing = new Set(found.map((row) => String(row.id)));
    const missing = [...new Set(named.filter(([, id]) => !existing.has(id)).map(([path]) => path))];
    errors.push(...missing.map((path) => ({ field: path, message: `No such ${reference.label}` })));
  }
  if (errors.length > 0) throw badRequest('Some selected records do not exist.', errors);
}

/** The `[field path, id]` pairs that reference field `field` (`name` or `list.key`) holds in `values`. */
function namedIds(field: string, values: Record<string, unknown>): [string, string][] {
  const [list = field, key] = field.split('.');
  if (key !== undefined) {
    const items = Array.isArray(values[list]) ? (values[list] as Record<string, unknown>[]) : [];
    return items.flatMap((item, i) => (typeof item?.[key] === 'string' ? [[`${list}.${i}.${key}`, item[key]] as [string, string]] : []));
  }
  const value = values[field];
  return (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string').map((id) => [field, id]);
}
