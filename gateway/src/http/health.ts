import type { FastifyInstance } from 'fastify';
import type { Dispatcher } from 'undici';
import type { GatewayConfig } from '../config/config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes `/readyz` answer 503 from now on while requests are still served (src/main.ts, SIGTERM with SHUTDOWN_DELAY_MS). */
    startDraining(): void;
  }
}

/** How long `/readyz` waits for the upstream's `/healthz` (a free API connection included), in milliseconds. */
export const READINESS_TIMEOUT_MS = 2000;

/**
 * Health routes for orchestrators (DESIGN §1 scale-out):
 * - `GET /healthz` → 200 `{ status: "ok" }` while the process serves (liveness: never the upstream's state);
 * - `GET /readyz` → 200 `{ status: "ready" }` when `${UPSTREAM_URL}/healthz` (the upstream profile's
 *   `healthPath`, upstream/profile.ts) answers 2xx within 2 s; a server without one (`healthPath: null`)
 *   is ready when `GET ${UPSTREAM_URL}/setup/` gets any answer but a redirect or a 5xx (a 401 or 404 says it serves),
 *   THROUGH `apiPool`, the pool the GraphQL operations use (upstream/upstream-pool.ts): a pool so busy
 *   that no connection frees up within the budget counts as an unreachable upstream, so a load balancer
 *   stops sending work this replica could not serve. Else 503 `{ status: "unavailable" }` (the upstream's
 *   address is logged, never answered); 503 too once `app.startDraining()` was called (SIGTERM with
 *   SHUTDOWN_DELAY_MS: the balancer stops sending first).
 */
export function registerHealthRoutes(app: FastifyInstance, config: GatewayConfig, apiPool: Dispatcher): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    if (draining) return reply.code(503).send({ status: 'unavailable' });
    const healthPath = config.UPSTREAM_PROFILE.healthPath;
    try {
      const url = new URL(`${config.UPSTREAM_URL}${healthPath ?? '/setup/'}`);
      const response = await apiPool.request({
        origin: url.origin,
        path: url.pathname,
        method: 'GET',
        signal: AbortSignal.timeout(READINESS_TIMEOUT_MS),
        headersTimeout: READINESS_TIMEOUT_MS,
        bodyTimeout: READINESS_TIMEOUT_MS,
      });
      await response.body.dump();
      // A redirect is not readiness: the gateway never follows one (upstream/upstream-call.ts).
      if (response.statusCode >= 200 && response.statusCode < 300) return { status: 'ready' };
      // No health route: any answer of the server but a failure (401, 404 included) says it serves.
      if (healthPath === null && response.statusCode < 500 && (response.statusCode < 300 || response.statusCode >= 400)) return { status: 'ready' };
      request.log.warn({ upstreamStatus: response.statusCode }, 'upstream not ready');
    } catch (error) {
      request.log.warn({ failure: { name: (error as Error).name, message: (error as Error).message } }, 'upstream unreachable');
    }
    return reply.code(503).send({ status: 'unavailable' });
  });
}
