import type { Logger } from 'pino';

/** How many causes deep an error is followed. */
const MAX_DEPTH = 5;

/**
 * Properties never copied into a log line: Drizzle's query `params` (a registered employee's argon2id
 * hash, e-mail, …) and PostgreSQL's `detail` ("Failing row contains (…)", "Key (email)=(…) already
 * exists"), `where` and `internalQuery`, which quote values.
 */
const VALUE_CARRIERS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery', 'hint', 'message', 'stack', 'cause']);

/** The PostgreSQL error fields that name things, never values (node-postgres and PGlite alike). */
const PG_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

/** A serialized error as it appears in a log line under `err`. */
export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  /** The SQL statement of a failed query, with `$1`… placeholders and never the values. */
  query?: string;
  cause?: SerializedError;
  [property: string]: unknown;
}

/**
 * pino's `err` serializer for rest-api (DESIGN §7: nothing secret is logged): like pino's own, but a
 * failed database query logs its statement and PostgreSQL code and never its values.
 * - Drizzle's `DrizzleQueryError` (message "Failed query: … params: …", property `params`) becomes
 *   `{ type, message: "Failed query: <statement>", query: <statement>, cause }`, its stack rebuilt with that message;
 * - a PostgreSQL error (5-character SQLSTATE `code`) keeps `code`, `severity`, `constraint`, `table`,
 *   `column`, `schema`, `dataType` and `routine`; `detail`, `where`, `hint` and `internalQuery` are dropped,
 *   and double-quoted parts of its message become `"…"` (`invalid input syntax for type uuid: "…"`) unless
 *   they are names (of its constraint, table, column, …, or words of the statement);
 * - any other error keeps its message, stack and primitive own properties (e.g. Fastify's `code`, `statusCode`),
 *   never `params`, `detail` and the like.
 * Causes are followed up to 5 deep.
 */
export function serializeError(error: unknown, depth = 0, statement?: string): SerializedError {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return { type: typeof error, message: String(error) };
  }
  const e = error as Error & Record<string, unknown>;
  const type = e.constructor?.name && e.constructor.name !== 'Object' ? e.constructor.name : typeof e.name === 'string' ? e.name : 'Error';
  const query = isQueryError(e) ? e.query : undefined;
  // The statement of a failed query, for the driver's error it wraps (node-postgres errors carry none).
  const knownStatement = query ?? statement;
  const pg = isPgError(e);
  // PGlite's own errors carry `query` and `params` too: their message is PostgreSQL's.
  const message = pg ? withoutQuotedValues(String(e.message ?? ''), namesOf(e, knownStatement)) : query !== undefined ? `Failed query: ${query}` : String(e.message ?? '');

  const out: SerializedError = { type, message };
  if (query !== undefined) out.query = query;
  for (const [key, value] of Object.entries(e)) {
    if (VALUE_CARRIERS.has(key) || key === 'query' || key in out) continue;
    if (pg && !(PG_FIELDS as readonly string[]).includes(key)) continue;
    if (value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      if (value !== undefined) out[key] = value;
    }
  }
  if (typeof e.stack === 'string') out.stack = `${type}: ${message}\n${stackFrames(e.stack)}`.trimEnd();
  if (e.cause !== undefined && depth < MAX_DEPTH) out.cause = serializeError(e.cause, depth + 1, knownStatement);
  return out;
}

/**
 * `logger` with {@link serializeError} as its `err` serializer (a child: the given logger is unchanged).
 * Fastify uses the serializers of the logger it is given, so every line it writes gets it too.
 */
export function withSafeErrors(logger: Logger): Logger {
  return logger.child({}, { serializers: { err: serializeError } });
}

/** A Drizzle `DrizzleQueryError` (or a PGlite error): `query` (the statement) and `params` (the values). */
function isQueryError(e: Record<string, unknown>): e is Record<string, unknown> & { query: string } {
  return typeof e.query === 'string' && Array.isArray(e.params);
}

/** An error from PostgreSQL: a five-character SQLSTATE code. */
function isPgError(e: Record<string, unknown>): boolean {
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
}

/** The `    at …` lines of a stack, without the message lines above them (which may quote values). */
function stackFrames(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * `invalid input syntax for type uuid: "abc"` → `invalid input syntax for type uuid: "…"`; a quoted name
 * that `isName` accepts (`column "me.created_at" must appear in the GROUP BY clause`) stays.
 */
function withoutQuotedValues(message: string, isName: (text: string) => boolean): string {
  return message.replace(/"((?:[^"]|"")*)"/g, (quoted, inner: string) => (isName(inner) ? quoted : '"…"'));
}

/**
 * What counts as a name in a PostgreSQL message rather than a value: an identifier (letters, digits,
 * `_`, `.`) that is one of the error's own name fields (constraint, table, column, …) or whose dotted
 * parts are words of the failed statement, whose values are all `$n` placeholders.
 */
function namesOf(e: Record<string, unknown>, query: string | undefined): (text: string) => boolean {
  const fields = new Set(PG_FIELDS.map((field) => e[field]).filter((value): value is string => typeof value === 'string'));
  const words = new Set((query ?? '').match(/[A-Za-z_][\w$]*/g) ?? []);
  return (text) => /^[A-Za-z_][\w.$]*$/.test(text) && (fields.has(text) || text.split('.').every((part) => words.has(part)));
}
