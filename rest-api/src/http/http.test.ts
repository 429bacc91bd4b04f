import { DATABASE_UNAVAILABLE } from '../db/connection-errors';
import { bearer, createEmployee, createTestApp, signIn, type TestApp } from '../../testing/test-app';

/* Health probes, request ids and the error shape for requests no route takes (DESIGN §1, §2). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

it('GET /healthz answers 200 { status: "ok" }', async () => {
  const response = await t.app.inject({ url: '/healthz' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

it('GET /readyz answers 200 while the database answers', async () => {
  const response = await t.app.inject({ url: '/readyz' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

it('echoes a plain x-request-id and makes one otherwise', async () => {
  const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
  expect(given.headers['x-request-id']).toBe('abc-123');
  const made = await t.app.inject({ url: '/healthz' });
  expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const unsafe = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a b\nfake log line' } });
  expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

it('answers 404 { message } for an unknown route, with or without a token', async () => {
  for (const url of ['/nowhere', '/setup/nowhere']) {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.stringContaining('No route') });
  }
});

it('ignores a trailing slash', async () => {
  expect((await t.app.inject({ url: '/healthz/' })).statusCode).toBe(200);
});

it('answers 400 for a malformed URL, never 500', async () => {
  const response = await t.app.inject({ url: '/setup/grades/%E0%A4%A' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: expect.any(String) });
});

describe('when the database is gone', () => {
  let broken: TestApp;
  let token: string;

  beforeAll(async () => {
    broken = await createTestApp();
    token = await signIn(broken.app, await createEmployee(broken.database, { roles: ['Admin'] }));
    await broken.database.close();
  });

  afterAll(async () => {
    await broken?.close();
  });

  it('GET /readyz answers 503 and GET /healthz still 200', async () => {
    const ready = await broken.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });
    expect((await broken.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 "The database is unavailable" without details, with or without a token', async () => {
    for (const request of [
      { method: 'POST' as const, url: '/setup/employees/authenticate', payload: { email: 'a@example.com', password: 'x' } },
      { method: 'GET' as const, url: '/setup/grades/all', headers: bearer(token) },
    ]) {
      const response = await broken.app.inject(request);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    }
  });
});
