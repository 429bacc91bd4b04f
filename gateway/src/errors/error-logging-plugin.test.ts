import { AUTHENTICATE_MUTATION, DEMO_USERS, signIn } from '../../testing/accounts';
import { OTHER_DOCS } from '../../testing/documents';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { CREATE_GRADE } from '../../testing/grade-operations';
import { graphqlPost } from '../../testing/graphql-client';
import { type FakeStack, startFakeStack } from '../../testing/demo-upstream';
import { closedPortUrl } from '../../testing/unreachable-upstream';

/**
 * What the gateway logs about failed requests never holds a password, a reset token or a bearer
 * token (errors/error-logging-plugin.ts, logging/logger.ts), whatever the failure: a wrong password,
 * a malformed or mistyped operation that quotes the value, an upstream refusal, an upstream that is
 * down. Logs are kept at debug level here, the most the gateway ever writes.
 */
describe('no secrets in the log', () => {
  let stack: FakeStack;
  let gateway: TestGateway;
  let offline: TestGateway;

  beforeAll(async () => {
    stack = await startFakeStack();
    gateway = stack.gateway;
    offline = await startGateway({ UPSTREAM_URL: await closedPortUrl() });
  });

  afterAll(async () => {
    await offline?.close();
    await stack?.stop();
  });

  const logged = (target: TestGateway, requestId: string) => target.logs.filter((line) => line.requestId === requestId);
  const send = (target: TestGateway, requestId: string, query: string, variables: Record<string, unknown> = {}, token?: string) =>
    graphqlPost(target.graphqlUrl, { query, variables, token, headers: { 'x-request-id': requestId } });

  test('failing sign-ins and password resets: the error is logged, the password and reset token are not', async () => {
    const secrets = ['Wrong-Secret-Password-1', '12345678987', 'Syntax-Secret-2', '98765432123', 'reset-token-secret-abc123', 'New-Secret-Password-5', 'Offline-Secret-6'];
    await send(gateway, 'log-1', AUTHENTICATE_MUTATION, { email: DEMO_USERS.admin, password: secrets[0] });
    await send(gateway, 'log-2', `mutation { authenticate(email: "${DEMO_USERS.admin}", password: ${secrets[1]}) { token } }`);
    await send(gateway, 'log-3', `mutation { authenticate(email: "${DEMO_USERS.admin}", password "${secrets[2]}") { token } }`);
    await send(gateway, 'log-4', AUTHENTICATE_MUTATION, { email: DEMO_USERS.admin, password: Number(secrets[3]) });
    await send(gateway, 'log-5', OTHER_DOCS.confirmPasswordReset, { token: secrets[4], password: secrets[5] });
    await send(offline, 'log-6', AUTHENTICATE_MUTATION, { email: DEMO_USERS.admin, password: secrets[6] });

    expect(logged(gateway, 'log-1')).toContainEqual(expect.objectContaining({ msg: 'GraphQL error', code: 'UNAUTHENTICATED' }));
    for (const [target, id] of [
      [gateway, 'log-2'],
      [gateway, 'log-3'],
      [gateway, 'log-4'],
      [gateway, 'log-5'],
      [offline, 'log-6'],
    ] as const) {
      expect([id, logged(target, id).some((line) => line.msg === 'GraphQL error')]).toEqual([id, true]);
    }
    const everything = JSON.stringify([...gateway.logs, ...offline.logs]);
    for (const secret of secrets) expect([secret, everything.includes(secret)]).toEqual([secret, false]);
  });

  test('bearer tokens are never logged, whether the request succeeds, is refused or its token is looked up', async () => {
    const employee = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);
    const admin = await signIn(gateway.graphqlUrl, DEMO_USERS.admin);
    await send(gateway, 'log-token-1', CREATE_GRADE, { input: { name: 'Logged Grade' } }, admin.token);
    await send(gateway, 'log-token-2', CREATE_GRADE, { input: { name: 'Refused Grade' } }, employee.token);
    await send(gateway, 'log-token-3', '{ __schema { queryType { name } } }', {}, employee.token);
    await send(offline, 'log-token-4', CREATE_GRADE, { input: { name: 'Offline Grade' } }, employee.token);
    expect(logged(gateway, 'log-token-2')).toContainEqual(expect.objectContaining({ code: 'FORBIDDEN' }));
    const everything = JSON.stringify([...gateway.logs, ...offline.logs]);
    for (const token of [employee.token, admin.token]) {
      expect(everything.includes(token)).toBe(false);
      expect(everything.includes(token.split('.')[2]!)).toBe(false);
    }
  });
});
