import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Request headers a browser integrator may send cross-origin: the bearer token, GraphQL's JSON and Apollo's CSRF header, request ids, revalidation of files. */
export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'x-request-id',
  'if-none-match',
  'if-modified-since',
] as const;

/** Answer headers a cross-origin script may read besides the CORS-safelisted ones: file names, export row counts, request ids, validators, throttling. */
export const CORS_EXPOSED_HEADERS = ['content-disposition', 'x-export-rows', 'x-request-id', 'etag', 'last-modified', 'retry-after'] as const;

/** How long a browser may reuse a preflight's answer, in seconds (10 minutes). */
export const CORS_MAX_AGE_SECONDS = 600;

/** The message of a refused preflight. */
export const CORS_REFUSED_MESSAGE = 'This origin may not call the gateway.';

/**
 * The opt-in CORS allow-list (`CORS_ORIGINS`, README "Configuration"; DESIGN §3 integrators): with no
 * origins nothing is registered (no CORS headers: a browser on another site cannot read any answer).
 * With origins, @fastify/cors answers every route (`/graphql`, `/graphql/stream`, `/files/...`):
 * - an allowed origin gets `Access-Control-Allow-Origin: <that origin>` and `Vary: Origin` on every
 *   answer, the {@link CORS_EXPOSED_HEADERS}, and preflights (`OPTIONS` with
 *   `Access-Control-Request-Method`) answered 204 with methods GET, POST, the {@link CORS_ALLOWED_HEADERS}
 *   and a {@link CORS_MAX_AGE_SECONDS} max age. No credentials (cookies): callers send a bearer token.
 * - any other origin: a preflight is refused with 403 `{ message, code: "FORBIDDEN" }` and other
 *   requests get no CORS headers, so the browser refuses the answer to the page. A request without an
 *   `Origin` (servers, the same-origin web) is not concerned.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (request.method === 'OPTIONS' && origin !== undefined && request.headers['access-control-request-method'] !== undefined && !allowed.has(origin))
      return reply.code(403).send({ message: CORS_REFUSED_MESSAGE, code: 'FORBIDDEN' });
    return undefined;
  });
  await app.register(cors, {
    origin: [...allowed],
    methods: ['GET', 'POST'],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    credentials: false,
    maxAge: CORS_MAX_AGE_SECONDS,
    strictPreflight: true,
  });
}
