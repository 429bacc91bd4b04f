import { STATUS_CODES } from 'node:http';
import type { ConflictReason, ErrorCode, FieldError } from '../errors/codes';
import { restErrorBody } from './contract';
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

/**
 * Translates an upstream error answer into an {@link UpstreamError} (DESIGN §3, spec §8):
 * code by status (401 UNAUTHENTICATED, 403 FORBIDDEN, 404 NOT_FOUND, 400 BAD_USER_INPUT, 409 CONFLICT,
 * 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 429 TOO_MANY_REQUESTS, else UPSTREAM); message =
 * the body's `message`, else the status text, else the standard text for the status;
 * `extensions.fieldErrors` = the body's well-formed `errors` entries, if any; on a 409,
 * `extensions.reason` (see {@link conflictReason}). Nothing else of the answer (URL, headers, the rest
 * of the body) is kept, except a 429's delay: `retryAfter` (whole seconds from its `Retry-After`,
 * upstream/retry-after.ts) becomes `extensions.retryAfter`, so a client can say how long to wait.
 */
export function errorFromUpstreamResponse(status: number, statusText: string, body: unknown, retryAfter?: number): UpstreamError {
  const parsed = restErrorBody.safeParse(body);
  const { message, errors, reason: sent } = parsed.success ? parsed.data : { message: undefined, errors: [], reason: undefined };
  const text = message ?? (statusText.trim() || STATUS_CODES[status] || `Error ${status}`);
  const code = CODE_BY_STATUS.get(status) ?? 'UPSTREAM';
  const reason = code === 'CONFLICT' ? (sent ?? conflictReason(errors)) : undefined;
  return new UpstreamError(code, text, { status, fieldErrors: errors, reason, retryAfter: code === 'TOO_MANY_REQUESTS' ? retryAfter : undefined });
}

/**
 * Why a 409 happened when its body names no `reason` (a server of the contract from before it), from
 * its field errors (docs/setup-contract.md "Errors", docs/requisitions.md "REST"): one on `__v` →
 * STALE_VERSION; on `status` → INVALID_STATE; on an item (`items.0.quantity`) → OUT_OF_STOCK; on
 * another field → DUPLICATE; none → REFERENCED (still referred to).
 */
export function conflictReason(fieldErrors: readonly FieldError[]): ConflictReason {
  const fields = fieldErrors.map((error) => error.field);
  if (fields.includes(VERSION_FIELD)) return 'STALE_VERSION';
  if (fields.includes('status')) return 'INVALID_STATE';
  if (fields.some((field) => field.startsWith('items.'))) return 'OUT_OF_STOCK';
  return fields.length > 0 ? 'DUPLICATE' : 'REFERENCED';
}
