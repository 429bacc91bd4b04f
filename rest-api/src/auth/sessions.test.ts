import { eq, sql } from 'drizzle-orm';
import { resetTokenIn, startMailCatcher, type MailCatcher } from '../../../scripts/stack/mail-catcher';
import { bearer, createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../testing/test-app';
import { SESSION_ENDED, SIGNED_OUT } from './sessions';
import { sessions } from './sessions-table';

/*
 * Sessions and their revocation (contract "Auth", DESIGN §2): every token names a session; sign-out ends
 * that one; deactivation, a change of roles, a password change or reset and deletion end them all.
 */

let t: TestApp;
let mail: MailCatcher;
let admin: Record<string, string>;

beforeAll(async () => {
  mail = await startMailCatcher();
  // Many sign-ins from one (injected) address: the per-address limit is not what is tested here.
  t = await createTestApp({ SMTP_URL: mail.url, SIGN_IN_LIMIT_PER_MINUTE: '1000' });
  admin = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Admin'] })));
});

afterAll(async () => {
  await t?.close();
  await mail?.close();
});

const me = (token: string) => t.app.inject({ url: '/setup/notifications', headers: bearer(token) });
const signOut = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/setup/employees/sign-out', headers });
const record = async (id: string) => (await t.app.inject({ url: `/setup/employees/${id}`, headers: admin })).json();
const update = async (id: string, changes: object) =>
  t.app.inject({ method: 'PUT', url: `/setup/employees/${id}`, headers: admin, payload: { ...(await record(id)), __v: undefined, ...changes } });

/** Expects `token` to be refused as an ended session. */
async function expectEnded(token: string) {
  const response = await me(token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: SESSION_ENDED });
}

describe('POST /setup/employees/sign-out', () => {
  it('ends only the session of that token: another sign-in of the same person keeps working', async () => {
    const who = await createEmployee(t.database, { roles: ['Employee'] });
    const laptop = await signIn(t.app, who);
    const phone = await signIn(t.app, who);
    const response = await signOut(bearer(laptop));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SIGNED_OUT });
    expect(response.headers['cache-control']).toBe('no-store');
    await expectEnded(laptop);
    expect((await me(phone)).statusCode).toBe(200);
    const [ended] = await t.database.db
      .select()
      .from(sessions)
      .where(sql`${sessions.revokedAt} is not null and ${sessions.employeeId} = ${who.id}`);
    expect(ended?.revokedAt).toBeInstanceOf(Date);
  });

  it('answers 401 for an ended token and without a token', async () => {
    const who = await createEmployee(t.database, { roles: ['Hod'] });
    const token = await signIn(t.app, who);
    expect((await signOut(bearer(token))).statusCode).toBe(200);
    const again = await signOut(bearer(token));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: SESSION_ENDED });
    expect((await signOut({})).statusCode).toBe(401);
  });

  it('ends the session once when two sign-outs race', async () => {
    const token = await signIn(t.app, await createEmployee(t.database, { roles: ['Finance'] }));
    const statuses = (await Promise.all([signOut(bearer(token)), signOut(bearer(token))])).map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 401]).toContain(statuses[1]);
    await expectEnded(token);
  });
});

describe('revocation of every session of an employee', () => {
  let who: TestEmployee;
  let tokens: [string, string];

  beforeEach(async () => {
    who = await createEmployee(t.database, { roles: ['Employee'] });
    tokens = [await signIn(t.app, who), await signIn(t.app, who)];
  });

  it('on deactivation: re-activating leaves the old tokens dead', async () => {
    expect((await update(who.id, { active: false })).statusCode).toBe(200);
    expect((await update(who.id, { active: true })).statusCode).toBe(200);
    for (const token of tokens) await expectEnded(token);
    expect((await me(await signIn(t.app, who))).statusCode).toBe(200);
  });

  it('on a change of roles, also of their order; not on other edits', async () => {
    expect((await update(who.id, { phone: '+1 555 0123' })).statusCode).toBe(200);
    expect((await me(tokens[0])).statusCode).toBe(200);
    expect((await update(who.id, { roles: ['Employee', 'Hod'] })).statusCode).toBe(200);
    for (const token of tokens) await expectEnded(token);
    const again = await signIn(t.app, who);
    expect((await update(who.id, { roles: ['Hod', 'Employee'] })).statusCode).toBe(200);
    await expectEnded(again);
  });

  it('on a password change by themselves (the token used too) or by an Admin', async () => {
    const own = await t.app.inject({
      method: 'PUT',
      url: `/setup/employees/password/${who.id}`,
      headers: bearer(tokens[0]),
      payload: { currentPassword: who.password, password: 'Changed-myself-1' },
    });
    expect(own.statusCode).toBe(200);
    for (const token of tokens) await expectEnded(token);

    const fresh = await signIn(t.app, { email: who.email, password: 'Changed-myself-1' });
    const byAdmin = await t.app.inject({ method: 'PUT', url: `/setup/employees/password/${who.id}`, headers: admin, payload: { password: 'Set-by-admin-2' } });
    expect(byAdmin.statusCode).toBe(200);
    await expectEnded(fresh);
  });

  it('on a password reset', async () => {
    const mailed = mail.next(who.email);
    await t.app.inject({ method: 'POST', url: '/setup/employees/reset', payload: { email: who.email } });
    const token = resetTokenIn((await mailed).text);
    const done = await t.app.inject({ method: 'POST', url: '/setup/employees/reset/confirm', payload: { token, password: 'Reset-password-3' } });
    expect(done.statusCode).toBe(200);
    for (const old of tokens) await expectEnded(old);
  });

  it('on deletion (the sessions go with the employee)', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: `/setup/employees/${who.id}`, headers: admin })).statusCode).toBe(200);
    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.employeeId, who.id))).toEqual([]);
  });
});

it('deletes sessions expired more than a day ago when someone signs in, keeping the others', async () => {
  const who = await createEmployee(t.database, { roles: ['Product'] });
  await signIn(t.app, who);
  await signIn(t.app, who);
  const [old, recent] = await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.employeeId, who.id));
  if (!old || !recent) throw new Error('Expected two sessions');
  await t.database.db.execute(sql`update sessions set expires_at = now() - interval '25 hours' where id = ${old.id}`);
  await t.database.db.execute(sql`update sessions set expires_at = now() - interval '23 hours' where id = ${recent.id}`);
  await signIn(t.app, await createEmployee(t.database, { roles: ['Employee'] }));
  const left = (await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.employeeId, who.id))).map((r) => r.id);
  expect(left).toEqual([recent.id]);
});
