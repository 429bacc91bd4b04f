import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../mail/outbox-table';
import { resetTokenIn, startMailCatcher, type MailCatcher } from '../../../scripts/stack/mail-catcher';
import { bearer, capturedLogger, createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../testing/test-app';
import { PASSWORD_RESET, RESET_LINK_INVALID, RESET_REQUESTED } from './reset-routes';
import { ADDRESS_LIMIT_PER_MINUTE } from './sign-in-throttle';
import { hashResetToken } from './reset-tokens';
import { passwordResetTokens } from './reset-tokens-table';

/*
 * Password reset (spec §7 `POST /setup/employees/reset`; DESIGN §2; contract "Auth"): the same answer for
 * any address, a single-use expiring link built from WEB_URL, mailed through a real SMTP server; without
 * SMTP_URL (development) the mail goes to the outbox with its token redacted. No token is ever logged.
 */

const WEB_URL = 'https://backoffice.example.test';
let t: TestApp;
let mail: MailCatcher;
let user: TestEmployee;
const log = capturedLogger();

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ WEB_URL: `${WEB_URL}/`, SMTP_URL: mail.url, MAIL_FROM: 'Back Office <no-reply@example.test>' }, { logger: log.logger });
  user = await createEmployee(t.database, { roles: ['Employee'], email: 'Reset.Me@example.com' });
});

afterAll(async () => {
  await t?.close();
  await mail?.close();
});

const requestReset = (email: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/setup/employees/reset', payload: { email }, headers });
/** Confirms from an address of its own: confirmations count towards the per-address limit, as reset requests do. */
const confirm = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/setup/employees/reset/confirm', payload: { token, password }, remoteAddress: '203.0.113.79' });

/** Checks a reset link without using it, from `remoteAddress` (one of its own, so the checks do not use up the limit of the other tests' address). */
const check = (token: string, remoteAddress = '203.0.113.80') => t.app.inject({ method: 'POST', url: '/setup/employees/reset/check', payload: { token }, remoteAddress });

/** Asks for a reset of `email` and returns the mailed text. */
async function resetMailFor(email: string, headers: Record<string, string> = {}) {
  const mailed = mail.next(email);
  expect((await requestReset(email, headers)).statusCode).toBe(202);
  return (await mailed).text;
}

it('answers 202 with the same message for a known and an unknown address, mailing only the known one', async () => {
  const unknown = await requestReset('nobody@example.com');
  expect(unknown.statusCode).toBe(202);
  expect(unknown.json()).toEqual({ message: RESET_REQUESTED });

  const mailed = mail.next(user.email);
  const known = await requestReset('reset.me@EXAMPLE.com', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
  expect(known.statusCode).toBe(202);
  expect(known.body).toBe(unknown.body);
  const { text, to } = await mailed;
  expect(to).toEqual(['reset.me@example.com']);
  expect(text).toContain('Subject: Reset your Back Office password');
  expect(text).toContain('From: Back Office <no-reply@example.test>');
  expect(text).toContain(`${WEB_URL}/account/reset-password?token=`);
  expect(text).not.toContain('evil.example');
  expect(mail.mails.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  // SMTP mode keeps no copy.
  expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
});

it('stores only the SHA-256 of a 256-bit token, valid for 30 minutes', async () => {
  const token = resetTokenIn(await resetMailFor(user.email));
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
  const older = resetTokenIn(await resetMailFor(user.email));
  const newer = resetTokenIn(await resetMailFor(user.email));

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
  const token = resetTokenIn(await resetMailFor(user.email));
  await t.database.db
    .update(passwordResetTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
  expect((await confirm(token, 'Expired-password-3')).json()).toEqual({ message: RESET_LINK_INVALID });
});

it('mails nothing for an inactive employee, and answers 400 for a malformed address', async () => {
  const inactive = await createEmployee(t.database, { roles: ['Employee'], active: false });
  const before = mail.mails.length;
  expect((await requestReset(inactive.email)).statusCode).toBe(202);
  // A mail would be on its way by now (the active case above waits for the same delivery).
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(mail.mails.length).toBe(before);
  expect((await requestReset('not-an-address')).statusCode).toBe(400);
});

it('never logs a token or a reset link', async () => {
  const token = resetTokenIn(await resetMailFor(user.email));
  expect(log.text()).toContain('/setup/employees/reset');
  expect(log.text()).not.toContain(token);
  expect(log.text()).not.toMatch(/reset-password\?token=/);
});

describe('POST /setup/employees/reset/check', () => {
  it('says a fresh link works and until when, without using it', async () => {
    const token = resetTokenIn(await resetMailFor(user.email));
    const answer = await check(token);
    expect(answer.statusCode).toBe(200);
    const { valid, expiresAt } = answer.json<{ valid: boolean; expiresAt: string }>();
    expect(valid).toBe(true);
    const [row] = await t.database.db
      .select({ expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(expiresAt).toBe(row?.expiresAt.toISOString());
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    // Checking twice changes nothing: the link still sets the password once.
    expect((await check(token)).statusCode).toBe(200);
    expect((await confirm(token, 'Checked-then-reset-4')).statusCode).toBe(200);
  });

  it("answers the confirm's 400 for a used, an expired and an unknown link", async () => {
    const used = resetTokenIn(await resetMailFor(user.email));
    expect((await confirm(used, 'Used-link-password-5')).statusCode).toBe(200);
    const expired = resetTokenIn(await resetMailFor(user.email));
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(expired)));
    for (const token of [used, expired, 'made-up-token']) {
      const answer = await check(token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: RESET_LINK_INVALID });
    }
    const missing = await t.app.inject({ method: 'POST', url: '/setup/employees/reset/check', payload: {}, remoteAddress: '203.0.113.81' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'token' })]);
  });

  it('counts towards the per-address limit of sign-in (429 with Retry-After), other addresses unaffected', async () => {
    const address = '203.0.113.82';
    for (let i = 0; i < ADDRESS_LIMIT_PER_MINUTE; i++) expect((await check(`guess-${i}`, address)).statusCode).toBe(400);
    const refused = await check('guess-last', address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many sign-in attempts from your network\. Wait \d+ seconds? and try again\.$/) });
    // The same address cannot sign in either meanwhile; another address can check.
    const signIn = await t.app.inject({ method: 'POST', url: '/setup/employees/authenticate', payload: { email: user.email, password: 'x' }, remoteAddress: address });
    expect(signIn.statusCode).toBe(429);
    expect((await check('guess-elsewhere', '203.0.113.83')).statusCode).toBe(400);
  });

  it('never logs the token', async () => {
    const token = resetTokenIn(await resetMailFor(user.email));
    await check(token);
    expect(log.text()).toContain('/setup/employees/reset/check');
    expect(log.text()).not.toContain(token);
  });
});

