import { STATUS_CODES } from 'node:http';
import type { ConflictReason, ErrorCode, FieldError } from '../errors/codes';
import { restErrorBody } from './contract';
import { duplicateKey, isDriverText, mongooseFieldErrors } from './foreign-error-body';
import { UpstreamError } from './upstream-error';

/** Upstream HTTP status → GraphQL error code (DESIGN §3, docs/setup-contract.md "Errors"); anything else is UPSTREAM. */
const CODE_BY_STATUS: ReadonlyMap<number, ErrorCode> = new Map<number, ErrorCode>([
  [400, 'BAD_USER_INPUT'],
  [401, 'UNAUTHENTICATED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [409, 'CONFLICT'],
  [413, 'PAYLOAD_TOO_LARGE'],
  [415, 'UNSUPPORTED_MEDIA_TYPE'],
  [429, 'TOO_MANY_REQUESTS'],
]);

/** The REST field that carries a record's version (DESIGN §2). */
const VERSION_FIELD = '__v';

/** The message for a duplicate-key refusal whose text was a driver's (spec §8: a sentence for the user). */
export const DUPLICATE_MESSAGE = 'This value is already taken.';

/** The message for a refused input whose text was a driver's (mongoose's "Grade validation failed: ..."). */
export const INVALID_INPUT_MESSAGE = 'Some fields are not valid.';

/**
 * Translates an upstream error answer into an {@link UpstreamError} (DESIGN §3, spec §8), for our
 * rest-api and any other server that speaks /setup (DESIGN §1):
 * - code by status (401 UNAUTHENTICATED, 403 FORBIDDEN, 404 NOT_FOUND, 400 BAD_USER_INPUT, 409 CONFLICT,
 *   413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 429 TOO_MANY_REQUESTS, else UPSTREAM);
 * - `extensions.fieldErrors`: the body's well-formed `errors` entries (`[{ field, message }]`), or
 *   mongoose's `errors` object (`{ <path>: { message, path, kind } }`) or cast error, by path
 *   (upstream/foreign-error-body.ts); a duplicate-key text (MongoDB `E11000`, PostgreSQL, MySQL) gives
 *   one on the key's field when it names it;
 * - message: the body's `message`, unless a driver or framework wrote it (then
 *   {@link DUPLICATE_MESSAGE}, {@link INVALID_INPUT_MESSAGE} beside field errors, else the status
 *   text), else the status text, else the standard text for the status; a plain-text or empty body
 *   counts as no message;
 * - on a 409, `extensions.reason` (see {@link conflictReason}); a duplicate-key text is DUPLICATE.
 * Nothing else of the answer (URL, headers, the rest of the body) is kept, except a 429's delay:
 * `retryAfter` (whole seconds from its `Retry-After`, upstream/retry-after.ts) becomes
 * `extensions.retryAfter`, so a client can say how long to wait.
 */
export function errorFromUpstreamResponse(status: number, statusText: string, body: unknown, retryAfter?: number): UpstreamError {
  const parsed = restErrorBody.safeParse(body);
  const { message, errors: listed, reason: sent } = parsed.success ? parsed.data : { message: undefined, errors: [], reason: undefined };
  const duplicate = message === undefined ? undefined : duplicateKey(message);
  let errors = listed.length > 0 ? listed : mongooseFieldErrors(body);
  if (duplicate?.field && errors.length === 0) errors = [{ field: duplicate.field, message: DUPLICATE_MESSAGE }];
  const fallback = statusText.trim() || STATUS_CODES[status] || `Error ${status}`;
  const code = CODE_BY_STATUS.get(status) ?? 'UPSTREAM';
  const text = message === undefined ? fallback : !isDriverText(message) ? message : duplicate ? DUPLICATE_MESSAGE : errors.length > 0 ? INVALID_INPUT_MESSAGE : fallback;
  const reason = code === 'CONFLICT' ? (sent ?? (duplicate ? 'DUPLICATE' : conflictReason(errors, message))) : undefined;
  return new UpstreamError(code, text, { status, fieldErrors: errors, reason, retryAfter: code === 'TOO_MANY_REQUESTS' ? retryAfter : undefined });
}

/**
 * Why a 409 happened when its body names no `reason` (a server of the contract from before it), from
 * its field errors (docs/setup-contract.md "Errors", docs/requisitions.md "REST"): one on `__v` →
 * STALE_VERSION; on `status` → INVALID_STATE; on an item (`items.0.quantity`) → OUT_OF_STOCK; on
 * another field → DUPLICATE. Without field errors, the contract's third 409 is "still referenced",
 * answered with a message alone ("This grade is used by 3 employees..."): REFERENCED when there is
 * such a message written for a user; undefined (no reason rather than a wrong one) when there is no
 * message or a driver wrote it.
 */
export function conflictReason(fieldErrors: readonly FieldError[], message?: string): ConflictReason | undefined {
  const fields = fieldErrors.map((error) => error.field);
  if (fields.includes(VERSION_FIELD)) return 'STALE_VERSION';
  if (fields.includes('status')) return 'INVALID_STATE';
  if (fields.some((field) => field.startsWith('items.'))) return 'OUT_OF_STOCK';
  if (fields.length > 0) return 'DUPLICATE';
  return message !== undefined && !isDriverText(message) ? 'REFERENCED' : undefined;
}
