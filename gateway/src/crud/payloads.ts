import { GraphQLError } from 'graphql';
import type { ConflictReason, ErrorCode, FieldError } from '../errors/codes';

/**
 * One problem with a mutation's input (schema.graphql `UserError`, docs/graphql-grammar.md): `field` the path of the
 * argument at fault (`["input", "name"]`, `["version"]`), null for the whole record.
 */
export interface UserError {
  field: string[] | null;
  message: string;
  code: ErrorCode;
  reason: ConflictReason | null;
}

/** The codes that are the input's fault, answered in a payload's `errors` (docs/graphql-grammar.md); any other is a top-level error. */
const USER_ERROR_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['BAD_USER_INPUT', 'CONFLICT', 'NOT_FOUND']);

/** Mutation arguments beside `input`: a field error on one of them is not under `input`. */
const TOP_LEVEL_ARGUMENTS: ReadonlySet<string> = new Set(['id', 'version', 'ids']);

/**
 * The user errors of a refused mutation (docs/graphql-grammar.md), or undefined when `error` is not the input's fault
 * (401, 403, 429, an upstream failure, a bug): those stay top-level errors and the payload is null.
 * BAD_USER_INPUT, CONFLICT and NOT_FOUND become one entry per field error (`departmentId` →
 * `["input", "departmentId"]`, `version` → `["version"]`, `contacts.0.name` →
 * `["input", "contacts", "0", "name"]`; see {@link fieldPath} for `input`), or one entry with
 * `field: null` when there is none; the message of a field error is its own; `reason` is the CONFLICT's.
 */
export function userErrorsOf(error: unknown, input: string | null = 'input'): UserError[] | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const code = error.extensions.code as ErrorCode | undefined;
  if (!code || !USER_ERROR_CODES.has(code)) return undefined;
  const reason = (error.extensions.reason as ConflictReason | undefined) ?? null;
  const fieldErrors = (error.extensions.fieldErrors as FieldError[] | undefined) ?? [];
  if (fieldErrors.length === 0) return [{ field: null, message: error.message, code, reason }];
  return fieldErrors.map((fieldError) => ({ field: fieldPath(fieldError.field, input), message: fieldError.message, code, reason }));
}

/**
 * `name` → `["input", "name"]`; `version` → `["version"]`; `contacts.0.name` → `["input", "contacts", "0", "name"]`.
 * `input` is the mutation's input argument; null for a mutation without one (a workflow action, whose
 * field errors name its own arguments, `comment`, or the record's fields, `items.0.quantity` →
 * `["items", "0", "quantity"]`).
 */
export function fieldPath(field: string, input: string | null = 'input'): string[] {
  const parts = field.split('.');
  return input === null || TOP_LEVEL_ARGUMENTS.has(parts[0]!) ? parts : [input, ...parts];
}

/**
 * Runs a mutation and answers its payload (docs/graphql-grammar.md): `done(value)` on success; on an error that is the
 * input's fault ({@link userErrorsOf}, field paths under `input`) `refused(errors)` (the record null,
 * `errors` not empty); any other error is rethrown (top-level error, payload null).
 */
export async function payloadOf<TValue, TPayload>(
  write: () => Promise<TValue>,
  done: (value: TValue) => TPayload,
  refused: (errors: UserError[]) => TPayload,
  input: string | null = 'input',
): Promise<TPayload> {
  let value: TValue;
  try {
    value = await write();
  } catch (error) {
    const errors = userErrorsOf(error, input);
    if (errors) return refused(errors);
    throw error;
  }
  return done(value);
}
