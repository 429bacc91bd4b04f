import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { type ContextDeps, contextFor } from '../http/context';
import { sendHttpError } from '../http/http-errors';
import { SCHEMA_PATH } from '../schema';

/** Where the gateway serves its schema as SDL. */
export const SDL_PATH = '/graphql/schema.graphql';

/** How long a client may reuse the SDL without asking again, in seconds (it changes only with a release). */
export const SDL_MAX_AGE_SECONDS = 300;

/**
 * `GET /graphql/schema.graphql` (docs/graphql-grammar.md "The schema for integrators"): the published
 * contract, schema.graphql exactly as committed (descriptions, `@auth` and the error contract
 * included), as `text/plain; charset=utf-8`, for code generators and schema-diff tools
 * (`graphql-codegen`, `graphql-inspector`). The same rule as introspection
 * (protection/introspection-access.ts): a verified session (auth/verified-session.ts; no token, an
 * unreadable, unsigned or `sub`-less one, or one the upstream refuses → 401), and nothing at all (404) when
 * GRAPHQL_INTROSPECTION is false. Cacheable: a strong `ETag` (SHA-256 of the text; `If-None-Match`
 * → 304) and `Cache-Control: private, max-age=300`, `Vary: Authorization`.
 */
export function registerSdlRoute(app: FastifyInstance, deps: ContextDeps): void {
  if (!deps.config.GRAPHQL_INTROSPECTION) return;
  const sdl = readFileSync(SCHEMA_PATH, 'utf8');
  const etag = `"${createHash('sha256').update(sdl).digest('base64url')}"`;
  app.get(SDL_PATH, async (request, reply) => {
    const context = contextFor(request, deps);
    const session = await context.session();
    if (session.kind === 'none' || session.kind === 'invalid') return sendHttpError(request, reply, 401, session.message);
    reply.header('etag', etag).header('cache-control', `private, max-age=${SDL_MAX_AGE_SECONDS}`).header('vary', 'Authorization');
    const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known?.includes(etag)) return reply.code(304).send();
    return reply.type('text/plain; charset=utf-8').send(sdl);
  });
}
