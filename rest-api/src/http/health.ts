import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';

const status = z.object({ status: z.enum(['ok', 'unavailable']) });

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes `/readyz` answer 503 from now on while requests are still served (src/main.ts, SIGTERM with SHUTDOWN_DELAY_MS). */
    startDraining(): void;
  }
}

/** Whether the process is draining: it got SIGTERM and serves on until SHUTDOWN_DELAY_MS is over, but is no longer ready. */
export interface DrainState {
  draining: boolean;
}

/**
 * Probes for load balancers and orchestrators (DESIGN §1 scale-out), outside /setup and without a token:
 * - `GET /healthz` → 200 `{ status: "ok" }` while the process serves HTTP (liveness);
 * - `GET /readyz` → 200 `{ status: "ok" }` when the database answers `select 1`, else 503
 *   `{ status: "unavailable" }` (readiness: take the replica out of rotation, do not restart it); 503 too
 *   while `drain.draining` (a SIGTERM's SHUTDOWN_DELAY_MS: the balancer stops sending before the close).
 */
export async function healthRoutes(app: FastifyInstance, options: { database: Database; drain: DrainState }): Promise<void> {
  app.get('/healthz', { schema: { response: { 200: status } } }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', { schema: { response: { 200: status, 503: status } } }, async (request, reply) => {
    if (options.drain.draining) return reply.status(503).send({ status: 'unavailable' as const });
    try {
      await options.database.ping();
      return { status: 'ok' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable' as const });
    }
  });
}
