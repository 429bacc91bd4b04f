import { errorCode, errorMessage, graphQLErrorsOf } from '../lib/graphql/graphqlErrors';

/** What a failed create or update means for the form (DESIGN §3 error codes). */
export interface MutationProblem {
  /** Messages to show under fields, by field name. */
  fieldErrors: Record<string, string>;
  /** True when the record changed since it was loaded (CONFLICT on `version`): offer "Reload". */
  stale: boolean;
  /** A message for the whole form, or null. */
  message: string | null;
}

/**
 * Reads `extensions.fieldErrors`, accepting either `{ field: message | [messages] }` or
 * `[{ field | path | name, message }]`, as `{ field: message }`.
 */
export function readFieldErrors(raw: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (Array.isArray(raw)) {
    for (const item of raw) {
      if (typeof item !== 'object' || item === null) continue;
      const { field, path, name, message } = item as Record<string, unknown>;
      const key = [field, path, name].find((k) => typeof k === 'string' || Array.isArray(k));
      const fieldName = Array.isArray(key) ? String(key[key.length - 1]) : key;
      if (fieldName && typeof message === 'string') result[fieldName] = message;
    }
  } else if (typeof raw === 'object' && raw !== null) {
    for (const [fieldName, value] of Object.entries(raw)) {
      const message: unknown = Array.isArray(value) ? (value as unknown[]).find((v) => typeof v === 'string') : value;
      if (typeof message === 'string') result[fieldName] = message;
    }
  }
  return result;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const STALE_WORDS = /\b(version|stale|changed|modified|out of date|updated by)\b/i;

/**
 * Sorts a create/update error into field messages, a stale-version flag, or a form message
 * (schema.graphql error codes):
 * - BAD_USER_INPUT: `extensions.fieldErrors` on the named fields (unknown fields go to the message);
 * - CONFLICT, by `extensions.reason` (schema.graphql): STALE_VERSION is a stale version; DUPLICATE
 *   goes on the fields named by `extensions.fieldErrors` or `extensions.field`, else on the field whose
 *   name or label the message mentions (e.g. "A grade with this name already exists." → `name`), else
 *   the form; REFERENCED is a form message. Without a known reason (an older gateway), the former
 *   heuristics: stale when `extensions.field` or a field error names the version (`version`/`__v`) or
 *   the message speaks of a version or change, else as DUPLICATE;
 * - anything else: the server's message for the form (spec §8).
 */
export function describeMutationError(error: unknown, fields: readonly { name: string; label: string }[]): MutationProblem {
  const code = errorCode(error);
  const extensions = graphQLErrorsOf(error)[0]?.extensions ?? {};
  const message = errorMessage(error);
  const known = (name: string) => fields.some((field) => field.name === name);

  const rawFieldErrors = readFieldErrors(extensions.fieldErrors);
  const fieldErrors: Record<string, string> = {};
  const unknownMessages: string[] = [];
  for (const [name, text] of Object.entries(rawFieldErrors)) {
    if (known(name)) fieldErrors[name] = text;
    else unknownMessages.push(text);
  }

  if (code === 'CONFLICT') {
    const reason = typeof extensions.reason === 'string' ? extensions.reason : '';
    const field = typeof extensions.field === 'string' ? extensions.field : undefined;
    const stale = { fieldErrors: {}, stale: true, message: null };
    if (reason === 'STALE_VERSION') return stale;
    if (reason === 'REFERENCED') return { fieldErrors: {}, stale: false, message };
    const knownReason = reason === 'DUPLICATE';
    if (!knownReason && (field === 'version' || field === '__v' || 'version' in rawFieldErrors || '__v' in rawFieldErrors)) return stale;
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors, stale: false, message: null };
    if (field && known(field)) return { fieldErrors: { [field]: message }, stale: false, message: null };
    if (!knownReason && STALE_WORDS.test(message)) return stale;
    const mentioned = fields.find((f) => new RegExp(`\\b(${escapeRegExp(f.name)}|${escapeRegExp(f.label)})\\b`, 'i').test(message));
    if (mentioned) return { fieldErrors: { [mentioned.name]: message }, stale: false, message: null };
    return { fieldErrors: {}, stale: false, message };
  }

  if (code === 'BAD_USER_INPUT' && Object.keys(fieldErrors).length > 0) {
    return { fieldErrors, stale: false, message: unknownMessages.length > 0 ? unknownMessages.join(' ') : null };
  }
  return { fieldErrors, stale: false, message };
}

