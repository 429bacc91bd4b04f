import { bearer, createEmployee, createTestApp, signIn, type TestApp } from '../../testing/test-app';

const METRICS_TOKEN = 'q7Zr-metrics-reader-9c4e1b2a';

/** Prometheus text → the value of the sample `series` (name and labels as printed), or 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** `GET /metrics` of the rest-api (docs/observability.md): who may read it, and what it counts. */
describe('GET /metrics', () => {
  let open: TestApp;
  let guarded: TestApp;
  let off: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    [open, guarded, off, production] = await Promise.all([
      createTestApp(),
      createTestApp({ METRICS_TOKEN }),
      createTestApp({ METRICS_ENABLED: 'false' }),
      createTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([open?.close(), guarded?.close(), off?.close(), production?.close()]);
  });

  test('answers the Prometheus text format; requests count by route pattern and status, never by URL', async () => {
    const who = await createEmployee(open.database, { roles: ['Admin'] });
    const token = await signIn(open.app, who);
    const series = 'http_requests_total{method="GET",route="/setup/grades/:id",status="404"}';
    const before = await open.app.inject({ method: 'GET', url: '/metrics' });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(before.body).toContain('# TYPE http_requests_total counter');
    expect(before.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    const missing = ['0b7f6c1e-3d6a-4c58-9f1e-2a4b6c8d0e1f', '1c8a7d2f-4e7b-4d69-8a2f-3b5c7d9e1f20'];
    for (const id of missing) expect((await open.app.inject({ method: 'GET', url: `/setup/grades/${id}`, headers: bearer(token) })).statusCode).toBe(404);
    await open.app.inject({ method: 'GET', url: '/no/such/path?email=someone@example.com' });
    const after = (await open.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(after, series) - sample(before.body, series)).toBe(2);
    expect(sample(after, 'http_request_duration_seconds_count{method="GET",route="/setup/grades/:id",status="404"}')).toBe(2);
    expect(sample(after, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    for (const secret of [...missing, who.email, token, 'someone@example.com']) expect(after).not.toContain(secret);
    // PGlite has no pool to report.
    if (open.database.kind === 'pglite') expect(after).not.toContain('db_pool_connections');
    else expect(after).toContain('db_pool_connections{state="total"}');
  });

  test('with METRICS_TOKEN, only its bearer may read it', async () => {
    const refused = await guarded.app.inject({ method: 'GET', url: '/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer');
    expect(refused.json()).toEqual({ message: 'a metrics token is required' });
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${METRICS_TOKEN}x`) })).statusCode).toBe(401);
    const allowed = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_requests_total');
  });

  test('NODE_ENV=production without METRICS_TOKEN: no /metrics at all (README "Deployment")', async () => {
    expect((await production.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  test('METRICS_ENABLED=false: no /metrics at all', async () => {
    expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
