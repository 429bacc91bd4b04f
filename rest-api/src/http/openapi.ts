import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { bearerCheck } from '../generated/server-kit/bearer-token';

/** Where the OpenAPI document is served (contract: `GET /setup/docs`, JSON at `/setup/docs/json`). */
export const DOCS_PREFIX = '/setup/docs';

/** Who may read `/setup/docs`: the configured DOCS_TOKEN (if any), and whether the server runs with NODE_ENV=production. */
export interface DocsAccess {
  token: string | undefined;
  production: boolean;
}

/**
 * The OpenAPI 3 document of the /setup contract, generated from the routes' zod schemas
 * (@fastify/swagger with fastify-type-provider-zod's `jsonSchemaTransform`), and a Swagger UI whose files
 * ship in @fastify/swagger-ui (no CDN):
 * - `GET /setup/docs` → the UI; `GET /setup/docs/json` (and `/yaml`) → the document.
 * Who may read them (README "Configuration", `DOCS_TOKEN`): with `access.token`, only a request with
 * `Authorization: Bearer <token>`, else 401 (every path under the prefix, the UI's files included);
 * without one, anyone outside production (a developer's machine), and nobody in production: the
 * document (about 1 MB, every route and field) is not built and the prefix answers 404. Every call it
 * documents needs its own token anyway. Register before the routes.
 *
 * @returns whether the docs are served
 */
export async function registerOpenApi(app: FastifyInstance, access: DocsAccess): Promise<boolean> {
  if (access.token === undefined && access.production) {
    app.log.info(`${DOCS_PREFIX} is off: with NODE_ENV=production it is served only with DOCS_TOKEN set`);
    return false;
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Back Office /setup API',
        description:
          'The /setup REST contract (docs/setup-contract.md). Every route but sign-in, reset and the health probes needs `Authorization: Bearer <token>` from `POST /setup/employees/authenticate`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  const allowed = access.token === undefined ? undefined : bearerCheck(access.token);
  await app.register(async (docs) => {
    if (allowed) {
      docs.addHook('onRequest', async (request, reply) => {
        if (!allowed(request.headers.authorization)) await reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'a docs token is required' });
      });
    }
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  });
  return true;
}
