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
