import { type TestGateway, startFakeGateway } from '../../testing/gateway-server';

/*
 * Who may read the gateway's GET /metrics, by NODE_ENV and METRICS_TOKEN (README "Deployment";
 * server-kit/metrics-route.ts): a published gateway never shows operation names and failure counts to
 * anyone who reaches it.
 */

const METRICS_TOKEN = 'wP4c-metrics-reader-7b2e9d1a';
let production: TestGateway;
let productionWithToken: TestGateway;
let development: TestGateway;

beforeAll(async () => {
  [production, productionWithToken, development] = await Promise.all([
    startFakeGateway({ NODE_ENV: 'production' }),
    startFakeGateway({ NODE_ENV: 'production', METRICS_TOKEN }),
    startFakeGateway({ NODE_ENV: 'development' }),
  ]);
});

afterAll(async () => {
  await Promise.all([production?.close(), productionWithToken?.close(), development?.close()]);
});

const metricsOf = (gateway: TestGateway, token?: string) => fetch(`${gateway.url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

test('in production without METRICS_TOKEN there is no /metrics, and the log says why', async () => {
  expect((await metricsOf(production)).status).toBe(404);
  expect(production.logs.some((line) => line.level === 40 && String(line.msg).includes('METRICS_TOKEN'))).toBe(true);
});

test('in production with METRICS_TOKEN, only its bearer reads /metrics', async () => {
  expect((await metricsOf(productionWithToken)).status).toBe(401);
  expect((await metricsOf(productionWithToken, `${METRICS_TOKEN}x`)).status).toBe(401);
  const allowed = await metricsOf(productionWithToken, METRICS_TOKEN);
  expect(allowed.status).toBe(200);
  expect(await allowed.text()).toContain('# TYPE graphql_operations_total counter');
});

test('in development without a token, /metrics is open (a developer machine)', async () => {
  expect((await metricsOf(development)).status).toBe(200);
});
