import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESOURCE_CATALOGUE } from '../generated/contract/resources';
import { SIGN_IN_MESSAGE } from '../auth/access';
import { forward, PASSED_HEADERS } from '../files/download-routes';
import type { ContextDeps } from '../http/context';

/** The path under which the gateway serves exports: `/files/exports/{resource}` (the dev and start proxies pass `/files`). */
export const EXPORT_ROUTE = '/files/exports/';

/** The resources with an export: every list resource of the catalogue (REST `GET /setup/<name>/export`). */
export const EXPORTABLE = new Set<string>(RESOURCE_CATALOGUE.filter((resource) => (resource as { kind?: string }).kind !== 'single').map((resource) => resource.name));

/** The upstream headers an export passes on: the file ones plus the row count (docs/exports.md). */
const EXPORT_HEADERS = [...PASSED_HEADERS, 'x-export-rows'];

/** The query string of a request URL (without `?`), passed upstream as sent: the upstream validates it. */
function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

/**
 * `GET /files/exports/{resource}?format=csv|xlsx&search=&sort=&<filters>` (docs/exports.md): the
 * download of an export through the gateway with the bearer token (DESIGN §3), forwarded to upstream
 * `GET /setup/{resource}/export?<the same query>` and STREAMED back as it comes (files/download-routes.ts
 * `forward`: no buffering; status, Content-Type, Content-Disposition, Cache-Control and `X-Export-Rows`
 * passed on, `nosniff` added). Which rows and who may is the upstream's decision (its list's roles and
 * scope), so any server of the contract that serves the route works; one without it answers 404, passed on.
 * No token → 401 before any call; a resource not in the catalogue → 404; an upstream error → its status
 * with `{ message, code, errors? }` (a 400's field errors kept); unreachable → 502.
 */
export function registerExportRoutes(app: FastifyInstance, deps: ContextDeps): void {
  app.get(`${EXPORT_ROUTE}:resource`, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-content-type-options', 'nosniff');
    const { resource } = request.params as { resource: string };
    if (!request.headers.authorization) return reply.code(401).send({ message: SIGN_IN_MESSAGE, code: 'UNAUTHENTICATED' });
    if (!EXPORTABLE.has(resource)) return reply.code(404).send({ message: 'There is no such export.', code: 'NOT_FOUND' });
    const query = queryOf(request.url);
    return forward(request, reply, `${deps.config.UPSTREAM_URL}/setup/${resource}/export${query ? `?${query}` : ''}`, deps, EXPORT_HEADERS);
  });
}
