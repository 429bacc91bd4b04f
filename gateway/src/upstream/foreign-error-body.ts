import { z } from 'zod';
import type { FieldError } from '../errors/codes';

/**
 * Error answers of /setup servers that are not ours (DESIGN §1: the gateway works against any server
 * that speaks /setup), read so that their detail survives and their internals do not (DESIGN §3, spec
 * §8): mongoose's validation and cast errors, and the duplicate-key text of MongoDB, PostgreSQL and
 * MySQL drivers. upstream/error-mapping.ts decides with these.
 */

/** A duplicate-key text of a database driver, with the key's field where the text names it. */
const DUPLICATE_KEY_TEXTS: ReadonlyArray<{ test: RegExp; field: RegExp }> = [
  // MongoDB: `E11000 duplicate key error collection: db.grades index: name_1 dup key: { name: "A" }`
  { test: /\bE11000\b/, field: /dup key: \{\s*"?([\w.]+)"?\s*:/ },
  // PostgreSQL: `duplicate key value violates unique constraint "grades_name_key"` (detail: `Key (name)=(A) already exists.`)
  { test: /duplicate key value violates unique constraint/i, field: /Key \(([\w.]+)\)=/ },
  // MySQL: `ER_DUP_ENTRY: Duplicate entry 'A' for key 'grades.name'`
  { test: /\bER_DUP_ENTRY\b|Duplicate entry '.*' for key/, field: /for key '(?:\w+\.)?(\w+)'/ },
];

/** Texts written by a driver or a framework, not for a user: error class names, codes, stack frames. */
const DRIVER_TEXT =
  /\bE11000\b|\bMongo(?:Server|Network)?Error\b|\bMongooseError\b|\bCastError\b|\bValidationError\b|validation failed:|Cast to \w+ failed|duplicate key|violates \w+(?: \w+)? constraint|\bSQLSTATE\b|\bER_[A-Z_]+\b|Duplicate entry|\bat [\w.<>]+ \(.*:\d+:\d+\)|node_modules\//;

/** Whether a message was written by a database driver or a framework rather than for a user (it is then never passed on). */
export function isDriverText(message: string): boolean {
  return DRIVER_TEXT.test(message);
}

/**
 * A duplicate-key text (MongoDB `E11000`, PostgreSQL, MySQL) → `{ field }`, the key's first field
 * when the text names it (`name` of `dup key: { name: "A" }`; `name_1` index names are not fields);
 * undefined when the text is not one.
 */
export function duplicateKey(message: string): { field?: string } | undefined {
  const text = DUPLICATE_KEY_TEXTS.find((candidate) => candidate.test.test(message));
  if (!text) return undefined;
  const field = text.field.exec(message)?.[1];
  return field ? { field } : {};
}

/** One entry of mongoose's `errors` object (a ValidatorError or CastError): what failed, where. */
const mongooseFieldError = z.object({ message: z.string().optional(), path: z.string().min(1).optional(), kind: z.string().optional() });

/** Mongoose's validation answer (`{ message, errors: { <path>: { message, path, kind } } }`), or its cast error (`{ message, path, kind }`). */
const mongooseBody = z.union([
  z.object({ errors: z.record(z.string(), z.unknown()) }).transform((body) => Object.entries(body.errors)),
  z.object({ path: z.string().min(1), kind: z.string(), message: z.string().optional() }).transform((body) => [[body.path, body] as [string, unknown]]),
]);

/** The sentence for a built-in mongoose validator, by its `kind` (its own texts name paths and internals: "Path `name` is required."). */
const MESSAGE_BY_KIND: Readonly<Record<string, string>> = {
  required: 'This field is required.',
  unique: 'This value is already taken.',
  enum: 'This value is not one of the allowed values.',
  min: 'This value is too small.',
  max: 'This value is too large.',
  minlength: 'This value is too short.',
  maxlength: 'This value is too long.',
};

/**
 * The field errors of a mongoose-shaped error body, one per failed path (`contacts.0.phone` kept as
 * the path), else []. A validator's own message is kept when it was written for a user; a built-in
 * one ("Path `x` is required.", "Cast to Number failed ...") becomes a sentence by its kind.
 */
export function mongooseFieldErrors(body: unknown): FieldError[] {
  const parsed = mongooseBody.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.flatMap(([key, entry]) => {
    const error = mongooseFieldError.safeParse(entry);
    if (!error.success) return [];
    const field = error.data.path ?? key;
    const own = error.data.message?.trim();
    const builtIn = !own || /^Path `|^Validator failed|^Cast to /.test(own) || isDriverText(own);
    return [{ field, message: builtIn ? (MESSAGE_BY_KIND[error.data.kind ?? ''] ?? 'This value is not valid.') : own }];
  });
}
