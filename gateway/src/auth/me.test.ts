import { decodeJwt } from 'jose';
import { DEMO_USERS, type SignedInUser, signIn } from '../../testing/accounts';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { closedPortUrl } from '../../testing/unreachable-upstream';
import { graphqlPost } from '../../testing/graphql-client';
import { type TestStack, startSharedStack } from '../../testing/stack';
import { PERMISSIONS } from '../generated/contract/permissions';

const ME = '{ me { id employeeName email roles activeRole permissions { name action } operations tokenExpiresAt } }';
const SIGN_IN = 'mutation ($email: String!, $password: String!) { authenticate(email: $email, password: $password) { token expiresAt } }';
const REFRESH = 'mutation { refreshToken { token expiresAt } }';

interface MeAnswer {
  me: { id: string; roles: string[]; activeRole: string; permissions: { name: string; action: string }[]; operations: string[]; tokenExpiresAt: string };
}

/**
 * `me`, `authenticate { expiresAt }` and `refreshToken` against a real rest-api (docs/setup-contract.md
 * "Auth"): what the caller may do comes from the same role table as the `@auth` checks, and a refresh
 * gives a working token that expires later.
 */
describe('me, expiresAt and refreshToken', () => {
  let stack: TestStack;
  let gateway: TestGateway;
  let admin: SignedInUser;
  let employee: SignedInUser;

  beforeAll(async () => {
    stack = await startSharedStack();
    gateway = stack.gateway;
    admin = await signIn(gateway.graphqlUrl, DEMO_USERS.admin);
    employee = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  test('the sign-in answer says when its token expires: the JWT exp, ISO 8601', async () => {
    const answer = await graphqlPost<{ authenticate: { token: string; expiresAt: string } }>(gateway.graphqlUrl, {
      query: SIGN_IN,
      variables: { email: DEMO_USERS.gvr, password: 'BackOffice!2026' },
    });
    const { token, expiresAt } = answer.body.data!.authenticate;
    expect(expiresAt).toBe(new Date(decodeJwt(token).exp! * 1000).toISOString());
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 60 * 60 * 1000);
  });

  test("an Employee's me: its role, the permissions it holds, no admin operations", async () => {
    const answer = await graphqlPost<MeAnswer>(gateway.graphqlUrl, { token: employee.token, query: ME });
    expect(answer.body.errors).toBeUndefined();
    const me = answer.body.data!.me;
    expect(me).toMatchObject({ id: employee.id, roles: ['EMPLOYEE'], activeRole: 'EMPLOYEE' });
    expect(me.permissions.map((p) => p.name)).toEqual(['readSetup', 'useRequisitions', 'useVisits', 'ownAccount']);
    expect(me.permissions).toContainEqual({ name: 'useVisits', action: PERMISSIONS.useVisits.action });
    expect(me.operations).toEqual(expect.arrayContaining(['Query.me', 'Query.grades', 'Mutation.signOut', 'Mutation.refreshToken', 'Subscription.notificationAdded']));
    expect(me.operations).not.toContain('Mutation.createGrade');
    expect(me.operations).not.toContain('Query.employees');
    expect(me.tokenExpiresAt).toBe(new Date(decodeJwt(employee.token).exp! * 1000).toISOString());
  });

  test("an Admin's me lists what the @auth checks let it do, and every operation it lists is one it may call", async () => {
    const answer = await graphqlPost<MeAnswer>(gateway.graphqlUrl, { token: admin.token, query: ME });
    const me = answer.body.data!.me;
    expect(me.activeRole).toBe('ADMIN');
    expect(me.permissions.map((p) => p.name)).toContain('manageEmployees');
    expect(me.operations).toEqual(expect.arrayContaining(['Mutation.createGrade', 'Query.employees']));
    // A listed operation passes the gateway's role check (it is refused only upstream, if at all).
    const listed = await graphqlPost(gateway.graphqlUrl, { token: admin.token, query: '{ employees { total } }' });
    expect(listed.body.errors).toBeUndefined();
    const notListed = await graphqlPost(gateway.graphqlUrl, { token: employee.token, query: '{ employees { total } }' });
    expect(notListed.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('when the REST server cannot answer, me is null with its error and the other fields keep their data', async () => {
    const cut = await startGateway({ UPSTREAM_URL: await closedPortUrl() });
    try {
      const answer = await graphqlPost<{ me: unknown; errorContract: { codes: string[] } }>(cut.graphqlUrl, { query: '{ me { id } errorContract { codes } }', token: admin.token });
      expect(answer.body.data?.me).toBeNull();
      expect(answer.body.data?.errorContract.codes).toContain('UPSTREAM');
      expect(answer.body.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([[['me'], 'UPSTREAM']]);
    } finally {
      await cut.close();
    }
  });

  test('me without a token is UNAUTHENTICATED', async () => {
    const answer = await graphqlPost(gateway.graphqlUrl, { query: ME });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('refreshToken answers a working token of the same session; after sign-out it is UNAUTHENTICATED', async () => {
    const user = await signIn(gateway.graphqlUrl, DEMO_USERS.finance);
    const answer = await graphqlPost<{ refreshToken: { token: string; expiresAt: string } }>(gateway.graphqlUrl, { token: user.token, query: REFRESH });
    expect(answer.body.errors).toBeUndefined();
    const { token, expiresAt } = answer.body.data!.refreshToken;
    expect(decodeJwt(token).sid).toBe(decodeJwt(user.token).sid);
    expect(expiresAt).toBe(new Date(decodeJwt(token).exp! * 1000).toISOString());
    const withNew = await graphqlPost<MeAnswer>(gateway.graphqlUrl, { token, query: ME });
    expect(withNew.body.data!.me.activeRole).toBe('FINANCE');

    await graphqlPost(gateway.graphqlUrl, { token, query: 'mutation { signOut }' });
    const ended = await graphqlPost(gateway.graphqlUrl, { token, query: REFRESH });
    expect(ended.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
