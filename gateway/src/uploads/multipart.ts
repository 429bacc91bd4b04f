import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { CSRF_MESSAGE } from '../errors/codes';
import { type ContextDeps, contextFor } from '../http/context';
import { persistedText } from '../protection/persisted-documents';
import { UNAVAILABLE_MESSAGE } from '../upstream/upstream-error';
import { uploadRefusal } from './upload-access';
import { UploadSlots } from './upload-slots';
import { UploadSpool, UploadTooLargeError } from './upload-spool';
import { UploadedFile } from './uploaded-file';

/**
 * Limits of a GraphQL multipart request (README "Limits") for a cap of `maxBytes`
 * (MULTIPART_MAX_BYTES): at most 10 files, the `operations`/`map` fields at most 1 MB each, no file
 * over the cap (one byte more is allowed to busboy so that the request's own byte budget, which
 * counts every file together, is what trips). Over a limit → HTTP 413.
 */
export function multipartLimits(maxBytes: number) {
  return { fileSize: maxBytes + 1, files: 10, fields: 2, fieldSize: 1024 * 1024, parts: 12 } as const;
}

/** Headers one of which Apollo's CSRF prevention asks of a multipart request (a browser form cannot set them). */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'] as const;

/** Registers @fastify/multipart; {@link createMultipartHandler} then reads /graphql uploads. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
}

/** What {@link createMultipartHandler} needs: the executable schema (for @auth) and what a request context needs. */
export interface MultipartDeps extends ContextDeps {
  schema: GraphQLSchema;
}

/**
 * Fastify preHandler of `POST /graphql` for the GraphQL multipart request spec (file uploads). Every
 * refusal comes before any file byte is stored, closes the connection (the rest of the body is never
 * read) and leaves nothing on disk:
 * - not multipart → nothing to do (JSON requests go straight to Apollo);
 * - without `Apollo-Require-Preflight` or `x-apollo-operation-name` → 400 CSRF_REFUSED (as Apollo's own check);
 * - no verified session (auth/verified-session.ts: no token → 401 "Sign in to continue."; a token that
 *   cannot be read, is unsigned (`alg: none`), has no `sub`, or that the upstream refuses → 401
 *   UNAUTHENTICATED; the upstream cannot tell → 503 UPSTREAM) (nothing of the body read);
 * - a `Content-Length` over MULTIPART_MAX_BYTES → 413 (nothing read);
 * - the employee already has UPLOADS_PER_CLIENT uploads in progress on this gateway → 429
 *   TOO_MANY_REQUESTS (upload-slots.ts; the slot is given back when the answer is sent or the
 *   connection drops);
 * - the first part must be `operations` (the spec's order): it is parsed and checked against the
 *   schema's @auth rules (upload-access.ts) with the roles the UPSTREAM answered for the session (never a
 *   token's own `roles` claim, which anyone can write into an unsigned token) BEFORE the next part is read → 400, 401 or 403 (a persisted
 *   document's hash stands for the manifest's text, protection/persisted-documents.ts);
 * - then `map`, then the files, each saved to a temporary file of the request's own folder under
 *   UPLOAD_TMP_DIR (upload-spool.ts), all files together at most MULTIPART_MAX_BYTES (the byte past it
 *   → 413); the folder is removed once the response is sent or the connection drops.
 * `operations` (one operation: batches are refused like JSON ones) then gets an {@link UploadedFile} at
 * every path `map` names and becomes the request body Apollo executes. Refusals answer
 * `{ errors: [{ message, extensions: { code } }] }`.
 */
