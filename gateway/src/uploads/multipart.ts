import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UploadedFile } from './uploaded-file';

/**
 * Limits of a GraphQL multipart request (README "Limits"): each file at most 25 MB, at most 10 files,
 * the `operations`/`map` fields at most 1 MB each. Over a limit → HTTP 413 before anything runs.
 * (The upstream's own caps are lower: photos 5 MB, ISO documents 20 MB, answered as PAYLOAD_TOO_LARGE.)
 */
export const MULTIPART_LIMITS = {
  fileSize: 25 * 1024 * 1024,
  files: 10,
  fields: 4,
  fieldSize: 1024 * 1024,
  parts: 14,
} as const;

/** Headers one of which Apollo's CSRF prevention asks of a multipart request (a browser form cannot set them). */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'] as const;

/** Registers @fastify/multipart with {@link MULTIPART_LIMITS}; {@link graphqlMultipartHandler} then reads /graphql uploads. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
}

/**
 * Fastify preHandler of `POST /graphql` for the GraphQL multipart request spec (file uploads):
 * - not multipart → nothing to do (JSON requests go straight to Apollo);
 * - without `Apollo-Require-Preflight` or `x-apollo-operation-name` → 400 before reading the body
 *   (CSRF, as Apollo's own check; a cross-site form cannot store files here);
 * - otherwise the files are saved to temporary files (@fastify/multipart; removed once the response
 *   is sent), `operations` (one operation: batches are refused like JSON ones) gets an
 *   {@link UploadedFile} at every path `map` names, and becomes the request body Apollo executes.
 * A malformed `operations`/`map` → 400 `{ errors: [{ message, extensions: { code: "BAD_USER_INPUT" } }] }`;
 * over {@link MULTIPART_LIMITS} → 413.
 */
export async function graphqlMultipartHandler(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!request.isMultipart()) return undefined;
  if (!PREFLIGHT_HEADERS.some((header) => request.headers[header])) {
    return refuse(
      reply,
      'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Send a multipart upload with the header `Apollo-Require-Preflight: true`.',
    );
  }
  const { files, values } = await request.saveRequestFiles({ limits: MULTIPART_LIMITS });
  const operations = jsonField(values, 'operations');
  const map = jsonField(values, 'map');
  if (!isRecord(operations)) return refuse(reply, '`operations` must be one GraphQL operation as a JSON object.');
  if (!isRecord(map)) return refuse(reply, '`map` must be a JSON object of file field names to variable paths.');
  for (const file of files) {
    const paths = map[file.fieldname];
    if (!Array.isArray(paths) || paths.length === 0) return refuse(reply, `The file part \`${file.fieldname}\` is not in \`map\`.`);
    const upload = new UploadedFile(file.filename, file.mimetype, file.filepath);
    for (const path of paths) {
      if (typeof path !== 'string' || !placeAt(operations, path, upload)) {
        return refuse(reply, `\`map\` names a path that is not a variable: ${String(path)}.`);
      }
    }
  }
  request.body = operations;
  return undefined;
}

function refuse(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
}

function jsonField(values: Record<string, unknown>, name: string): unknown {
  const field = values[name] as { value?: unknown } | undefined;
  if (typeof field?.value !== 'string') return undefined;
  try {
    return JSON.parse(field.value) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Puts `value` at a dotted `path` under `variables` (`variables.files.1`) where the client left a
 * null placeholder (multipart spec). False when the path leaves `variables`, uses a prototype key,
 * or does not end at a null.
 */
function placeAt(operations: Record<string, unknown>, path: string, value: unknown): boolean {
  const keys = path.split('.');
  if (keys[0] !== 'variables' || keys.length < 2 || keys.some((key) => FORBIDDEN_KEYS.has(key))) return false;
  let container: unknown = operations;
  for (const key of keys.slice(0, -1)) {
    if (!isRecord(container) && !Array.isArray(container)) return false;
    container = (container as Record<string, unknown>)[key];
  }
  const last = keys[keys.length - 1]!;
  if ((!isRecord(container) && !Array.isArray(container)) || (container as Record<string, unknown>)[last] !== null) return false;
  (container as Record<string, unknown>)[last] = value;
  return true;
}
