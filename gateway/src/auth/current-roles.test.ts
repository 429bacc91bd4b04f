import { DEMO_USERS, type SignedInUser, signIn } from '../../testing/accounts';
import { EMPLOYEE_DOCS, newEmployeeInput } from '../../testing/documents';
import { resignedToken } from '../../testing/forged-tokens';
import type { TestGateway } from '../../testing/gateway-server';
import { graphqlPost } from '../../testing/graphql-client';
import { type TestStack, startStack } from '../../testing/stack';
import { upstreamCalls } from '../../testing/upstream-calls';

/**
 * Two Gvr/Admin-only root fields in one request (schema.graphql `createGrade @auth(roles: [GVR, ADMIN])`);
 * mutations pass every refusal on (reads would fall back to an empty answer with a warning).
 */
const GVR_ONLY = 'mutation GvrOnly($a: String!, $b: String!) { a: createGrade(input: { name: $a }) { grade { id } } b: createGrade(input: { name: $b }) { grade { id } } }';

/**
 * Roles come from the same source of truth as rest-api's (DESIGN §6; auth/access.ts): the token's
 * `roles` claim is the fast path, and when it would refuse, the caller's current roles are asked
 * upstream ONCE per request (`GET /setup/employees/{sub}`), so a promotion acts without signing in
 * again and a demotion is refused, by the gateway or by the upstream.
 */
describe('roles from the upstream, not only the token', () => {
  let stack: TestStack;
  let gateway: TestGateway;
  let admin: SignedInUser;
  let step = 0;

  beforeAll(async () => {
    stack = await startStack();
    gateway = stack.gateway;
    admin = await signIn(gateway.graphqlUrl, DEMO_USERS.admin);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** Runs {@link GVR_ONLY} with `token` under a fresh request id; answers the error code (or 'OK') and the upstream calls it made. */
  async function gvrOnly(token: string): Promise<{ outcome: string; calls: ReturnType<typeof upstreamCalls> }> {
    const requestId = `current-roles-${step++}`;
    const variables = { a: `Roles Test ${requestId} A`, b: `Roles Test ${requestId} B` };
    const answer = await graphqlPost(gateway.graphqlUrl, { token, query: GVR_ONLY, variables, headers: { 'x-request-id': requestId } });
    const outcome = answer.body.errors ? String(answer.body.errors[0]?.extensions?.code) : 'OK';
    return { outcome, calls: upstreamCalls(gateway.logs, requestId) };
  }

  /** Whether the upstream still takes `token` (rest-api ends every sign-in of an employee whose roles change; another upstream may not). */
  async function upstreamAccepts(token: string, employeeId: string): Promise<boolean> {
    const response = await fetch(`${stack.restApi.url}/setup/employees/${employeeId}`, { headers: { authorization: `Bearer ${token}` } });
    return response.status !== 401;
  }

  async function setRoles(id: string, input: Record<string, unknown>, roles: string[]): Promise<void> {
    const current = await graphqlPost<{ employee: { version: number } }>(gateway.graphqlUrl, { token: admin.token, query: EMPLOYEE_DOCS.get, variables: { id } });
    const { password: _password, ...fields } = input;
    const updated = await graphqlPost<{ updateEmployee: { errors: unknown[] } }>(gateway.graphqlUrl, {
      token: admin.token,
      query: EMPLOYEE_DOCS.update,
      variables: { id, version: current.body.data!.employee.version, input: { ...fields, roles } },
    });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data?.updateEmployee.errors).toEqual([]);
  }

  test('a token whose roles claim is stale (Employee, the database says Gvr) is allowed, with ONE lookup for two fields', async () => {
    const gvr = await signIn(gateway.graphqlUrl, DEMO_USERS.gvr);
    const stale = await resignedToken(gvr.token, { roles: ['Employee'] });
    const { outcome, calls } = await gvrOnly(stale);
    expect(outcome).toBe('OK');
    const lookups = calls.filter((call) => call.path === `/setup/employees/${gvr.id}`);
    expect(lookups).toEqual([{ method: 'GET', path: `/setup/employees/${gvr.id}`, status: 200 }]);
    expect(calls.filter((call) => call.path === '/setup/grades/create' && call.status === 201)).toHaveLength(2);
  });

  test('a token whose roles claim is stale the other way (Gvr, the database says Employee) is refused by the upstream, without a lookup', async () => {
    const employee = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);
    const stale = await resignedToken(employee.token, { roles: ['Gvr'] });
    const { outcome, calls } = await gvrOnly(stale);
    expect(outcome).toBe('FORBIDDEN');
    expect(calls.filter((call) => call.path === `/setup/employees/${employee.id}`)).toEqual([]);
    expect(calls.some((call) => call.status === 403)).toBe(true);
  });

  test('an Employee promoted to Gvr while their token is live may use a Gvr operation without signing in again; demoted, they are refused', async () => {
    const input = newEmployeeInput('Promoted1');
    const registered = await graphqlPost<{ registerEmployee: { employee: { id: string } } }>(gateway.graphqlUrl, {
      token: admin.token,
      query: EMPLOYEE_DOCS.register,
      variables: { input },
    });
    const id = registered.body.data!.registerEmployee.employee.id;
    const before = await signIn(gateway.graphqlUrl, input.email as string, input.password as string);
    expect((await gvrOnly(before.token)).outcome).toBe('FORBIDDEN');

    await setRoles(id, input, ['GVR']);
    const promoted = await gvrOnly(before.token);
    // This project's rest-api ends an employee's sign-ins when their roles change (DESIGN §6); an
    // upstream that keeps them must now let the promoted employee in, decided by the current roles.
    expect(promoted.outcome).toBe((await upstreamAccepts(before.token, id)) ? 'OK' : 'UNAUTHENTICATED');
    expect(promoted.outcome).not.toBe('FORBIDDEN');

    const whileGvr = await signIn(gateway.graphqlUrl, input.email as string, input.password as string);
    expect((await gvrOnly(whileGvr.token)).outcome).toBe('OK');

    await setRoles(id, input, ['EMPLOYEE']);
    for (const token of [before.token, whileGvr.token]) {
      const demoted = await gvrOnly(token);
      expect(demoted.outcome).toBe((await upstreamAccepts(token, id)) ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
  });

  test('a token the upstream no longer accepts is UNAUTHENTICATED when its roles are looked up', async () => {
    const employee = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);
    const expired = await resignedToken(employee.token, { exp: Math.floor(Date.now() / 1000) - 60 });
    const { outcome, calls } = await gvrOnly(expired);
    expect(outcome).toBe('UNAUTHENTICATED');
    expect(calls).toEqual([{ method: 'GET', path: `/setup/employees/${employee.id}`, status: 401 }]);
  });
});
