import { STATUS_CODES } from 'node:http';
import type { ErrorCode } from '../errors/codes';
import { restErrorBody } from './contract';
import { UpstreamError } from './upstream-error';

/** Upstream HTTP status → GraphQL error code (DESIGN §3); anything else is UPSTREAM. */
const CODE_BY_STATUS: ReadonlyMap<number, ErrorCode> = new Map<number, ErrorCode>([
  [400, 'BAD_USER_INPUT'],
  [401, 'UNAUTHENTICATED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [409, 'CONFLICT'],
]);

/**
 * Translates an upstream error answer into an {@link UpstreamError} (DESIGN §3, spec §8):
 * code by status (401 UNAUTHENTICATED, 403 FORBIDDEN, 404 NOT_FOUND, 400 BAD_USER_INPUT, 409 CONFLICT,
 * else UPSTREAM); message = the body's `message`, else the status text, else the standard text for
 * the status; `extensions.fieldErrors` = the body's well-formed `errors` entries, if any.
 * Nothing else of the answer (URL, headers, the rest of the body) is kept.
 */
export function errorFromUpstreamResponse(status: number, statusText: string, body: unknown): UpstreamError {
  const parsed = restErrorBody.safeParse(body);
  const { message, errors } = parsed.success ? parsed.data : { message: undefined, errors: [] };
  const text = message ?? (statusText.trim() || STATUS_CODES[status] || `Error ${status}`);
  return new UpstreamError(CODE_BY_STATUS.get(status) ?? 'UPSTREAM', text, { status, fieldErrors: errors });
}
