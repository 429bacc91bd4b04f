import { eq, sql } from 'drizzle-orm';
import { createEmployee, createTestApp, type TestApp, type TestEmployee } from '../testing/test-app';
import { INVALID_CREDENTIALS } from './authenticate-route';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_LIMIT_PER_MINUTE, TOO_MANY_ATTEMPTS, createSignInThrottle } from './sign-in-throttle';
import { signInAttempts } from './sign-in-attempts-table';

/*
 * Brute-force limits of sign-in (contract "Auth"), counted in the sign_in_attempts table: the account
 * lock after 5 failures in 15 minutes, and 429 after 20 attempts a minute from one address. Time passing
 * is simulated by moving the recorded attempts back.
 */

let t: TestApp;
let user: TestEmployee;

beforeAll(async () => {
  t = await createTestApp();
  user = await createEmployee(t.database, { roles: ['Employee'] });
});

afterAll(async () => {
  await t?.close();
});

function attempt(email: string, password: string, address = '192.0.2.10') {
  return t.app.inject({ method: 'POST', url: '/setup/employees/authenticate', payload: { email, password }, remoteAddress: address });
}

async function age(column: 'email' | 'address', value: string, minutes: number) {
  await t.database.db
    .update(signInAttempts)
    .set({ createdAt: sql`${signInAttempts.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(signInAttempts[column], value));
}

it('locks an account after 5 failures: the right password then gets the same 401 until the window passes', async () => {
  for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) expect((await attempt(user.email, 'wrong password')).statusCode).toBe(401);
  const locked = await attempt(user.email.toUpperCase(), user.password);
  expect(locked.statusCode).toBe(401);
  expect(locked.json()).toEqual({ message: INVALID_CREDENTIALS });
  await age('email', user.email.toLowerCase(), 16);
  expect((await attempt(user.email, user.password)).statusCode).toBe(200);
});

it('does not lock after fewer failures, and a success clears them', async () => {
  for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await attempt(user.email, 'wrong password');
  expect((await attempt(user.email, user.password)).statusCode).toBe(200);
  for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await attempt(user.email, 'wrong password');
  expect((await attempt(user.email, user.password)).statusCode).toBe(200);
});

it('locks unknown e-mails alike, telling nothing about which exist', async () => {
  for (let i = 0; i < ACCOUNT_FAILURE_LIMIT + 1; i++) {
    expect((await attempt('ghost@example.com', 'x')).json()).toEqual({ message: INVALID_CREDENTIALS });
  }
});

it('answers 429 with Retry-After after 20 attempts a minute from one address, other addresses unaffected', async () => {
  const address = '198.51.100.7';
  for (let i = 0; i < ADDRESS_LIMIT_PER_MINUTE; i++) expect((await attempt(`p${i}@example.com`, 'x', address)).statusCode).toBe(401);
  const throttled = await attempt(user.email, user.password, address);
  expect(throttled.statusCode).toBe(429);
  expect(throttled.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
  expect(Number(throttled.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect((await attempt(user.email, user.password, '198.51.100.8')).statusCode).toBe(200);
  await age('address', address, 2);
  expect((await attempt(user.email, user.password, address)).statusCode).toBe(200);
});

it('counts by X-Forwarded-For only from a trusted proxy (TRUST_PROXY)', async () => {
  const behind = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  try {
    const who = await createEmployee(behind.database, { roles: ['Employee'] });
    const via = (client: string) =>
      behind.app.inject({
        method: 'POST',
        url: '/setup/employees/authenticate',
        payload: { email: who.email, password: 'wrong' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    await via('203.0.113.5');
    const [row] = await behind.database.db.select({ address: signInAttempts.address }).from(signInAttempts);
    expect(row.address).toBe('203.0.113.5');
  } finally {
    await behind.close();
  }
});

it('takes the per-address limit from SIGN_IN_LIMIT_PER_MINUTE', async () => {
  const strict = await createTestApp({ SIGN_IN_LIMIT_PER_MINUTE: '3' });
  try {
    const tryOnce = (n: number) =>
      strict.app.inject({ method: 'POST', url: '/setup/employees/authenticate', payload: { email: `s${n}@example.com`, password: 'x' }, remoteAddress: '192.0.2.77' });
    for (let n = 0; n < 3; n++) expect((await tryOnce(n)).statusCode).toBe(401);
    const refused = await tryOnce(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
  } finally {
    await strict.close();
  }
});

describe('parallel attempts cannot multiply guesses', () => {
  it('lets exactly 5 of a burst of wrong passwords reach the password check, and the lock holds after', async () => {
    const victim = await createEmployee(t.database, { roles: ['Employee'] });
    const throttle = createSignInThrottle(t.database.db, 100);
    // All attempts are recorded before any is judged: the interleaving a burst of parallel requests causes.
    const attempts = await Promise.all(Array.from({ length: 12 }, () => throttle.begin('192.0.2.40', victim.email)));
    const locked = await Promise.all(attempts.map((id) => throttle.isLocked(victim.email, id)));
    expect(locked.filter((isLocked) => !isLocked)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    expect((await attempt(victim.email, victim.password, '192.0.2.41')).statusCode).toBe(401);
  });

  it('refuses with 429 every attempt of a parallel burst beyond the per-address limit', async () => {
    const throttle = createSignInThrottle(t.database.db, 5);
    const outcomes = await Promise.allSettled(Array.from({ length: 15 }, (_, n) => throttle.begin('198.51.100.60', `burst${n}@example.com`)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(refused).toHaveLength(10);
    for (const { reason } of refused) expect(reason).toMatchObject({ statusCode: 429, message: TOO_MANY_ATTEMPTS });
  });

  it('does not count forgot-password requests against the account', async () => {
    const forgetful = await createEmployee(t.database, { roles: ['Employee'] });
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT + 1; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/setup/employees/reset', payload: { email: forgetful.email }, remoteAddress: '192.0.2.50' })).statusCode).toBe(202);
    }
    expect((await attempt(forgetful.email, forgetful.password, '192.0.2.51')).statusCode).toBe(200);
  });
});
