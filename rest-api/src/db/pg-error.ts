/** SQLSTATE of a unique violation. */
export const UNIQUE_VIOLATION = '23505';
/** SQLSTATE of a foreign-key violation (a write naming a missing row; a delete under NO ACTION). */
export const FOREIGN_KEY_VIOLATION = '23503';
/** SQLSTATE of a delete of a row that an `ON DELETE RESTRICT` foreign key still points at. */
export const RESTRICT_VIOLATION = '23001';

/** Whether `error` says that other rows still refer to the row being deleted. */
export function isStillReferenced(error: PgError): boolean {
  return error.code === RESTRICT_VIOLATION || error.code === FOREIGN_KEY_VIOLATION;
}

/** The fields of a PostgreSQL error that the code reads (same on node-postgres and PGlite). */
export interface PgError {
  /** SQLSTATE, e.g. {@link UNIQUE_VIOLATION}. */
  code: string;
  /** Name of the violated constraint or unique index, e.g. `grades_name_unique`. */
  constraint?: string;
  /** Table the error is about: for a foreign-key violation on delete, the *referencing* table. */
  table?: string;
  detail?: string;
}

/**
 * The PostgreSQL error inside `error`, if it is one. Drizzle wraps driver errors in a DrizzleQueryError
 * whose `cause` is the driver's error, so causes are followed.
 */
export function pgErrorOf(error: unknown): PgError | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return undefined;
}
