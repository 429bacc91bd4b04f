import { acknowledgedRecord } from '../client/records';
import { SignJWT, UnsecuredJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { nextClientAddress, signIn, type Session } from '../client/accounts';
import { registerEmployee, updateEmployee } from '../client/employees';
import { graphql, requestId, type GraphqlExchange } from '../client/graphql';
import { send } from '../client/http';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { findLeaks } from '../report/leaks';
import type { Stack } from '../stack/stack';

const ISSUER = 'back-office';
const encoder = new TextEncoder();

/** A token as a check sends it, with what it is. */
interface NamedToken {
  name: string;
  token: string | undefined;
}

/**
 * Tokens (DESIGN §2 auth, §6): no token, garbage, `alg: none`, a wrong signature, expired, not yet valid,
 * another audience, another issuer, an unknown subject, a deleted, a deactivated and a demoted employee
 * must get 401 (REST) / UNAUTHENTICATED (GraphQL) and no data; valid tokens without the role (Employee,
 * Product) must get 403 / FORBIDDEN and no data, and change nothing. Tokens are forged with jose and the
 * suite's own JWT_SECRET.
 */
export async function runTokenChecks(stack: Stack): Promise<CheckResult[]> {
  const admin = await signIn(stack.gatewayUrl, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());
  const target = await registerEmployee(stack.gatewayUrl, admin.token, 'tokentarget');
  const marker = `Forged ${Date.now()}`;
  const grade = await graphql(stack.gatewayUrl, {
    query: `mutation { createGrade(input: { name: "${marker} keep" }) { grade { id } errors { code } } }`,
    token: admin.token,
    requestId: requestId('tokens'),
  });
  const gradeId = (acknowledgedRecord(grade, 'createGrade', 'grade') as { id: string } | undefined)?.id ?? randomUUID();

  const unauthenticated = new Check(
    'Tokens',
    'Bad tokens: none, garbage, alg none, wrong signature, expired, not yet valid, other audience/issuer, deleted, deactivated or demoted employee',
    '401 / UNAUTHENTICATED, no data',
  );
  const bad = [...(await badTokens(stack, admin)), await demotedToken(stack, admin)];
  for (const token of bad) await expectRefused(stack, token, { admin, targetId: target.id, gradeId, marker }, 401, unauthenticated);
  const forbidden = new Check('Tokens', 'Valid tokens without the role (Employee, Product)', '403 / FORBIDDEN, no data, nothing changed');
  const roleLess = await roleLessTokens(stack);
  for (const token of roleLess) await expectRefused(stack, token, { admin, targetId: target.id, gradeId, marker }, 403, forbidden);
  await expectNothingChanged(stack, admin, marker, gradeId, target.email, forbidden);
  return [
    unauthenticated.figure(`${bad.length} kinds of bad token × 8 GraphQL operations and 6 REST calls`).finish(),
    forbidden.figure(`${roleLess.length} tokens × 6 GraphQL operations and 5 REST calls`).finish(),
  ];
}

async function badTokens(stack: Stack, admin: Session): Promise<NamedToken[]> {
  const secret = encoder.encode(CONFIG.jwtSecret);
  const now = Math.floor(Date.now() / 1000);
  const claims = (jwt: SignJWT) => jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(admin.id).setIssuer(ISSUER).setAudience(ISSUER);
  const adminClaims = { roles: ['Admin'] };
  const deleted = await registerEmployee(stack.gatewayUrl, admin.token, 'tokendeleted', ['ADMIN']);
  const deactivated = await registerEmployee(stack.gatewayUrl, admin.token, 'tokeninactive', ['ADMIN']);
  const deletedToken = (await signIn(stack.gatewayUrl, deleted.email, deleted.password, nextClientAddress())).token;
  const deactivatedToken = (await signIn(stack.gatewayUrl, deactivated.email, deactivated.password, nextClientAddress())).token;
  const removal = await graphql(stack.gatewayUrl, {
    query: `mutation { deleteEmployee(id: "${deleted.id}") { deletedId errors { code message } } }`,
    token: admin.token,
    requestId: requestId('tokens'),
  });
  const deactivation = await graphql(stack.gatewayUrl, {
    query: `mutation($id: ID!, $version: Int!, $input: EmployeeUpdateInput!) { updateEmployee(id: $id, version: $version, input: $input) { employee { id active } errors { code message } } }`,
    variables: { id: deactivated.id, version: deactivated.version, input: { active: false } },
    token: admin.token,
    requestId: requestId('tokens'),
  });
  if ((removal.data?.deleteEmployee as { deletedId?: string } | null | undefined)?.deletedId !== deleted.id)
    throw new Error(`could not delete the token test employee: ${removal.text.slice(0, 200)}`);
  if ((acknowledgedRecord(deactivation, 'updateEmployee', 'employee') as { active?: boolean } | undefined)?.active !== false)
    throw new Error(`could not deactivate the token test employee: ${deactivation.text.slice(0, 200)}`);
  return [
    { name: 'no token', token: undefined },
    { name: 'garbage', token: 'garbage' },
    { name: 'three garbage parts', token: 'aaa.bbb.ccc' },
    {
      name: 'alg none',
      token: new UnsecuredJWT(adminClaims)
        .setSubject(admin.id)
        .setIssuer(ISSUER)
        .setAudience(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .encode(),
    },
    {
      name: 'wrong signature',
      token: await claims(new SignJWT(adminClaims))
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(encoder.encode('not-the-secret-of-this-deployment-at-all')),
    },
    {
      name: 'expired',
      token: await claims(new SignJWT(adminClaims))
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 3600)
        .sign(secret),
    },
    {
      name: 'not yet valid',
      token: await claims(new SignJWT(adminClaims))
        .setIssuedAt(now)
        .setNotBefore(now + 3600)
        .setExpirationTime(now + 7200)
        .sign(secret),
    },
    {
      name: 'another audience',
      token: await claims(new SignJWT(adminClaims))
        .setAudience('another-system')
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(secret),
    },
    {
      name: 'another issuer',
      token: await claims(new SignJWT(adminClaims))
        .setIssuer('another-system')
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(secret),
    },
    {
      name: 'unknown subject',
      token: await claims(new SignJWT(adminClaims))
        .setSubject(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(secret),
    },
    { name: 'deleted employee', token: deletedToken },
    { name: 'deactivated employee', token: deactivatedToken },
  ];
}

/** Tokens of signed-in employees whose role may not: Employee and Product. */
async function roleLessTokens(stack: Stack): Promise<NamedToken[]> {
  const employee = await signIn(stack.gatewayUrl, CONFIG.accounts.employee, CONFIG.password, nextClientAddress());
  const product = await signIn(stack.gatewayUrl, CONFIG.accounts.product, CONFIG.password, nextClientAddress());
  return [
    { name: 'Employee', token: employee.token },
    { name: 'Product', token: product.token },
  ];
}

/**
 * The token of an Admin demoted to Employee after signing in: a change of roles ends every session of
 * the person (DESIGN §2), so the token, which still claims Admin, is refused as signed out.
 */
async function demotedToken(stack: Stack, admin: Session): Promise<NamedToken> {
  const demoted = await registerEmployee(stack.gatewayUrl, admin.token, 'tokendemoted', ['ADMIN']);
  const token = (await signIn(stack.gatewayUrl, demoted.email, demoted.password, nextClientAddress())).token;
  const demotion = await updateEmployee(stack.gatewayUrl, admin.token, demoted, { roles: ['EMPLOYEE'] });
  if (!acknowledgedRecord(demotion, 'updateEmployee', 'employee')) throw new Error(`could not demote the token test employee: ${demotion.text.slice(0, 200)}`);
  return { name: 'Admin demoted to Employee after signing in', token };
}

interface Targets {
  admin: Session;
  targetId: string;
  gradeId: string;
  marker: string;
}

/**
 * Sends `token` to the gateway and to rest-api directly, on operations that need a token (401
 * expected) or Gvr/Admin (401 or 403): every answer must refuse with `status` (`UNAUTHENTICATED` /
 * `FORBIDDEN`), carry no record, and leak nothing.
 */
async function expectRefused(stack: Stack, token: NamedToken, targets: Targets, status: 401 | 403, check: Check): Promise<void> {
  const code = status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
  const operations: { field: string; query: string; signedInMayRead?: boolean }[] = [
    { field: 'allGrades', query: '{ allGrades { id name } }', signedInMayRead: true },
    { field: 'notifications', query: '{ notifications { id title } }', signedInMayRead: true },
    { field: 'notificationPage', query: '{ notificationPage { items { id title } unread } }', signedInMayRead: true },
    { field: 'markAllNotificationsRead', query: 'mutation { markAllNotificationsRead }', signedInMayRead: true },
    { field: 'allEmployees', query: '{ allEmployees { id email } }' },
    { field: 'employee', query: `{ employee(id: "${targets.admin.id}") { id email roles } }` },
    { field: 'createGrade', query: `mutation { createGrade(input: { name: "${targets.marker} ${token.name}" }) { grade { id } errors { code } } }` },
    { field: 'deleteGrade', query: `mutation { deleteGrade(id: "${targets.gradeId}") { deletedId errors { code } } }` },
    { field: 'changeEmployeePassword', query: `mutation { changeEmployeePassword(id: "${targets.targetId}", password: "Hijacked12345") }` },
    {
      field: 'registerEmployee',
      query: `mutation { registerEmployee(input: { employeeNo: "HIJ${Date.now() % 1e6}", employeeName: "Hijack", email: "hijack${Date.now()}@example.com", roles: [ADMIN], password: "Hijacked12345" }) { employee { id } errors { code } } }`,
    },
  ];
  for (const operation of operations) {
    if (status === 403 && operation.signedInMayRead) continue;
    const answer = await graphql(stack.gatewayUrl, { query: operation.query, token: token.token, requestId: requestId('tokens') });
    check.expect(refusedInGraphql(answer, operation.field, code), () => `${token.name} → ${operation.field}: ${answer.status} ${answer.text.slice(0, 240)}`);
  }
  const restCalls: { method: string; path: string; body?: unknown; signedInMayRead?: boolean }[] = [
    { method: 'GET', path: '/setup/grades/all', signedInMayRead: true },
    { method: 'GET', path: '/setup/notifications?page=1', signedInMayRead: true },
    { method: 'POST', path: '/setup/notifications/read-all', signedInMayRead: true },
    // The stream answers 401 before any event (a live token would keep it open: not probed here).
    { method: 'GET', path: '/setup/notifications/stream', signedInMayRead: true },
    { method: 'GET', path: '/setup/employees/all' },
    { method: 'GET', path: `/setup/employees/${targets.admin.id}` },
    { method: 'POST', path: '/setup/grades/create', body: { name: `${targets.marker} REST ${token.name}` } },
    { method: 'DELETE', path: `/setup/grades/${targets.gradeId}` },
    { method: 'PUT', path: `/setup/employees/password/${targets.targetId}`, body: { password: 'Hijacked12345' } },
  ];
  if (status === 401) {
    // The subscription transport (docs/notifications.md): 401 at connection without a token, else an
    // UNAUTHENTICATED error event and the end of the stream; never a notification.
    const stream = await send({
      method: 'POST',
      url: `${stack.gatewayUrl}/graphql/stream`,
      headers: { accept: 'text/event-stream', 'content-type': 'application/json', ...(token.token ? { authorization: `Bearer ${token.token}` } : {}) },
      body: JSON.stringify({ query: 'subscription { notificationAdded { id title } }' }),
    });
    const refused = (stream.status === 401 || (stream.status === 200 && stream.text.includes('UNAUTHENTICATED'))) && !stream.text.includes('"notificationAdded":{');
    check.expect(refused && findLeaks(stream.text).length === 0, () => `${token.name} → POST /graphql/stream: ${stream.status} ${stream.text.slice(0, 240)}`);
  }
  for (const call of restCalls) {
    if (status === 403 && call.signedInMayRead) continue;
    const answer = await send({
      method: call.method,
      url: `${stack.restApiUrl}${call.path}`,
      headers: { ...(token.token ? { authorization: `Bearer ${token.token}` } : {}), ...(call.body ? { 'content-type': 'application/json' } : {}) },
      body: call.body ? JSON.stringify(call.body) : undefined,
    });
    const clean = findLeaks(answer.text).length === 0 && !/"_id"|"email"|"docs"/.test(answer.text);
    check.expect(answer.status === status && clean, () => `${token.name} → REST ${call.method} ${call.path}: ${answer.status} ${answer.text.slice(0, 240)}`);
  }
}

/** The operation was refused with `code`, answered no data for `field`, and leaked nothing. */
function refusedInGraphql(answer: GraphqlExchange, field: string, code: string): boolean {
  const value = answer.data?.[field];
  const noData = value === undefined || value === null || (Array.isArray(value) && value.length === 0);
  return answer.errors.some((error) => error.extensions?.code === code) && noData && findLeaks(answer.text).length === 0;
}

/** After the refused writes: no grade of the marker was created, the kept grade is still there, the target's password unchanged. */
async function expectNothingChanged(stack: Stack, admin: Session, marker: string, gradeId: string, targetEmail: string, check: Check): Promise<void> {
  const grades = await graphql(stack.gatewayUrl, {
    query: `{ grades(search: "${marker}", pageSize: 100) { items { id name } } }`,
    token: admin.token,
    requestId: requestId('tokens'),
  });
  const names = ((grades.data?.grades as { items: { id: string; name: string }[] } | undefined)?.items ?? []).map((item) => item.name);
  check.expect(names.length === 1 && names[0] === `${marker} keep`, () => `grades after the refused writes: ${JSON.stringify(names)}`);
  const kept = await graphql(stack.gatewayUrl, { query: `{ grade(id: "${gradeId}") { id } }`, token: admin.token, requestId: requestId('tokens') });
  check.expect(Boolean(kept.data?.grade), () => 'the grade that refused deletes targeted is gone');
  const hijacked = await graphql(stack.gatewayUrl, {
    query: 'mutation($email: String!, $password: String!) { authenticate(email: $email, password: $password) { id } }',
    variables: { email: targetEmail, password: 'Hijacked12345' },
    headers: { 'x-forwarded-for': nextClientAddress() },
    requestId: requestId('tokens'),
  });
  check.expect(!hijacked.data?.authenticate, () => 'a refused password change took effect');
}
