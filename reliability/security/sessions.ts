import { acknowledgedRecord } from '../client/records';
import { nextClientAddress, signIn, type Session } from '../client/accounts';
import { registerEmployee, updateEmployee, type TestEmployee } from '../client/employees';
import { graphql, requestId, type GraphqlExchange } from '../client/graphql';
import { send, type Exchange } from '../client/http';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import type { Stack } from '../stack/stack';
import { emailChangeEndsSessions, gvrTakesOverAdmin } from './admin-record';

/**
 * Sessions and account rights (DESIGN §2 auth, §6 roles), through the gateway and on REST:
 * - revoked tokens: after `signOut`, after a deactivation followed by a re-activation, after a change of
 *   roles and after a password change, the earlier token is refused (401 / UNAUTHENTICATED) on both
 *   layers, while another sign-in of the same person that sign-out did not end keeps working;
 * - Gvr escalation: Gvr cannot grant itself or a new employee the Admin role, set an Admin's password,
 *   deactivate or delete an Admin (403 / FORBIDDEN), and nothing changes; an Admin can;
 * - Admin takeover and e-mail changes (security/admin-record.ts): Gvr cannot change any field, the photo,
 *   the password or the existence of an Admin; an e-mail change tells the old address and ends every session;
 * - id case: the own id in upper case gets exactly what the lower-case id gets (a password change
 *   without the current password and a self-delete are refused, and nothing changes).
 */
export async function runSessionChecks(stack: Stack): Promise<CheckResult[]> {
  const admin = await signIn(stack.gatewayUrl, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());
  return [
    await revokedTokens(stack, admin),
    await emailChangeEndsSessions(stack, admin),
    await gvrEscalation(stack, admin),
    await gvrTakesOverAdmin(stack, admin),
    await idCase(stack, admin),
  ];
}

async function revokedTokens(stack: Stack, admin: Session): Promise<CheckResult> {
  const check = new Check(
    'Tokens',
    'Ended sessions: sign-out, deactivated then re-activated, roles changed, password changed',
    'the earlier token gets 401 / UNAUTHENTICATED on both layers; other sessions live on',
  );

  // Sign-out ends that session only.
  const person = await registerEmployee(stack.gatewayUrl, admin.token, 'signout');
  const first = await signIn(stack.gatewayUrl, person.email, person.password, nextClientAddress());
  const second = await signIn(stack.gatewayUrl, person.email, person.password, nextClientAddress());
  const signOut = await graphql(stack.gatewayUrl, { query: 'mutation { signOut }', token: first.token, requestId: requestId('sessions') });
  check.expect(typeof signOut.data?.signOut === 'string', () => `signOut: ${signOut.status} ${signOut.text.slice(0, 200)}`);
  await expectEnded(stack, first.token, person.id, 'after sign-out', check);
  await expectAlive(stack, second.token, person.id, 'the other sign-in after sign-out', check);
  const again = await graphql(stack.gatewayUrl, { query: 'mutation { signOut }', token: first.token, requestId: requestId('sessions') });
  check.expect(codeOf(again) === 'UNAUTHENTICATED', () => `signOut twice: ${again.status} ${again.text.slice(0, 200)}`);

  // Deactivation ends every session; re-activation does not revive them.
  const inactive = await registerEmployee(stack.gatewayUrl, admin.token, 'reactivated');
  const inactiveToken = (await signIn(stack.gatewayUrl, inactive.email, inactive.password, nextClientAddress())).token;
  await mustUpdate(stack, admin, inactive, { active: false }, check);
  await mustUpdate(stack, admin, inactive, { active: true }, check);
  await expectEnded(stack, inactiveToken, inactive.id, 'after deactivation and re-activation', check);
  await expectAlive(stack, (await signIn(stack.gatewayUrl, inactive.email, inactive.password, nextClientAddress())).token, inactive.id, 'a new sign-in after re-activation', check);

  // A change of roles ends every session (promotion included).
  const promoted = await registerEmployee(stack.gatewayUrl, admin.token, 'promoted');
  const promotedToken = (await signIn(stack.gatewayUrl, promoted.email, promoted.password, nextClientAddress())).token;
  await mustUpdate(stack, admin, promoted, { roles: ['GVR'] }, check);
  await expectEnded(stack, promotedToken, promoted.id, 'after a change of roles', check);
  const promotedAgain = await signIn(stack.gatewayUrl, promoted.email, promoted.password, nextClientAddress());
  const gvrOnly = await graphql(stack.gatewayUrl, { query: '{ allEmployees { id } }', token: promotedAgain.token, requestId: requestId('sessions') });
  check.expect(
    Array.isArray(gvrOnly.data?.allEmployees) && gvrOnly.errors.length === 0,
    () => `the promoted employee's new sign-in on a Gvr operation: ${gvrOnly.status} ${gvrOnly.text.slice(0, 200)}`,
  );

  // A password change ends every session.
  const changed = await registerEmployee(stack.gatewayUrl, admin.token, 'repassword');
  const changedToken = (await signIn(stack.gatewayUrl, changed.email, changed.password, nextClientAddress())).token;
  const change = await graphql(stack.gatewayUrl, {
    query: 'mutation($id: ID!, $password: String!) { changeEmployeePassword(id: $id, password: $password) }',
    variables: { id: changed.id, password: 'Changed4Reliability' },
    token: admin.token,
    requestId: requestId('sessions'),
  });
  check.expect(typeof change.data?.changeEmployeePassword === 'string', () => `password change: ${change.text.slice(0, 200)}`);
  await expectEnded(stack, changedToken, changed.id, 'after a password change', check);
  return check.figure('sign-out, deactivation + re-activation, promotion, password change: each earlier token refused on REST and GraphQL; the other session lived on').finish();
}

