import { desc, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { mailOutbox } from '../mail/outbox-table';
import { bearer, createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../testing/test-app';
import { PASSWORD_RESET, RESET_LINK_INVALID, RESET_REQUESTED } from './reset-routes';
import { hashResetToken } from './reset-tokens';
import { passwordResetTokens } from './reset-tokens-table';

/*
 * Password reset (spec §7 `POST /setup/employees/reset`; DESIGN §2; contract "Auth"): the same answer for
 * any address, a single-use expiring link built from WEB_URL, mailed to the outbox (no SMTP_URL) or
 * through a real SMTP server.
 */

const WEB_URL = 'https://backoffice.example.test';
let t: TestApp;
let user: TestEmployee;

beforeAll(async () => {
  t = await createTestApp({ WEB_URL: `${WEB_URL}/` });
  user = await createEmployee(t.database, { roles: ['Employee'], email: 'Reset.Me@example.com' });
});

afterAll(async () => {
  await t?.close();
});

const requestReset = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/setup/employees/reset', payload: { email }, headers });
const confirm = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/setup/employees/reset/confirm', payload: { token, password } });

async function latestMail() {
  const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return mail;
}

function tokenIn(text: string): string {
  const match = /\/account\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no link in ${text}`);
  return match[1];
}

it('answers 202 with the same message for a known and an unknown address, mailing only the known one', async () => {
  const unknown = await requestReset('nobody@example.com');
  expect(unknown.statusCode).toBe(202);
  expect(unknown.json()).toEqual({ message: RESET_REQUESTED });
  expect(await latestMail()).toBeUndefined();

  const known = await requestReset('reset.me@EXAMPLE.com', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
  expect(known.statusCode).toBe(202);
  expect(known.body).toBe(unknown.body);
  const mail = await latestMail();
  expect(mail).toMatchObject({ recipient: 'Reset.Me@example.com', subject: 'Reset your Back Office password' });
  expect(mail.body).toContain(`${WEB_URL}/account/reset-password?token=`);
  expect(mail.body).not.toContain('evil.example');
});

it('stores only the SHA-256 of a 256-bit token, valid for 30 minutes', async () => {
  await requestReset(user.email);
  const token = tokenIn((await latestMail()).body);
  expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  const [row] = await t.database.db
    .select({ hash: passwordResetTokens.tokenHash, minutes: sql<number>`round(extract(epoch from ${passwordResetTokens.expiresAt} - ${passwordResetTokens.createdAt}) / 60)::int` })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
  expect(row).toEqual({ hash: hashResetToken(token), minutes: 30 });
  const everything = JSON.stringify(await t.database.db.select().from(passwordResetTokens));
  expect(everything).not.toContain(token);
});

it('sets the new password once per link, revoking the earlier links, and tells the employee', async () => {
  await requestReset(user.email);
  const older = tokenIn((await latestMail()).body);
  await requestReset(user.email);
  const newer = tokenIn((await latestMail()).body);

  const weak = await confirm(newer, 'weak');
  expect(weak.statusCode).toBe(400);
  expect(weak.json().errors.every((e: { field: string }) => e.field === 'password')).toBe(true);

  const done = await confirm(newer, 'Brand-new-password-1');
  expect(done.statusCode).toBe(200);
  expect(done.json()).toEqual({ message: PASSWORD_RESET });
  const token = await signIn(t.app, { email: user.email, password: 'Brand-new-password-1' });
  expect((await t.app.inject({ url: '/setup/notifications', headers: bearer(token) })).json()[0]).toMatchObject({ title: 'Your password was reset' });

  for (const used of [newer, older, 'made-up-token']) {
    const again = await confirm(used, 'Another-password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: RESET_LINK_INVALID });
  }
});

it('refuses an expired link', async () => {
  await requestReset(user.email);
  const token = tokenIn((await latestMail()).body);
  await t.database.db
    .update(passwordResetTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
  expect((await confirm(token, 'Expired-password-3')).json()).toEqual({ message: RESET_LINK_INVALID });
});

it('mails nothing for an inactive employee, and answers 400 for a malformed address', async () => {
  const inactive = await createEmployee(t.database, { roles: ['Employee'], active: false });
  const before = await latestMail();
  expect((await requestReset(inactive.email)).statusCode).toBe(202);
  expect(await latestMail()).toEqual(before);
  expect((await requestReset('not-an-address')).statusCode).toBe(400);
});

describe('with SMTP_URL', () => {
  let smtp: SMTPServer;
  let withSmtp: TestApp;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    withSmtp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Back Office <no-reply@example.test>', WEB_URL });
  });

  afterAll(async () => {
    await withSmtp?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the link through the SMTP server instead of the outbox', async () => {
    const who = await createEmployee(withSmtp.database, { roles: ['Gvr'] });
    expect((await withSmtp.app.inject({ method: 'POST', url: '/setup/employees/reset', payload: { email: who.email } })).statusCode).toBe(202);
    // Delivery happens after the answer; wait for the server to receive it (bounded by the test timeout).
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received[0]).toContain(`To: ${who.email}`);
    expect(received[0]).toContain('From: Back Office <no-reply@example.test>');
    const token = tokenIn(received[0].replace(/=\r\n/g, '').replace(/=3D/g, '='));
    expect((await withSmtp.app.inject({ method: 'POST', url: '/setup/employees/reset/confirm', payload: { token, password: 'Mailed-password-4' } })).statusCode).toBe(200);
    expect(await withSmtp.database.db.select().from(mailOutbox)).toEqual([]);
  });
});
