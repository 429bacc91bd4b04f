import { GraphQLError } from 'graphql';

/**
 * Every `extensions.code` a caller of the gateway can meet: the schema's `ErrorCode` enum
 * (schema/base/errors.graphql, docs/graphql-grammar.md "Errors"), one code per cause. From upstream
 * answers (upstream/error-mapping.ts): UNAUTHENTICATED (401), FORBIDDEN (403), NOT_FOUND (404),
 * BAD_USER_INPUT (400), CONFLICT (409), PAYLOAD_TOO_LARGE (413), UNSUPPORTED_MEDIA_TYPE (415),
 * TOO_MANY_REQUESTS (429, with `retryAfter`), UPSTREAM (5xx, other statuses, unreachable). From the
 * gateway itself: CSRF_REFUSED, QUERY_TOO_COMPLEX, the GraphQL request errors (GRAPHQL_PARSE_FAILED,
 * GRAPHQL_VALIDATION_FAILED, OPERATION_RESOLUTION_FAILURE, PERSISTED_QUERY_NOT_SUPPORTED), the HTTP
 * refusals outside GraphQL (BAD_REQUEST, METHOD_NOT_ALLOWED, NOT_ACCEPTABLE, URI_TOO_LONG,
 * REQUEST_TIMEOUT, REQUEST_HEADER_FIELDS_TOO_LARGE; http/http-errors.ts, http/client-errors.ts) and
 * INTERNAL_SERVER_ERROR (a gateway bug). A test keeps this list and the schema's enum equal.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'UPSTREAM',
  'CSRF_REFUSED',
  'QUERY_TOO_COMPLEX',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'BAD_REQUEST',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'URI_TOO_LONG',
  'REQUEST_TIMEOUT',
  'REQUEST_HEADER_FIELDS_TOO_LARGE',
  'INTERNAL_SERVER_ERROR',
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The message of every CSRF refusal (`CSRF_REFUSED`, HTTP 400): a GET, or a POST whose content type a
 * cross-site form can send (text/plain, application/x-www-form-urlencoded, multipart/form-data),
 * without a preflight header. Apollo's check and the multipart handler answer it alike.
 */
export const CSRF_MESSAGE =
  'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Send `Content-Type: application/json`, or the header `Apollo-Require-Preflight: true` (required for GET and multipart uploads).';

/**
 * Why a CONFLICT happened (`extensions.reason`, schema.graphql `ConflictReason`; docs/setup-contract.md
 * "Errors", docs/requisitions.md "REST"): STALE_VERSION (someone saved the record since it was read),
 * DUPLICATE (a unique value is taken), REFERENCED (other records still refer to it),
 * INVALID_STATE (a workflow action or edit its status no longer allows),
 * OUT_OF_STOCK (issuing more equipment than is on the shelf). upstream/error-mapping.ts decides it.
 */
export const CONFLICT_REASONS = ['STALE_VERSION', 'DUPLICATE', 'REFERENCED', 'INVALID_STATE', 'OUT_OF_STOCK'] as const;

/** One of {@link CONFLICT_REASONS}. */
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

/** One problem with one input field, as carried in `extensions.fieldErrors` (DESIGN §2, §3). */
export interface FieldError {
  /** The field's name as the REST server or the gateway names it, e.g. `name`. */
  field: string;
  /** A sentence for the user, e.g. `A grade with this name already exists.` */
  message: string;
}

/**
 * The extensions the gateway puts on its errors: the code, field errors when there are any, a
 * CONFLICT's reason, and a TOO_MANY_REQUESTS's `retryAfter` (whole seconds to wait, from the
 * upstream's `Retry-After`).
 */
export type GatewayErrorExtensions = {
  code: ErrorCode;
  fieldErrors?: FieldError[];
  reason?: ConflictReason;
  retryAfter?: number;
};

/**
 * An error raised by the gateway itself (not translated from an upstream answer), e.g. the @auth
 * check or argument validation. Carries `extensions.code` and, optionally, `extensions.fieldErrors`.
 */
export function gatewayError(code: ErrorCode, message: string, fieldErrors?: FieldError[]): GraphQLError {
  return new GraphQLError(message, { extensions: extensionsFor(code, fieldErrors) });
}

/** Builds `{ code, fieldErrors?, reason?, retryAfter? }`, leaving out `fieldErrors` when there are none and the others when unset. */
export function extensionsFor(code: ErrorCode, fieldErrors?: FieldError[], reason?: ConflictReason, retryAfter?: number): GatewayErrorExtensions {
  const extensions: GatewayErrorExtensions = { code };
  if (fieldErrors && fieldErrors.length > 0) extensions.fieldErrors = fieldErrors;
  if (reason) extensions.reason = reason;
  if (retryAfter !== undefined) extensions.retryAfter = retryAfter;
  return extensions;
}
