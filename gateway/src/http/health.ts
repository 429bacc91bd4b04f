import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config/config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes `/readyz` answer 503 from now on while requests are still served (src/main.ts, SIGTERM with SHUTDOWN_DELAY_MS). */
    startDraining(): void;
  }
}

/** How long `/readyz` waits for the upstream's `/healthz`, in milliseconds. */
export const READINESS_TIMEOUT_MS = 2000;

/**
 * Health routes for orchestrators (DESIGN §1 scale-out):
 * - `GET /healthz` → 200 `{ status: "ok" }` while the process serves;
 * - `GET /readyz` → 200 `{ status: "ready" }` when `${UPSTREAM_URL}/healthz` answers 2xx within 2 s,
 *   else 503 `{ status: "unavailable" }` (the upstream's address is logged, never answered); 503 too once
 *   `app.startDraining()` was called (SIGTERM with SHUTDOWN_DELAY_MS: the balancer stops sending first).
 */
export function registerHealthRoutes(app: FastifyInstance, config: GatewayConfig): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    if (draining) return reply.code(503).send({ status: 'unavailable' });
    try {
      const response = await fetch(`${config.UPSTREAM_URL}/healthz`, {
        signal: AbortSignal.timeout(READINESS_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.ok) return { status: 'ready' };
      request.log.warn({ upstreamStatus: response.status }, 'upstream not ready');
    } catch (error) {
      request.log.warn({ failure: { name: (error as Error).name, message: (error as Error).message } }, 'upstream unreachable');
    }
    return reply.code(503).send({ status: 'unavailable' });
  });
}