/**
 * One problem in a mutation's payload (schema.graphql `UserError`): `field` the input path it is
 * about (`["input", "name"]`; null for the whole record), the message to show, `code` (ErrorCode)
 * and, for a CONFLICT, `reason` (ConflictReason: STALE_VERSION, DUPLICATE, REFERENCED).
 */
export interface PayloadError {
  field?: readonly string[] | null;
  message: string;
  code: string;
  reason?: string | null;
}

/**
 * The user errors of a mutation's answer (DESIGN §3 payloads `createX { x, errors }`): the `errors`
 * of its one root field when that is a payload; none for an answer without them (a success, or a
 * mutation answering the record itself).
 */
export function payloadErrorsOf(data: unknown): PayloadError[] {
  if (typeof data !== 'object' || data === null) return [];
  const payload = Object.values(data as Record<string, unknown>).find((value) => typeof value === 'object' && value !== null);
  const errors = (payload as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as PayloadError[]) : [];
}

/** The id of the record a mutation's payload answers (`{ createX: { x: { id }, errors } }`), if it holds one. */
export function savedRecordId(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const payload = Object.values(data as Record<string, unknown>).find((value) => typeof value === 'object' && value !== null) as Record<string, unknown> | undefined;
  const record = Object.values(payload ?? {}).find(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { id?: unknown }).id === 'string',
  );
  return (record as { id: string } | undefined)?.id;
}

/**
 * Sorts a payload's user errors into field messages, a stale-version flag, or a form message, as
 * {@link describeMutationError} does for a top-level error: a CONFLICT with reason STALE_VERSION is a
 * stale version; an error whose `field` path (`["input", "<name>"]`, deeper for a row of a list) names
 * a form field goes under that field, naming the row for a list of objects ("Contact 2: …"; `fieldOf` maps input fields a resource builds itself, e.g. an
 * employee's `roles` → `activeRole`); a DUPLICATE without a field goes on the field its message
 * mentions; the rest (REFERENCED, NOT_FOUND, the whole record, unknown fields) is the form's message.
 */
export function describePayloadErrors(
  errors: readonly PayloadError[],
  fields: readonly { name: string; label: string; item?: { singular: string } }[],
  fieldOf: Readonly<Record<string, string>> = {},
): MutationProblem {
  if (errors.some((error) => error.code === 'CONFLICT' && error.reason === 'STALE_VERSION')) return { fieldErrors: {}, stale: true, message: null };
  const known = (name: string) => fields.some((field) => field.name === name);
  const fieldErrors: Record<string, string> = {};
  const messages: string[] = [];
  for (const error of errors) {
    const path = error.field ?? [];
    const inputField = path[0] === 'input' ? path[1] : path[0];
    const name = inputField === undefined ? undefined : (fieldOf[inputField] ?? inputField);
    if (name === 'version' || name === '__v') return { fieldErrors: {}, stale: true, message: null };
    if (name && known(name)) {
      // A row of a list of objects (["input", "contacts", "1", "email"], plan §5): "Contact 2: <message>", as its client rule says.
      const row = path[0] === 'input' ? path[2] : path[1];
      const item = fields.find((field) => field.name === name)?.item;
      fieldErrors[name] ??=
        item && row !== undefined && /^\d+$/.test(row) ? `${item.singular.charAt(0).toUpperCase()}${item.singular.slice(1)} ${Number(row) + 1}: ${error.message}` : error.message;
      continue;
    }
    if (error.code === 'CONFLICT' && error.reason !== 'REFERENCED' && !name) {
      const mentioned = fields.find((f) => new RegExp(`\\b(${escapeRegExp(f.name)}|${escapeRegExp(f.label)})\\b`, 'i').test(error.message));
      if (mentioned) {
        fieldErrors[mentioned.name] ??= error.message;
        continue;
      }
    }
    messages.push(error.message);
  }
  return { fieldErrors, stale: false, message: messages.length > 0 ? messages.join(' ') : null };
}
