import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** What `GET /metrics` serves: the text and its Content-Type (app-metrics.ts `AppMetrics`). */
export interface MetricsSource {
  text(): Promise<string>;
  readonly contentType: string;
}

/**
 * `GET /metrics`: the Prometheus text format (docs/observability.md). Without `token` anyone who
 * reaches the port may read it (keep it off the public route at the proxy); with `token`, only a
 * request with `Authorization: Bearer <token>` (compared in constant time), else 401 with
 * `WWW-Authenticate: Bearer`. Never cached.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: MetricsSource, token: string | undefined): void {
  const expected = token === undefined ? undefined : digest(token);
  app.get('/metrics', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (expected && !bearerMatches(request.headers.authorization, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'a metrics token is required' });
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Whether `Authorization` is `Bearer <the token>`; digests of equal length make the comparison constant-time. */
function bearerMatches(authorization: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer ([^\s]+)$/i.exec(authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}
