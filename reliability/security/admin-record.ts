import { nextClientAddress, signIn, type Session } from '../client/accounts';
import { registerEmployee } from '../client/employees';
import { graphql, requestId, type GraphqlExchange } from '../client/graphql';
import { send } from '../client/http';
import { BOUNDARY, multipart } from '../client/multipart';
import { Check, type CheckResult } from '../report/checks';
import { encodePng } from '../../scripts/stack/png';
import type { Stack } from '../stack/stack';

const UPDATE =
  'mutation($id: ID!, $version: Int!, $input: EmployeeUpdateInput!) { updateEmployee(id: $id, version: $version, input: $input) { employee { id version email } errors { code message } } }';

/**
 * DESIGN §6 "only an Admin … changes anything of an Admin's record": a Gvr tries to take over an Admin by
 * each field of the record, through the gateway and on rest-api directly: the e-mail (the way to a
 * password reset), the name, the department, the companies, the roles, `active`, the photo, the
 * password and deletion. Every try is 403 / FORBIDDEN; afterwards the Admin's record has the same
 * version and e-mail and the Admin still signs in with their own password.
 */
export async function gvrTakesOverAdmin(stack: Stack, admin: Session): Promise<CheckResult> {
  const check = new Check(
    'Tokens',
    'Gvr → Admin by any field: e-mail, name, department, companies, roles, active, photo, password, delete',
    '403 / FORBIDDEN on REST and GraphQL; the Admin unchanged and still signs in',
  );
  const gvrPerson = await registerEmployee(stack.gatewayUrl, admin.token, 'takeovergvr', ['GVR']);
  const gvr = await signIn(stack.gatewayUrl, gvrPerson.email, gvrPerson.password, nextClientAddress());
  const target = await registerEmployee(stack.gatewayUrl, admin.token, 'takeovertarget', ['ADMIN']);
  const lookups = await graphql(stack.gatewayUrl, { query: '{ allDepartments { id } allCompanies { id } }', token: admin.token, requestId: requestId('takeover') });
  const departmentId = (lookups.data?.allDepartments as { id: string }[] | undefined)?.[0]?.id;
  const companyId = (lookups.data?.allCompanies as { id: string }[] | undefined)?.[0]?.id;
  check.expect(Boolean(departmentId && companyId), () => `no seeded department or company: ${lookups.text.slice(0, 200)}`);

  const takeover = 'mallory@attacker.test';
  const graphqlInputs: [string, Record<string, unknown>][] = [
    ['e-mail', { email: takeover }],
    ['name', { employeeName: 'Mallory' }],
    ['department', { departmentId }],
    ['companies', { companyIds: [companyId] }],
    ['roles', { roles: ['EMPLOYEE'] }],
    ['active', { active: false }],
  ];
  for (const [what, input] of graphqlInputs) {
    const answer = await graphql(stack.gatewayUrl, {
      query: UPDATE,
      variables: { id: target.id, version: target.version, input },
      token: gvr.token,
      requestId: requestId('takeover'),
    });
    check.expect(refused(answer, 'updateEmployee'), () => `GraphQL: Gvr changes an Admin's ${what}: ${answer.text.slice(0, 200)}`);
  }
  const password = await graphql(stack.gatewayUrl, {
    query: 'mutation($id: ID!, $password: String!) { changeEmployeePassword(id: $id, password: $password) }',
    variables: { id: target.id, password: 'Hijacked4Admin' },
    token: gvr.token,
    requestId: requestId('takeover'),
  });
  check.expect(refused(password, 'changeEmployeePassword'), () => `GraphQL: Gvr sets an Admin's password: ${password.text.slice(0, 200)}`);
  const remove = await graphql(stack.gatewayUrl, { query: `mutation { deleteEmployee(id: "${target.id}") { deletedId } }`, token: gvr.token, requestId: requestId('takeover') });
  check.expect(refused(remove, 'deleteEmployee'), () => `GraphQL: Gvr deletes an Admin: ${remove.text.slice(0, 200)}`);

  const rest = (method: string, path: string, body?: object) =>
    send({
      method,
      url: `${stack.restApiUrl}/setup/employees/${path}`,
      headers: { authorization: `Bearer ${gvr.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const restCalls: [string, () => ReturnType<typeof send>][] = [
    ['e-mail', () => rest('PUT', target.id, { email: takeover })],
    ['name', () => rest('PUT', target.id, { employeeName: 'Mallory' })],
    ['department', () => rest('PUT', target.id, { department: departmentId })],
    ['companies', () => rest('PUT', target.id, { companies: [companyId] })],
    ['roles', () => rest('PUT', target.id, { roles: ['Employee'] })],
    ['active', () => rest('PUT', target.id, { active: false })],
    ['password', () => rest('PUT', `password/${target.id}`, { password: 'Hijacked4Admin' })],
    [
      'photo',
      () =>
        send({
          method: 'PUT',
          url: `${stack.restApiUrl}/setup/employees/profile/${target.id}`,
          headers: { authorization: `Bearer ${gvr.token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: multipart([], [{ field: 'image', fileName: 'mallory.png', type: 'image/png', content: encodePng(8, 8, () => [200, 30, 30]) }]),
        }),
    ],
    ['deletion', () => rest('DELETE', target.id)],
  ];
  for (const [what, call] of restCalls) {
    const answer = await call();
    check.expect(answer.status === 403, () => `REST: Gvr changes an Admin's ${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
  }

  const state = await graphql(stack.gatewayUrl, {
    query: `{ employee(id: "${target.id}") { version email active photoUrl } }`,
    token: admin.token,
    requestId: requestId('takeover'),
  });
  const after = state.data?.employee as { version: number; email: string; active: boolean; photoUrl: string | null } | undefined;
  check.expect(
    after?.version === target.version && after.email === target.email && after.active && after.photoUrl === null,
    () => `the Admin after the refusals: ${JSON.stringify(after)}`,
  );
  const reset = await graphql(stack.gatewayUrl, {
    query: 'mutation($email: String!, $password: String!) { authenticate(email: $email, password: $password) { id } }',
    variables: { email: target.email, password: target.password },
    headers: { 'x-forwarded-for': nextClientAddress() },
    requestId: requestId('takeover'),
  });
  check.expect(Boolean(reset.data?.authenticate), () => `the Admin's own password after the refusals: ${reset.text.slice(0, 200)}`);
  return check.figure(`${graphqlInputs.length + 2} GraphQL and ${restCalls.length} REST takeover writes refused; the Admin unchanged and signs in`).finish();
}

/**
 * An e-mail change by an Admin (DESIGN §6; docs/security.md "Sessions"): the old address gets a notice
 * without a link or token, and the person's earlier token is refused on both layers (401 /
 * UNAUTHENTICATED), while a sign-in with the new address works.
 */
export async function emailChangeEndsSessions(stack: Stack, admin: Session): Promise<CheckResult> {
  const check = new Check(
    'Tokens',
    'E-mail change: the old address told, every session ended',
    'a notice without link to the old address; the earlier token 401 / UNAUTHENTICATED',
  );
  const person = await registerEmployee(stack.gatewayUrl, admin.token, 'emailchange');
  const earlier = await signIn(stack.gatewayUrl, person.email, person.password, nextClientAddress());
  const noticed = stack.mail.next(person.email);
  const moved = `moved.${person.email}`;
  const answer = await graphql(stack.gatewayUrl, {
    query: UPDATE,
    variables: { id: person.id, version: person.version, input: { email: moved } },
    token: admin.token,
    requestId: requestId('emailchange'),
  });
  check.expect((answer.data?.updateEmployee as { employee?: { email?: string } } | undefined)?.employee?.email === moved, () => `the change: ${answer.text.slice(0, 200)}`);
  const notice = await noticed.catch((error: unknown) => ({ to: [], text: `no mail: ${String(error)}` }));
  check.expect(
    notice.text.includes(`to ${moved}`) &&
      !/https?:\/\/|token=/i.test(
        notice.text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      ),
    () => `the notice: ${notice.text.slice(-300)}`,
  );

  const viaGateway = await graphql(stack.gatewayUrl, { query: `{ employee(id: "${person.id}") { id } }`, token: earlier.token, requestId: requestId('emailchange') });
  check.expect(viaGateway.errors[0]?.extensions?.code === 'UNAUTHENTICATED', () => `GraphQL with the earlier token: ${viaGateway.text.slice(0, 200)}`);
  const direct = await send({ method: 'GET', url: `${stack.restApiUrl}/setup/employees/${person.id}`, headers: { authorization: `Bearer ${earlier.token}` } });
  check.expect(direct.status === 401, () => `REST with the earlier token: ${direct.status} ${direct.text.slice(0, 200)}`);
  const fresh = await signIn(stack.gatewayUrl, moved, person.password, nextClientAddress()).then(
    () => true,
    () => false,
  );
  check.expect(fresh, () => 'the new address does not sign in');
  return check.figure('notice at the old address without a link; the earlier token refused on REST and GraphQL; the new address signs in').finish();
}

/** Refused as FORBIDDEN with no result in `field`. */
function refused(answer: GraphqlExchange, field: string): boolean {
  return answer.errors.some((error) => error.extensions?.code === 'FORBIDDEN') && !answer.data?.[field];
}
