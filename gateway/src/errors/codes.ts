import { GraphQLError } from 'graphql';

/**
 * The `extensions.code` values of the GraphQL contract (schema.graphql header, DESIGN §3):
 * UNAUTHENTICATED (upstream 401 or no/unreadable token), FORBIDDEN (403 or a role the @auth directive
 * excludes), NOT_FOUND (404), BAD_USER_INPUT (400 or arguments the gateway rejects), CONFLICT (409),
 * PAYLOAD_TOO_LARGE (413), UNSUPPORTED_MEDIA_TYPE (415), TOO_MANY_REQUESTS (429),
 * UPSTREAM (5xx, any other status, an unexpected answer, or the REST server could not be reached).
 */
export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'TOO_MANY_REQUESTS' | 'UPSTREAM';

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
