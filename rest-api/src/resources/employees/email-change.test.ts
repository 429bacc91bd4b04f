import { issueResetToken } from '../../auth/reset-tokens';
import { mailOutbox } from '../../mail/outbox-table';
import { bearer, createEmployee, createTestApp, signIn, type TestApp } from '../../../testing/test-app';

/*
 * An e-mail change (DESIGN §6; docs/security.md "Sessions"), by whoever makes it: the old address is
 * told (no link, no secret), and every session of the person ends, so that whoever changed the address
 * cannot keep a session past the change, and the owner learns of it.
 */

let t: TestApp;
let admin: { id: string; email: string; password: string };
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createEmployee(t.database, { roles: ['Admin'] });
  adminHeaders = bearer(await signIn(t.app, admin));
});

afterAll(async () => {
  await t?.close();
});

const put = (id: string, payload: object, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: `/setup/employees/${id}`, headers, payload });
const readSelf = (id: string, headers: Record<string, string>) => t.app.inject({ url: `/setup/employees/${id}`, headers });
const mailTo = async (address: string) => (await t.database.db.select().from(mailOutbox)).filter((mail) => mail.recipient === address);

it("mails the old address, ends the person's sessions and reset links, and the new address signs in", async () => {
  const person = await createEmployee(t.database, { roles: ['Employee'] });
  const first = bearer(await signIn(t.app, person));
  const second = bearer(await signIn(t.app, person));
  // A link mailed to the old address before the change.
  const oldLink = await issueResetToken(t.database.db, person.id);
  const answer = await put(person.id, { email: `moved-${person.email}` }, adminHeaders);
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ email: `moved-${person.email}` });

  for (const headers of [first, second]) expect((await readSelf(person.id, headers)).statusCode).toBe(401);
  const reset = await t.app.inject({ method: 'POST', url: '/setup/employees/reset/confirm', payload: { token: oldLink, password: 'Taken-over-by-old-1' } });
  expect(reset.statusCode).toBe(400);
  const fresh = bearer(await signIn(t.app, { email: `moved-${person.email}`, password: person.password }));
  expect((await readSelf(person.id, fresh)).statusCode).toBe(200);

  const [notice, ...more] = await mailTo(person.email);
  expect(more).toEqual([]);
  expect(notice?.subject).toBe('The e-mail address of your Back Office account was changed');
  expect(notice?.body).toContain(`from ${person.email} to moved-${person.email}`);
  expect(notice?.body).not.toMatch(/https?:\/\/|token|\[redacted\]/i);
  expect(await mailTo(`moved-${person.email}`)).toEqual([]);
  // The Admin who made the change keeps their session.
  expect((await readSelf(admin.id, adminHeaders)).statusCode).toBe(200);
});

it('an Admin changing their own address is told at the old one and signed out everywhere', async () => {
  const self = await createEmployee(t.database, { roles: ['Admin'] });
  const headers = bearer(await signIn(t.app, self));
  expect((await put(self.id, { email: `own-${self.email}` }, headers)).statusCode).toBe(200);
  expect((await readSelf(self.id, headers)).statusCode).toBe(401);
  expect(await mailTo(self.email)).toHaveLength(1);
});

it('a change of case only, or of another field, mails nothing and ends no session', async () => {
  const person = await createEmployee(t.database, { roles: ['Employee'], email: `case.${Date.now()}@example.com` });
  const headers = bearer(await signIn(t.app, person));
  expect((await put(person.id, { email: person.email.toUpperCase() }, adminHeaders)).statusCode).toBe(200);
  expect((await put(person.id, { employeeName: 'Renamed Person' }, adminHeaders)).statusCode).toBe(200);
  expect((await readSelf(person.id, headers)).statusCode).toBe(200);
  expect(await mailTo(person.email)).toEqual([]);
  expect(await mailTo(person.email.toUpperCase())).toEqual([]);
});
