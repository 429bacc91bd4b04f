import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { bearer, createEmployee, createTestApp, signIn, TEST_JWT_SECRET, type TestApp, type TestEmployee } from '../../testing/test-app';
import { SESSION_ENDED, startSession } from './sessions';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens';

/*
 * The guard of every /setup route but authenticate (DESIGN §2: 401 without or with a bad/expired token;
 * spec §3: the first role is the active one), exercised through GET /setup/grades/all.
 */

let t: TestApp;
let user: TestEmployee;

const URL = '/setup/grades/all';
const MISSING = '00000000-0000-4000-8000-000000000000';
const key = new TextEncoder().encode(TEST_JWT_SECRET);

beforeAll(async () => {
  t = await createTestApp();
  user = await createEmployee(t.database, { roles: ['Employee'] });
});

afterAll(async () => {
  await t?.close();
});

/**
 * A token made like the server's, for a live session of `sub` (default: `user`), with `changes` applied
 * (to forge bad ones); `sid: null` leaves the session out, as tokens made before sessions existed.
 */
async function forge(changes: { key?: Uint8Array; exp?: number; iss?: string; aud?: string; nbf?: number; sub?: string; sid?: string | null } = {}) {
  const now = Math.floor(Date.now() / 1000);
  // The session is of `sub` when that is a real employee, else of `user` (the token fails on its `sub`).
  const sessionOwner = changes.sub && changes.sub !== 'admin' && changes.sub !== MISSING ? changes.sub : user.id;
  const sid = changes.sid === undefined ? await startSession(t.database.db, sessionOwner, 3600) : changes.sid;
  const jwt = new SignJWT({ roles: ['Admin'], ...(sid === null ? {} : { sid }) })
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
  ['an unknown employee', async () => `Bearer ${await forge({ sub: MISSING })}`],
  ['no session (a token from before sessions)', async () => `Bearer ${await forge({ sid: null })}`],
  ['an unknown session', async () => `Bearer ${await forge({ sid: '00000000-0000-4000-8000-0000000000aa' })}`],
  ['a session that is not a UUID', async () => `Bearer ${await forge({ sid: 'not-a-session' })}`],
  ['a subject that is not an id', async () => `Bearer ${await forge({ sub: 'admin' })}`],
  [
    'an unsigned token',
    async () => {
      const body = Buffer.from(JSON.stringify({ sub: user.id, roles: ['Admin'], iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: 9999999999 })).toString('base64url');
      return `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    },
  ],
])('answers 401 for %s', async (_, header) => {
  const response = await get({ authorization: await header() });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: expect.any(String) });
});

it('says so when the token expired', async () => {
  const response = await get(bearer(await forge({ exp: Math.floor(Date.now() / 1000) - 60 })));
  expect(response.json().message).toMatch(/expired/i);
});

it('answers 401 once the employee is deactivated, and still after they are re-activated', async () => {
  const later = await createEmployee(t.database, { roles: ['Admin'] });
  const token = await signIn(t.app, later);
  expect((await get(bearer(token))).statusCode).toBe(200);
  await t.database.db.execute(sql`update employees set active = false where id = ${later.id}`);
  expect((await get(bearer(token))).json()).toEqual({ message: 'Your account is no longer active. Please sign in again.' });
  await t.database.db.execute(sql`update employees set active = true where id = ${later.id}`);
  expect((await get(bearer(token))).json()).toEqual({ message: SESSION_ENDED });
  expect((await get(bearer(await signIn(t.app, later)))).statusCode).toBe(200);
});

it('refuses a token whose session belongs to someone else, or has expired', async () => {
  const other = await createEmployee(t.database, { roles: ['Employee'] });
  const othersSession = await startSession(t.database.db, other.id, 3600);
  expect((await get(bearer(await forge({ sid: othersSession })))).json()).toEqual({ message: SESSION_ENDED });
  const expired = await startSession(t.database.db, user.id, 3600);
  await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where id = ${expired}`);
  expect((await get(bearer(await forge({ sid: expired })))).json()).toEqual({ message: SESSION_ENDED });
});

it('ends the sessions when the roles change; a new sign-in gets the roles stored now, the first being the active one', async () => {
  const who = await createEmployee(t.database, { roles: ['Admin', 'Employee'] });
  const token = await signIn(t.app, who);
  const create = (with_: string) => t.app.inject({ method: 'POST', url: '/setup/grades/create', headers: bearer(with_), payload: { name: `G ${who.id} ${Math.random()}` } });
  expect((await create(token)).statusCode).toBe(201);
  await t.database.db.execute(sql`update employees set roles = array['Employee', 'Admin'] where id = ${who.id}`);
  expect((await create(token)).json()).toEqual({ message: SESSION_ENDED });
  expect((await create(await signIn(t.app, who))).statusCode).toBe(403);
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
  expect(refused.json()).toEqual({ message: SESSION_ENDED });
  expect((await get(bearer(await signIn(t.app, { email: mover.email, password: newPassword })))).statusCode).toBe(200);
});
