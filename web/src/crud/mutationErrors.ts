import { errorCode, errorMessage, graphQLErrorsOf } from '../app/graphqlErrors';

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
      const fieldName = Array.isArray(key) ? String(key[key.length - 1]) : (key as string | undefined);
      if (fieldName && typeof message === 'string') result[fieldName] = message;
    }
  } else if (typeof raw === 'object' && raw !== null) {
    for (const [fieldName, value] of Object.entries(raw)) {
      const message = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
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
export function describeMutationError(
  error: unknown,
  fields: readonly { name: string; label: string }[],
): MutationProblem {
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
    const reason = String(extensions.reason ?? '');
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
