import { randomUUID } from 'node:crypto';

/**
 * A new record id: a random (v4) UUID made by the application, not the database, so that a record's id
 * is known before it is inserted (DESIGN §2: every record carries a string `_id`).
 */
export function newId(): string {
  return randomUUID();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` has the shape of a UUID. Ids from the outside (URL paths, token subjects) are
 * checked with it before they reach SQL, where a malformed uuid would be a 500 instead of a 404/401.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The one spelling of an id: a UUID lower-cased (PostgreSQL compares uuids regardless of case, so
 * `A1B2…` and `a1b2…` name the same record and must be treated alike wherever ids are compared).
 * Anything that is not a UUID is returned as it is.
 */
export function normalizeId(value: string): string {
  return isUuid(value) ? value.toLowerCase() : value;
}

/** Whether `a` and `b` name the same record (UUIDs compared regardless of case). */
export function sameId(a: string | null | undefined, b: string | null | undefined): boolean {
  return typeof a === 'string' && typeof b === 'string' && normalizeId(a) === normalizeId(b);
}
