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
 *   A reference with an `active` column also refuses a record that is not active ("This equipment is
 *   inactive and cannot be chosen": inactive equipment cannot be requested, docs/requisitions.md).
 */
export async function checkReferences(db: Db, resource: ResourceDescription, values: Record<string, unknown>): Promise<void> {
  const errors: FieldError[] = [];
  for (const [field, reference] of Object.entries(resource.references ?? {})) {
    const named = namedIds(field, values);
    const ids = [...new Set(named.map(([, id]) => id))];
    if (ids.length === 0) continue;
    const activeColumn = reference.active ?? reference.table.id;
    const found = await db.select({ id: reference.table.id, active: activeColumn }).from(reference.table).where(inArray(reference.table.id, ids));
    const existing = new Set(found.map((row) => String(row.id)));
    const inactive = new Set(reference.active ? found.filter((row) => row.active !== true).map((row) => String(row.id)) : []);
    for (const [path, id] of named) {
      if (!existing.has(id)) errors.push({ field: path, message: `No such ${reference.label}` });
      else if (inactive.has(id)) errors.push({ field: path, message: `This ${reference.label} is inactive and cannot be chosen` });
    }
  }
  if (errors.length > 0) {
    throw badRequest(
      errors.every((error) => error.message.startsWith('No such')) ? 'Some selected records do not exist.' : 'Some selected records do not exist or are inactive.',
      dedupe(errors),
    );
  }
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

/** `errors` without repeats of the same field (an id named twice in one field). */
function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => !seen.has(error.field) && seen.add(error.field));
}
