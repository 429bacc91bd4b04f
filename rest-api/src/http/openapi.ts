import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the OpenAPI document is served (contract: `GET /setup/docs`, JSON at `/setup/docs/json`). */
export const DOCS_PREFIX = '/setup/docs';

/**
 * The OpenAPI 3 document of the /setup contract, generated from the routes' zod schemas
 * (@fastify/swagger with fastify-type-provider-zod's `jsonSchemaTransform`), and a Swagger UI whose files
 * ship in @fastify/swagger-ui (no CDN):
 * - `GET /setup/docs` → the UI; `GET /setup/docs/json` (and `/yaml`) → the document.
 * Needs no token (it describes the API; every call it documents still does). Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
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
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}
