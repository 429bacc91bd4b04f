import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { badRequest, type FieldError } from '../http/http-error';
import type { ResourceDescription } from './resource';

/**
 * Checks that every reference field of `values` (`resource.references`: a single id, an array of ids,
 * or null) names an existing record, with one query per referenced table.
 *
 * @throws HttpError 400 "Some selected records do not exist." with `errors: [{ field, message: "No such
 *   <label>" }]`, one per field with a missing record (contract: unknown reference id → 400 field error).
 *   A record deleted between this check and the write is caught by the foreign key (src/crud/db-errors.ts).
 */
export async function checkReferences(db: Db, resource: ResourceDescription, values: Record<string, unknown>): Promise<void> {
  const errors: FieldError[] = [];
  for (const [field, reference] of Object.entries(resource.references ?? {})) {
    const value = values[field];
    const ids = [...new Set((Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string'))];
    if (ids.length === 0) continue;
    const found = await db.select({ id: reference.table.id }).from(reference.table).where(inArray(reference.table.id, ids));
    if (found.length < ids.length) errors.push({ field, message: `No such ${reference.label}` });
  }
  if (errors.length > 0) throw badRequest('Some selected records do not exist.', errors);
}
