import { GraphQLError } from 'graphql';

/**
 * The `extensions.code` values of the GraphQL contract (schema.graphql header, DESIGN §3):
 * UNAUTHENTICATED (upstream 401 or no/unreadable token), FORBIDDEN (403 or a role the @auth directive
 * excludes), NOT_FOUND (404), BAD_USER_INPUT (400 or arguments the gateway rejects), CONFLICT (409),
 * UPSTREAM (the REST server failed, answered in an unexpected form, or could not be reached).
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'UPSTREAM';

/** One problem with one input field, as carried in `extensions.fieldErrors` (DESIGN §2, §3). */
export interface FieldError {
  /** The field's name as the REST server or the gateway names it, e.g. `name`. */
  field: string;
  /** A sentence for the user, e.g. `A grade with this name already exists.` */
  message: string;
}

/** The extensions the gateway puts on its own errors: the code, and field errors when there are any. */
export type GatewayErrorExtensions = {
  code: ErrorCode;
  fieldErrors?: FieldError[];
};

/**
 * An error raised by the gateway itself (not translated from an upstream answer), e.g. the @auth
 * check or argument validation. Carries `extensions.code` and, optionally, `extensions.fieldErrors`.
 */
export function gatewayError(code: ErrorCode, message: string, fieldErrors?: FieldError[]): GraphQLError {
  return new GraphQLError(message, { extensions: extensionsFor(code, fieldErrors) });
}

/** Builds `{ code, fieldErrors? }`, leaving `fieldErrors` out when there are none. */
export function extensionsFor(code: ErrorCode, fieldErrors?: FieldError[]): GatewayErrorExtensions {
  return fieldErrors && fieldErrors.length > 0 ? { code, fieldErrors } : { code };
}