async function gvrEscalation(stack: Stack, admin: Session): Promise<CheckResult> {
  const check = new Check('Tokens', "Gvr escalation: grant Admin, set an Admin's password, deactivate or delete an Admin", '403 / FORBIDDEN and nothing changed; an Admin may');
  const gvrPerson = await registerEmployee(stack.gatewayUrl, admin.token, 'gvrescalation', ['GVR']);
  const gvr = await signIn(stack.gatewayUrl, gvrPerson.email, gvrPerson.password, nextClientAddress());
  const target = await registerEmployee(stack.gatewayUrl, admin.token, 'admintarget', ['ADMIN']);
  const versionBefore = target.version;

  const selfGrant = await updateEmployee(stack.gatewayUrl, gvr.token, { ...gvrPerson }, { roles: ['ADMIN'] });
  check.expect(codeOf(selfGrant) === 'FORBIDDEN', () => `Gvr grants itself Admin: ${selfGrant.text.slice(0, 200)}`);
  const registerAdmin = await graphql(stack.gatewayUrl, {
    query: 'mutation($input: EmployeeRegisterInput!) { registerEmployee(input: $input) { employee { id } errors { code } } }',
    variables: {
      input: { employeeNo: `ESC${Date.now() % 1e8}`, employeeName: 'Escalated', email: `escalated${Date.now()}@example.com`, roles: ['ADMIN'], password: 'Escalate12345' },
    },
    token: gvr.token,
    requestId: requestId('escalation'),
  });
  check.expect(codeOf(registerAdmin) === 'FORBIDDEN', () => `Gvr registers an Admin: ${registerAdmin.text.slice(0, 200)}`);
  const password = await graphql(stack.gatewayUrl, {
    query: 'mutation($id: ID!, $password: String!) { changeEmployeePassword(id: $id, password: $password) }',
    variables: { id: target.id, password: 'Hijacked4Admin' },
    token: gvr.token,
    requestId: requestId('escalation'),
  });
  check.expect(codeOf(password) === 'FORBIDDEN', () => `Gvr sets an Admin's password: ${password.text.slice(0, 200)}`);
  const deactivate = await updateEmployee(stack.gatewayUrl, gvr.token, { ...target }, { active: false });
  check.expect(codeOf(deactivate) === 'FORBIDDEN', () => `Gvr deactivates an Admin: ${deactivate.text.slice(0, 200)}`);
  const remove = await graphql(stack.gatewayUrl, {
    query: `mutation { deleteEmployee(id: "${target.id}") { deletedId errors { code } } }`,
    token: gvr.token,
    requestId: requestId('escalation'),
  });
  check.expect(codeOf(remove) === 'FORBIDDEN', () => `Gvr deletes an Admin: ${remove.text.slice(0, 200)}`);
  const restGrant = await send({
    method: 'PUT',
    url: `${stack.restApiUrl}/setup/employees/password/${target.id}`,
    headers: { authorization: `Bearer ${gvr.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'Hijacked4Admin' }),
  });
  check.expect(restGrant.status === 403, () => `REST: Gvr sets an Admin's password: ${restGrant.status} ${restGrant.text.slice(0, 200)}`);

  // Nothing changed: the Admin still signs in with their password and is active; Gvr is still Gvr.
  const targetState = await employeeState(stack, admin, target.id);
  check.expect(targetState?.active === true && targetState.version === versionBefore, () => `the Admin after the refusals: ${JSON.stringify(targetState)}`);
  const gvrState = await employeeState(stack, admin, gvrPerson.id);
  check.expect(JSON.stringify(gvrState?.roles) === '["GVR"]', () => `Gvr's roles after the refusal: ${JSON.stringify(gvrState?.roles)}`);
  const stillSigns = await graphql(stack.gatewayUrl, {
    query: 'mutation($email: String!, $password: String!) { authenticate(email: $email, password: $password) { id } }',
    variables: { email: target.email, password: target.password },
    headers: { 'x-forwarded-for': nextClientAddress() },
    requestId: requestId('escalation'),
  });
  check.expect(Boolean(stillSigns.data?.authenticate), () => `the Admin's own password after the refusals: ${stillSigns.text.slice(0, 200)}`);

  // An Admin may do what Gvr may not.
  const granted = await updateEmployee(stack.gatewayUrl, admin.token, { ...gvrPerson }, { roles: ['ADMIN'] });
  check.expect(
    JSON.stringify((acknowledgedRecord(granted, 'updateEmployee', 'employee') as { roles?: string[] } | undefined)?.roles) === '["ADMIN"]',
    () => `an Admin grants Admin: ${granted.text.slice(0, 200)}`,
  );
  return check.figure("6 refusals (GraphQL and REST); the Admin, its password and Gvr's roles unchanged; an Admin granted the role").finish();
}

async function idCase(stack: Stack, admin: Session): Promise<CheckResult> {
  const check = new Check(
    'Tokens',
    'Own id in upper case: password change without the current password, self-delete',
    'refused exactly as with the lower-case id; nothing changed',
  );
  const self = await registerEmployee(stack.gatewayUrl, admin.token, 'idcase', ['ADMIN']);
  const session = await signIn(stack.gatewayUrl, self.email, self.password, nextClientAddress());
  const upper = self.id.toUpperCase();
  const rest = (method: string, path: string, body?: object): Promise<Exchange> =>
    send({
      method,
      url: `${stack.restApiUrl}/setup/employees/${path}`,
      headers: { authorization: `Bearer ${session.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  for (const id of [self.id, upper]) {
    const password = await rest('PUT', `password/${id}`, { password: 'WithoutCurrent123' });
    check.expect(
      password.status === 400,
      () => `REST password change of own id ${id === upper ? 'UPPER' : 'lower'} without the current one: ${password.status} ${password.text.slice(0, 200)}`,
    );
    const viaGateway = await graphql(stack.gatewayUrl, {
      query: 'mutation($id: ID!, $password: String!) { changeEmployeePassword(id: $id, password: $password) }',
      variables: { id, password: 'WithoutCurrent123' },
      token: session.token,
      requestId: requestId('idcase'),
    });
    check.expect(
      codeOf(viaGateway) === 'BAD_USER_INPUT',
      () => `GraphQL password change of own id ${id === upper ? 'UPPER' : 'lower'} without the current one: ${viaGateway.text.slice(0, 200)}`,
    );
    const remove = await rest('DELETE', id);
    check.expect(
      remove.status >= 400 && remove.status < 500,
      () => `REST self-delete with own id ${id === upper ? 'UPPER' : 'lower'}: ${remove.status} ${remove.text.slice(0, 200)}`,
    );
  }
  await expectAlive(stack, session.token, self.id, 'the account after the refused upper-case calls', check);
  const signsIn = await graphql(stack.gatewayUrl, {
    query: 'mutation($email: String!, $password: String!) { authenticate(email: $email, password: $password) { id } }',
    variables: { email: self.email, password: self.password },
    headers: { 'x-forwarded-for': nextClientAddress() },
    requestId: requestId('idcase'),
  });
  check.expect(Boolean(signsIn.data?.authenticate), () => `the old password after the refused changes: ${signsIn.text.slice(0, 200)}`);
  return check
    .figure('lower and upper case own id: 2 password changes without the current password and 1 self-delete each, refused alike (REST and GraphQL); account and password unchanged')
    .finish();
}

/** Expects `token` to be refused: GraphQL UNAUTHENTICATED on a signed-in read, REST 401 on reading oneself. */
async function expectEnded(stack: Stack, token: string, id: string, when: string, check: Check): Promise<void> {
  const viaGateway = await graphql(stack.gatewayUrl, { query: `{ employee(id: "${id}") { id } }`, token, requestId: requestId('sessions') });
  check.expect(codeOf(viaGateway) === 'UNAUTHENTICATED' && !viaGateway.data?.employee, () => `GraphQL ${when}: ${viaGateway.status} ${viaGateway.text.slice(0, 200)}`);
  const direct = await send({ method: 'GET', url: `${stack.restApiUrl}/setup/employees/${id}`, headers: { authorization: `Bearer ${token}` } });
  check.expect(direct.status === 401, () => `REST ${when}: ${direct.status} ${direct.text.slice(0, 200)}`);
}

/** Expects `token` to still read its own employee on both layers. */
async function expectAlive(stack: Stack, token: string, id: string, what: string, check: Check): Promise<void> {
  const viaGateway = await graphql(stack.gatewayUrl, { query: `{ employee(id: "${id}") { id } }`, token, requestId: requestId('sessions') });
  check.expect((viaGateway.data?.employee as { id?: string } | undefined)?.id === id, () => `GraphQL, ${what}: ${viaGateway.status} ${viaGateway.text.slice(0, 200)}`);
  const direct = await send({ method: 'GET', url: `${stack.restApiUrl}/setup/employees/${id}`, headers: { authorization: `Bearer ${token}` } });
  check.expect(direct.status === 200, () => `REST, ${what}: ${direct.status} ${direct.text.slice(0, 200)}`);
}

async function mustUpdate(stack: Stack, admin: Session, employee: TestEmployee, changes: { roles?: string[]; active?: boolean }, check: Check): Promise<void> {
  const answer = await updateEmployee(stack.gatewayUrl, admin.token, employee, changes);
  check.expect(Boolean(acknowledgedRecord(answer, 'updateEmployee', 'employee')), () => `update ${JSON.stringify(changes)}: ${answer.text.slice(0, 200)}`);
}

async function employeeState(stack: Stack, admin: Session, id: string): Promise<{ active: boolean; version: number; roles: string[] } | undefined> {
  const answer = await graphql(stack.gatewayUrl, { query: `{ employee(id: "${id}") { active version roles } }`, token: admin.token, requestId: requestId('sessions') });
  return answer.data?.employee as { active: boolean; version: number; roles: string[] } | undefined;
}

function codeOf(answer: GraphqlExchange): string | undefined {
  return answer.errors[0]?.extensions?.code;
}
