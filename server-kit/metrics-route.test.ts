import Fastify, { type FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { registerMetricsRoute, type MetricsAccess } from './metrics-route';

/* Who may read GET /metrics (docs/observability.md; README "Deployment"): never anyone in production. */

const TOKEN = 'r8Kd-metrics-reader-3f1a9c7e';
const source = { contentType: 'text/plain; version=0.0.4; charset=utf-8', text: () => Promise.resolve('# TYPE up gauge\nup 1\n') };

/** A bare Fastify app with the route registered under `access`, and the log lines it wrote. */
async function appWith(access: MetricsAccess): Promise<{ app: FastifyInstance; registered: boolean; logs: string[] }> {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  const registered = registerMetricsRoute(app, source, access);
  await app.ready();
  return { app, registered, logs };
}

const read = (app: FastifyInstance, authorization?: string) => app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

test('in production without a token there is no /metrics at all, and the start says why', async () => {
  const { app, registered, logs } = await appWith({ token: undefined, production: true });
  expect(registered).toBe(false);
  expect((await read(app)).statusCode).toBe(404);
  expect(logs.join('')).toContain('METRICS_TOKEN');
  await app.close();
});

test.each([true, false])('with a token (production: %s), only its bearer reads it', async (production) => {
  const { app, registered } = await appWith({ token: TOKEN, production });
  expect(registered).toBe(true);
  const refused = await read(app);
  expect(refused.statusCode).toBe(401);
  expect(refused.headers['www-authenticate']).toBe('Bearer');
  expect((await read(app, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
  expect((await read(app, TOKEN)).statusCode).toBe(401);
  const allowed = await read(app, `Bearer ${TOKEN}`);
  expect(allowed.statusCode).toBe(200);
  expect(allowed.body).toContain('up 1');
  expect(allowed.headers['cache-control']).toBe('no-store');
  await app.close();
});

test('outside production without a token, anyone who reaches the port reads it (a developer machine)', async () => {
  const { app } = await appWith({ token: undefined, production: false });
  expect((await read(app)).statusCode).toBe(200);
  await app.close();
});
