import type { FastifyRequest } from 'fastify';
import { badRequest, type FieldError } from './http-error';

/** The 400 message for text with U+0000 in it (contract "Common rules"). */
export const NUL_NOT_ALLOWED = 'Text must not contain NUL characters.';

/** The message of each field error. */
const NUL_FIELD_MESSAGE = 'Must not contain NUL characters';

/** At most this many fields are named in one answer. */
const MAX_ERRORS = 20;

/**
 * App-level `preValidation` hook (DESIGN §2: bad input → 400, never 500): PostgreSQL text cannot hold
 * U+0000, so a NUL character anywhere in a route parameter, a query-string value or key, or a JSON body
 * (strings and keys, nested at any depth) answers 400 `{ message: NUL_NOT_ALLOWED, errors: [{ field,
 * message }] }` before the route's schema or handler sees it. `field` is the dotted path as in other
 * 400s: `id`, `search`, `name`, `contacts.0.email` (`body` for a body that is itself a string).
 * Multipart bodies are not parsed here; upload names are cleaned by src/files/upload.ts.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const errors = [...nulFields(request.params, 'params'), ...nulFields(request.query, 'query'), ...nulFields(request.body, 'body')].slice(0, MAX_ERRORS);
  if (errors.length > 0) throw badRequest(NUL_NOT_ALLOWED, errors);
}

/** A place in the input: its key and the place that holds it (shared, so a deep walk stays linear). */
interface Place {
  key: string;
  parent: Place | undefined;
}

/** `a.0.b` for the place of `b` in `{ a: [{ b }] }`; `root` for the top. */
function pathOf(place: Place | undefined, root: string): string {
  const keys: string[] = [];
  for (let p = place; p; p = p.parent) keys.push(p.key);
  return keys.length > 0 ? keys.reverse().join('.') : root;
}

/**
 * The paths in `value` of strings and keys with U+0000, walked without recursion and in linear time (a
 * 1 MiB body can nest deeper than the call stack). `root` names a top-level string.
 */
function nulFields(value: unknown, root: string): FieldError[] {
  const found: FieldError[] = [];
  const pending: { value: unknown; place: Place | undefined }[] = [{ value, place: undefined }];
  while (pending.length > 0 && found.length < MAX_ERRORS) {
    const { value: current, place } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push({ field: pathOf(place, root), message: NUL_FIELD_MESSAGE });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        // eslint-disable-next-line no-control-regex -- NUL in a key is what this check looks for.
        const child: Place = { key: key.replace(/\u0000/g, '\\0'), parent: place };
        if (key.includes('\u0000')) found.push({ field: pathOf(child, root), message: NUL_FIELD_MESSAGE });
        pending.push({ value: item, place: child });
      }
    }
  }
  return found;
}