export function createMultipartHandler(deps: MultipartDeps): preHandlerAsyncHookHandler {
  const maxBytes = deps.config.MULTIPART_MAX_BYTES;
  const limits = multipartLimits(maxBytes);
  const slots = new UploadSlots(deps.config.UPLOADS_PER_CLIENT);
  return async function graphqlMultipartHandler(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (!request.isMultipart()) return undefined;
    if (!PREFLIGHT_HEADERS.some((header) => request.headers[header])) {
      return refuse(request, reply, 400, 'CSRF_REFUSED', CSRF_MESSAGE);
    }
    const context = contextFor(request, deps);
    const session = await context.session();
    if (session.kind === 'none' || session.kind === 'invalid') return refuse(request, reply, 401, 'UNAUTHENTICATED', session.message);
    if (session.kind === 'unknown') return refuse(request, reply, 503, 'UPSTREAM', UNAVAILABLE_MESSAGE);
    if (Number(request.headers['content-length']) > maxBytes) return refuse(request, reply, 413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes));
    const release = slots.take(session.subject);
    if (!release) return refuse(request, reply, 429, 'TOO_MANY_REQUESTS', tooManyUploadsMessage(deps.config.UPLOADS_PER_CLIENT));
    reply.raw.once('close', release);

    const spool = new UploadSpool(deps.config.UPLOAD_TMP_DIR, maxBytes);
    reply.raw.once('close', () => void spool.remove());
    try {
      const parts = request.parts({ limits });
      const operations = jsonField((await parts.next()).value as Multipart | undefined, 'operations');
      if (!isRecord(operations)) return await refuse(request, reply, 400, 'BAD_USER_INPUT', '`operations` must come first and be one GraphQL operation as a JSON object.');
      // A persisted document sent by its hash alone (the web) is checked as the text it stands for.
      const persisted = persistedText(operations.extensions);
      if (persisted !== undefined) operations.query = persisted;
      const refusal = await uploadRefusal(deps.schema, operations, { kind: 'claims', roles: session.roles, subject: session.subject });
      if (refusal) return await refuse(request, reply, refusal.status, refusal.code, refusal.message);

      const map = jsonField((await parts.next()).value as Multipart | undefined, 'map');
      if (!isRecord(map)) return await refuse(request, reply, 400, 'BAD_USER_INPUT', '`map` must follow `operations` and be a JSON object of file field names to variable paths.');
      for await (const part of parts) {
        if (part.type !== 'file') return await refuse(request, reply, 400, 'BAD_USER_INPUT', `Only files may follow \`map\`; \`${part.fieldname}\` is not one.`);
        const paths = map[part.fieldname];
        if (!Array.isArray(paths) || paths.length === 0) return await refuse(request, reply, 400, 'BAD_USER_INPUT', `The file part \`${part.fieldname}\` is not in \`map\`.`);
        const upload = new UploadedFile(part.filename, part.mimetype, await spool.save(part.file));
        for (const path of paths) {
          if (typeof path !== 'string' || !placeAt(operations, path, upload)) {
            return await refuse(request, reply, 400, 'BAD_USER_INPUT', `\`map\` names a path that is not a variable: ${String(path)}.`);
          }
        }
      }
      request.body = operations;
      return undefined;
    } catch (error) {
      await spool.remove();
      if (error instanceof UploadTooLargeError) return refuse(request, reply, 413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes));
      // Limits of @fastify/multipart (413) and malformed bodies (400) answer through http/http-errors.ts.
      reply.header('connection', 'close');
      throw error;
    }
  };
}

function tooManyUploadsMessage(perClient: number): string {
  return `You already have ${perClient === 1 ? 'an upload' : `${perClient} uploads`} in progress. Wait for ${perClient === 1 ? 'it' : 'one'} to finish and try again.`;
}

function tooLargeMessage(maxBytes: number): string {
  return `An upload may have at most ${Math.floor(maxBytes / (1024 * 1024))} MB.`;
}

/** The GraphQL-over-HTTP media type: a client that accepts it reads the errors of a 4xx answer (Apollo Client does). */
const GRAPHQL_RESPONSE = 'application/graphql-response+json';

/**
 * Answers `status` with a GraphQL error and closes the connection afterwards, so that the part of the
 * body not read yet is never read. The body is `application/graphql-response+json` when the client
 * accepts it (as Apollo Server answers its own request errors), else `application/json`.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const type = (request.headers.accept ?? '').includes(GRAPHQL_RESPONSE) ? GRAPHQL_RESPONSE : 'application/json';
  return reply
    .code(status)
    .header('connection', 'close')
    .type(`${type}; charset=utf-8`)
    .send(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

/** The JSON value of field part `name` (a string, or already parsed when sent as application/json); undefined otherwise. */
function jsonField(part: Multipart | undefined, name: string): unknown {
  if (!part || part.type !== 'field' || part.fieldname !== name) return undefined;
  if (typeof part.value !== 'string') return part.value;
  try {
    return JSON.parse(part.value) as unknown;
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
