import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { bearer, createEmployee, createTestApp, signIn, TEST_JWT_SECRET, type TestApp, type TestEmployee } from '../testing/test-app';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens';

/*
 * The guard of every /setup route but authenticate (DESIGN §2: 401 without or with a bad/expired token;
 * spec §3: the first role is the active one), exercised through GET /setup/grades/all.
 */

let t: TestApp;
let user: TestEmployee;

const URL = '/setup/grades/all';
const key = new TextEncoder().encode(TEST_JWT_SECRET);

beforeAll(async () => {
  t = await createTestApp();
  user = await createEmployee(t.database, { roles: ['Employee'] });
});

afterAll(async () => {
  await t?.close();
});

/** A token made like the server's, with `changes` applied (to forge bad ones). */
async function forge(changes: { key?: Uint8Array; exp?: number; iss?: string; aud?: string; nbf?: number; sub?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ roles: ['Admin'] })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(changes.sub ?? user.id)
    .setIssuer(changes.iss ?? TOKEN_ISSUER)
    .setAudience(changes.aud ?? TOKEN_AUDIENCE)
    .setIssuedAt(now - 7200)
    .setExpirationTime(changes.exp ?? now + 3600);
  if (changes.nbf) jwt.setNotBefore(changes.nbf);
  return jwt.sign(changes.key ?? key);
}

async function get(headers: Record<string, string> = {}) {
  return t.app.inject({ url: URL, headers });
}

it('accepts a token from sign-in', async () => {
  const response = await get(bearer(await signIn(t.app, user)));
  expect(response.statusCode).toBe(200);
});

it('accepts a well-formed token signed with the server key', async () => {
  expect((await get(bearer(await forge()))).statusCode).toBe(200);
});

it('answers 401 without a token', async () => {
  const response = await get();
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: expect.any(String) });
});

it.each([
  ['garbage', async () => 'Bearer not.a.token'],
  ['another scheme', async () => `Basic ${Buffer.from('a:b').toString('base64')}`],
  ['a wrong signature', async () => `Bearer ${await forge({ key: new TextEncoder().encode('another-secret-of-at-least-32-characters!') })}`],
  ['an expired token', async () => `Bearer ${await forge({ exp: Math.floor(Date.now() / 1000) - 60 })}`],
  ['a token not valid yet', async () => `Bearer ${await forge({ nbf: Math.floor(Date.now() / 1000) + 3600 })}`],
  ['another issuer', async () => `Bearer ${await forge({ iss: 'someone-else' })}`],
  ['another audience', async () => `Bearer ${await forge({ aud: 'someone-else' })}`],
  ['an unknown employee', async () => `Bearer ${await forge({ sub: '00000000-0000-4000-8000-000000000000' })}`],
  ['a subject that is not an id', async () => `Bearer ${await forge({ sub: 'admin' })}`],
  ['an unsigned token', async () => {
    const body = Buffer.from(JSON.stringify({ sub: user.id, roles: ['Admin'], iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: 9999999999 })).toString('base64url');
    return `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
  }],
])('answers 401 for %s', async (_, header) => {
  const response = await get({ authorization: await header() });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: expect.any(String) });
});

it('says so when the token expired', async () => {
  const response = await get(bearer(await forge({ exp: Math.floor(Date.now() / 1000) - 60 })));
  expect(response.json().message).toMatch(/expired/i);
});

it('answers 401 once the employee is deactivated, even with a token issued before', async () => {
  const later = await createEmployee(t.database, { roles: ['Admin'] });
  const token = await signIn(t.app, later);
  expect((await get(bearer(token))).statusCode).toBe(200);
  await t.database.db.execute(sql`update employees set active = false where id = ${later.id}`);
  expect((await get(bearer(token))).statusCode).toBe(401);
});

it('uses the roles stored now, the first being the active one', async () => {
  const who = await createEmployee(t.database, { roles: ['Admin', 'Employee'] });
  const token = await signIn(t.app, who);
  const create = () =>
    t.app.inject({ method: 'POST', url: '/setup/grades/create', headers: bearer(token), payload: { name: `G ${who.id}` } });
  expect((await create()).statusCode).toBe(201);
  await t.database.db.execute(sql`update employees set roles = array['Employee', 'Admin'] where id = ${who.id}`);
  expect((await create()).statusCode).toBe(403);
});

it('refuses tokens issued before a password change, and accepts a sign-in after it', async () => {
  const mover = await createEmployee(t.database, { roles: ['Employee'] });
  const before = await forge({ sub: mover.id });
  expect((await get(bearer(before))).statusCode).toBe(200);

  const newPassword = 'Changed-password-42';
  const change = await t.app.inject({
    method: 'PUT',
    url: `/setup/employees/password/${mover.id}`,
    headers: bearer(before),
    payload: { currentPassword: mover.password, password: newPassword },
  });
  expect(change.statusCode).toBe(200);

  const refused = await get(bearer(before));
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toEqual({ message: 'Your password was changed. Please sign in again.' });
  expect((await get(bearer(await signIn(t.app, { email: mover.email, password: newPassword })))).statusCode).toBe(200);
});
