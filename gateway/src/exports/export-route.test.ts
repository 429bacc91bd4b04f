import { DEMO_USERS, type SignedInUser, signIn } from '../../testing/accounts';
import { type TestStack, startSharedStack } from '../../testing/stack';

/**
 * Exports downloaded through the gateway (exports/export-route.ts, docs/exports.md) from a REAL
 * rest-api with the demo data: the bearer token goes upstream (the rows are the caller's), the file
 * streams back with its headers, and upstream refusals come back with their status and message.
 */
describe('export downloads through the gateway', () => {
  let stack: TestStack;
  let admin: SignedInUser;
  let employee: SignedInUser;

  beforeAll(async () => {
    stack = await startSharedStack();
    admin = await signIn(stack.gateway.graphqlUrl, DEMO_USERS.admin);
    employee = await signIn(stack.gateway.graphqlUrl, DEMO_USERS.employee);
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const download = (path: string, token?: string) => fetch(`${stack.gateway.url}/files/exports/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('streams the caller’s own export: the employee gets their customers, as rest-api gives them', async () => {
    const response = await download('customers?format=csv&sort=name', employee.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Streamed as it comes: chunked, no length known in advance.
    expect(response.headers.get('content-length')).toBeNull();
    const body = await response.text();
    const lines = body.trim().split('\r\n');
    const rows = Number(response.headers.get('x-export-rows'));
    expect(rows).toBeGreaterThan(0);
    expect(lines).toHaveLength(rows + 1);
    const direct = await fetch(`${stack.restApi.url}/setup/customers/export?format=csv&sort=name`, { headers: { authorization: `Bearer ${employee.token}` } });
    expect(await direct.text()).toBe(body);
    const all = await download('customers?format=csv', admin.token);
    expect(Number(all.headers.get('x-export-rows'))).toBeGreaterThan(rows);
    await all.body?.cancel();
  });

  it('passes XLSX through byte for byte', async () => {
    const response = await download('products?format=xlsx', admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('passes the upstream’s refusals on: 403 for a role the list refuses, 400 with field errors', async () => {
    const forbidden = await download('employees?format=csv', employee.token);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
    const bad = await download('customers?format=pdf', admin.token);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'format', message: expect.any(String) }] });
    const expired = await download('customers?format=csv', 'not-a-token');
    expect(expired.status).toBe(401);
  });

  it('answers 401 without a token and 404 for a resource without an export, before any call upstream', async () => {
    const anonymous = await download('customers?format=csv');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await download('gvrSettings?format=csv', admin.token)).status).toBe(404);
    expect((await download('nothing?format=csv', admin.token)).status).toBe(404);
  });
});
