/** One problem with one input field, as listed in a 400 (or 409) body: `{ field: "name", message: "..." }`. */
export interface FieldError {
  /** Dotted path of the field in the body or query, e.g. `name`, `contacts.0.email`, `limit`. */
  field: string;
  message: string;
}

/**
 * Why a 409 happened, in the body's `reason` (docs/requisitions.md "REST"): a write with a stale `__v`,
 * a workflow action the record's status does not allow, or an issue beyond the stock on hand.
 */
export type ConflictReason = 'STALE_VERSION' | 'INVALID_STATE' | 'OUT_OF_STOCK';

/** The JSON body of every error response (DESIGN §2): `{ message, errors?, reason? }` (`reason` on some 409s). */
export interface ErrorBody {
  message: string;
  errors?: FieldError[];
  reason?: ConflictReason;
}

/**
 * An error whose status and message are meant for the client (DESIGN §2 error list). Thrown anywhere in
 * a request; the error handler (src/http/error-handler.ts) answers `statusCode` with `{ message, errors }`
 * and `headers`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Response headers to send with the error, e.g. `{ 'retry-after': '42' }` for a 429. */
    readonly headers: Record<string, string> = {},
    /** The 409's reason, sent in the body (see {@link ConflictReason}). */
    readonly reason?: ConflictReason,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400: the input is invalid; `errors` names the fields. */
export function badRequest(message: string, errors?: FieldError[]): HttpError {
  return new HttpError(400, message, errors);
}

/** 401: no valid token or wrong credentials (spec §4: the client signs out on it). */
export function unauthorized(message: string): HttpError {
  return new HttpError(401, message);
}

/** 403: signed in, but the active role may not do this (DESIGN §6). */
export function forbidden(message: string): HttpError {
  return new HttpError(403, message);
}

/** 404: no such record, e.g. "Grade not found". */
export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

/** 409: a duplicate, a stale version or a record still referenced (DESIGN §2); `reason` goes into the body. */
export function conflict(message: string, errors?: FieldError[], reason?: ConflictReason): HttpError {
  return new HttpError(409, message, errors, {}, reason);
}