describe('POST /setup/employees/reset/confirm throttle', () => {
  const confirmFrom = (token: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/setup/employees/reset/confirm', payload: { token, password: 'Guessing-password-1' }, remoteAddress });

  it('counts towards the per-address limit of sign-in like a check (429 with Retry-After), a working link included; other addresses unaffected', async () => {
    const address = '203.0.113.84';
    for (let i = 0; i < ADDRESS_LIMIT_PER_MINUTE; i++) expect((await confirmFrom(`guess-${i}`, address)).statusCode).toBe(400);
    const token = resetTokenIn(await resetMailFor(user.email));
    const refused = await confirmFrom(token, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many sign-in attempts from your network\. Wait \d+ seconds? and try again\.$/) });
    // Refused before it was used: the link still works from elsewhere.
    expect((await confirmFrom(token, '203.0.113.85')).statusCode).toBe(200);
  });
});

describe('without SMTP_URL (development)', () => {
  let outbox: TestApp;
  const outboxLog = capturedLogger();

  beforeAll(async () => {
    outbox = await createTestApp({ WEB_URL }, { logger: outboxLog.logger });
  });

  afterAll(async () => {
    await outbox?.close();
  });

  it('keeps the mail in mail_outbox with the token redacted, and logs only who it is for', async () => {
    const who = await createEmployee(outbox.database, { roles: ['Gvr'] });
    expect((await outbox.app.inject({ method: 'POST', url: '/setup/employees/reset', payload: { email: who.email } })).statusCode).toBe(202);
    const [kept] = await outbox.database.db.select().from(mailOutbox);
    expect(kept).toMatchObject({ recipient: who.email, subject: 'Reset your Back Office password' });
    expect(kept?.body).toContain(`${WEB_URL}/account/reset-password?token=[redacted]`);
    expect(kept?.body).not.toMatch(/token=(?!\[redacted\])/);
    const [issued] = await outbox.database.db.select().from(passwordResetTokens);
    expect(issued?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const line = outboxLog.lines().find((l) => typeof l.msg === 'string' && l.msg.startsWith('mail written'));
    expect(line?.mail).toEqual({ to: who.email, subject: 'Reset your Back Office password' });
    expect(outboxLog.text()).not.toMatch(/token=(?!\[redacted\])/);
  });
});
