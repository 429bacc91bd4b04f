import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { bearer, createEmployee, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { MAX_SESSION_HOURS, SESSION_ENDED } from './sessions';
import { sessions } from './sessions-table';

/*
 * Token refresh (contract "Auth"): a live session gets a new token and a later expiry; an ended or
 * too-old session does not.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_LIMIT_PER_MINUTE: '1000' });
});

afterAll(async () => {
  await t?.close();
});

const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/setup/employees/refresh', headers: bearer(token) });
const sessionOf = async (token: string) =>
  (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, decodeJwt(token).sid as string))
  )[0]!;

describe('POST /setup/employees/refresh', () => {
  it('answers a new token of the same session expiring JWT_TTL from now, and extends the session', async () => {
    const who = await createEmployee(t.database, { roles: ['Hod', 'Employee'] });
    const token = await signIn(t.app, who);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '5 minutes'` })
      .where(eq(sessions.id, decodeJwt(token).sid as string));
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; expiresAt: string }>();
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ sub: who.id, sid: decodeJwt(token).sid, roles: ['Hod', 'Employee'] });
    expect(body.expiresAt).toBe(new Date(claims.exp! * 1000).toISOString());
    const lifetime = claims.exp! - claims.iat!;
    expect(lifetime).toBeGreaterThan(3600);
    const session = await sessionOf(token);
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + (lifetime - 60) * 1000);
    // The new token works; so does the old one until its own exp (same session).
    expect((await t.app.inject({ url: '/setup/notifications', headers: bearer(body.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/setup/notifications', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('refuses a signed-out session and no token with 401', async () => {
    const token = await signIn(t.app, await createEmployee(t.database, { roles: ['Employee'] }));
    await t.app.inject({ method: 'POST', url: '/setup/employees/sign-out', headers: bearer(token) });
    const ended = await refresh(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: SESSION_ENDED });
    expect((await t.app.inject({ method: 'POST', url: '/setup/employees/refresh' })).statusCode).toBe(401);
  });

  it(`refuses a session started more than ${MAX_SESSION_HOURS} hours ago, though it is still live`, async () => {
    const token = await signIn(t.app, await createEmployee(t.database, { roles: ['Employee'] }));
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - make_interval(hours => ${MAX_SESSION_HOURS + 1})` })
      .where(eq(sessions.id, decodeJwt(token).sid as string));
    const tooOld = await refresh(token);
    expect(tooOld.statusCode).toBe(401);
    expect(tooOld.json()).toEqual({ message: SESSION_ENDED });
    expect((await t.app.inject({ url: '/setup/notifications', headers: bearer(token) })).statusCode).toBe(200);
  });
});
