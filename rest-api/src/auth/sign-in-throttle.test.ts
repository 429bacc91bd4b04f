import { and, eq, sql } from 'drizzle-orm';
import { resetTokenIn, startMailCatcher, type MailCatcher } from '../../../scripts/stack/mail-catcher';
import { createEmployee, createTestApp, type TestApp } from '../../testing/test-app';
import { INVALID_CREDENTIALS } from './authenticate-route';
import {
  ACCOUNT_FAILURE_THRESHOLD,
  ADDRESS_LIMIT_PER_MINUTE,
  FREE_FAILURES,
  UNKNOWN_ADDRESS_INTERVAL_SECONDS,
  createSignInThrottle,
  tooManyFailures,
  tooManyFromNetwork,
} from './sign-in-throttle';
import { signInAttempts } from './sign-in-attempts-table';
import { signInKnownAddresses } from './sign-in-known-addresses-table';

/*
 * Brute-force limits of sign-in (contract "Auth"): exponential backoff per account and address, a shared
 * pace for addresses not known for an account under attack, and 429 after SIGN_IN_LIMIT_PER_MINUTE
 * attempts a minute from one address; none of which lets an attacker keep a person out. Time passing is
 * simulated by moving the recorded attempts back.
 */

let t: TestApp;
let mail: MailCatcher;
let nextAddress = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ SMTP_URL: mail.url });
});

afterAll(async () => {
  await t?.close();
  await mail?.close();
});

/** A client address no other test uses (each has its own per-minute budget). */
function freshAddress(): string {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

function attempt(email: string, password: string, address: string) {
  return t.app.inject({ method: 'POST', url: '/setup/employees/authenticate', payload: { email, password }, remoteAddress: address });
}

/** Moves the account's recorded attempts `seconds` into the past. */
async function age(email: string, seconds: number) {
  await t.database.db
    .update(signInAttempts)
    .set({ createdAt: sql`${signInAttempts.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(signInAttempts.email, email.toLowerCase()));
}

/** Makes the account's recorded attempts as recent as now: the next attempt comes right after them. */
async function justNow(email: string) {
  await t.database.db
    .update(signInAttempts)
    .set({ createdAt: sql`now()` })
    .where(eq(signInAttempts.email, email.toLowerCase()));
}

/** Expects a 429 of the backoff asking to wait exactly `seconds`. */
function expectWait(response: { statusCode: number; json(): unknown; headers: Record<string, unknown> }, seconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: tooManyFailures(seconds) });
  expect(response.headers['retry-after']).toBe(String(seconds));
}

async function failures(email: string, address?: string) {
  const rows = await t.database.db
    .select({ failed: signInAttempts.failed })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.email, email.toLowerCase()), address ? eq(signInAttempts.address, address) : undefined));
  return rows.filter((row) => row.failed).length;
}

const newUser = () => createEmployee(t.database, { roles: ['Employee'] });

describe('backoff per account and address', () => {
  it('costs nothing for the first mistakes, and a success clears them', async () => {
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < FREE_FAILURES; i++) expect((await attempt(user.email, 'wrong password', address)).statusCode).toBe(401);
    await age(user.email, 1);
    expect((await attempt(user.email, user.password, address)).statusCode).toBe(200);
    expect(await failures(user.email)).toBe(0);
    for (let i = 0; i < FREE_FAILURES; i++) expect((await attempt(user.email, 'wrong password', address)).statusCode).toBe(401);
  });

  it('then asks for a wait that doubles with each failure: 1 s, 2 s, 4 s, …', async () => {
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < FREE_FAILURES; i++) await attempt(user.email, 'wrong password', address);
    for (const seconds of [1, 2, 4, 8]) {
      await justNow(user.email);
      expectWait(await attempt(user.email, user.password, address), seconds);
      await age(user.email, seconds);
      expect((await attempt(user.email, 'wrong password', address)).json()).toEqual({ message: INVALID_CREDENTIALS });
    }
    await justNow(user.email);
    expectWait(await attempt(user.email, user.password, address), 16);
  });

  it('refuses attempts during a wait without checking the password, and they do not extend it', async () => {
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < FREE_FAILURES + 2; i++) {
      await attempt(user.email, 'wrong password', address);
      await age(user.email, 60);
    }
    await justNow(user.email);
    // 5 failures: wait 4 s. The right password is refused (not checked), again and again.
    for (let i = 0; i < 5; i++) {
      const refused = await attempt(user.email, user.password, address);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(4);
    }
    expect(await failures(user.email)).toBe(5);
    // Had the refused attempts counted, the wait would now be 2^7 s from the last of them.
    await age(user.email, 4);
    expect((await attempt(user.email, user.password, address)).statusCode).toBe(200);
  });

  it('holds up only that address: 5 wrong passwords from A do not stop the right one from a known address B', async () => {
    const user = await newUser();
    const [a, b, c] = [freshAddress(), freshAddress(), freshAddress()];
    expect((await attempt(user.email, user.password, b)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await attempt(user.email, 'wrong password', a);
    expect((await attempt(user.email, user.password, a)).statusCode).toBe(429);
    expect((await attempt(user.email, user.password, b)).statusCode).toBe(200);
    // And from a new address, as long as the account is not under attack from many.
    for (let i = 0; i < 5; i++) await attempt(user.email, 'wrong password', a);
    expect((await attempt(user.email, user.password, c)).statusCode).toBe(200);
  });

  it('is cleared by a password reset', async () => {
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < FREE_FAILURES + 1; i++) await attempt(user.email, 'wrong password', address);
    await justNow(user.email);
    expect((await attempt(user.email, user.password, address)).statusCode).toBe(429);

    const mailed = mail.next(user.email);
    await t.app.inject({ method: 'POST', url: '/setup/employees/reset', payload: { email: user.email }, remoteAddress: freshAddress() });
    const token = resetTokenIn((await mailed).text);
    expect((await t.app.inject({ method: 'POST', url: '/setup/employees/reset/confirm', payload: { token, password: 'After-the-reset-1' } })).statusCode).toBe(200);
    expect((await attempt(user.email, 'After-the-reset-1', address)).statusCode).toBe(200);
  });
});

describe('an account under attack from many addresses', () => {
  /** Failures from distinct fresh addresses, 3 each (no address reaches its own backoff), until `total`. */
  async function spread(email: string, total: number) {
    let address = freshAddress();
    for (let i = 0; i < total; i++) {
      if (i % FREE_FAILURES === 0) address = freshAddress();
      await attempt(email, 'wrong password', address);
    }
  }

  it('gives unknown addresses one password check per 30 s between them; a known address is never held up', async () => {
    const user = await newUser();
    const home = freshAddress();
    expect((await attempt(user.email, user.password, home)).statusCode).toBe(200);
    await spread(user.email, ACCOUNT_FAILURE_THRESHOLD);
    expect(await failures(user.email)).toBe(ACCOUNT_FAILURE_THRESHOLD);

    const stranger = await attempt(user.email, user.password, freshAddress());
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({ message: expect.stringMatching(/^Too many failed sign-ins\. Wait \d+ seconds and try again, or reset your password\.$/) });
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(UNKNOWN_ADDRESS_INTERVAL_SECONDS);

    expect((await attempt(user.email, user.password, home)).statusCode).toBe(200);
    // That success cleared the account's failures: strangers are no longer paced.
    expect((await attempt(user.email, user.password, freshAddress())).statusCode).toBe(200);
  });

  it('lets an unknown address in once the interval has passed, and forgets known addresses after 30 days', async () => {
    const user = await newUser();
    const home = freshAddress();
    expect((await attempt(user.email, user.password, home)).statusCode).toBe(200);
    await spread(user.email, ACCOUNT_FAILURE_THRESHOLD);
    await age(user.email, UNKNOWN_ADDRESS_INTERVAL_SECONDS);
    expect((await attempt(user.email, 'wrong password', freshAddress())).statusCode).toBe(401);
    expect((await attempt(user.email, user.password, freshAddress())).statusCode).toBe(429);

    await t.database.db
      .update(signInKnownAddresses)
      .set({ lastSuccessAt: sql`now() - interval '31 days'` })
      .where(eq(signInKnownAddresses.email, user.email.toLowerCase()));
    expect((await attempt(user.email, user.password, home)).statusCode).toBe(429);
  });
});

it('answers unknown and known e-mails alike, step by step', async () => {
  const user = await newUser();
  const steps = async (email: string, password: string, address: string) => {
    const answers: string[] = [];
    for (let i = 0; i < FREE_FAILURES + 2; i++) {
      await justNow(email);
      const response = await attempt(email, password, address);
      answers.push(`${response.statusCode} ${response.headers['retry-after'] ?? '-'} ${response.body}`);
    }
    return answers;
  };
  const known = await steps(user.email, 'wrong password', freshAddress());
  const unknown = await steps('ghost.account@example.com', 'wrong password', freshAddress());
  expect(unknown).toEqual(known);
  expect(known.filter((answer) => answer.startsWith('429'))).toHaveLength(2);
});

describe('per client address', () => {
  it('answers 429 with Retry-After after SIGN_IN_LIMIT_PER_MINUTE (60) failures a minute from one address, other addresses unaffected', async () => {
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < ADDRESS_LIMIT_PER_MINUTE; i++) expect((await attempt(`p${i}@example.com`, 'x', address)).statusCode).toBe(401);
    const throttled = await attempt(user.email, user.password, address);
    expect(throttled.statusCode).toBe(429);
    const seconds = Number(throttled.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(throttled.json()).toEqual({ message: tooManyFromNetwork(seconds) });
    expect((await attempt(user.email, user.password, freshAddress())).statusCode).toBe(200);
    await t.database.db
      .update(signInAttempts)
      .set({ createdAt: sql`${signInAttempts.createdAt} - interval '2 minutes'` })
      .where(eq(signInAttempts.address, address));
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
      expect(row?.address).toBe('203.0.113.5');
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
      expect(refused.json()).toEqual({ message: tooManyFromNetwork(Number(refused.headers['retry-after'])) });
    } finally {
      await strict.close();
    }
  });

  it('does not count forgot-password requests against the account', async () => {
    const forgetful = await newUser();
    const address = freshAddress();
    for (let i = 0; i < FREE_FAILURES + 2; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/setup/employees/reset', payload: { email: forgetful.email }, remoteAddress: address })).statusCode).toBe(202);
    }
    expect((await attempt(forgetful.email, forgetful.password, address)).statusCode).toBe(200);
  });
});

describe('one address shared by many people (an office proxy or NAT, DESIGN §1)', () => {
  it('30 anonymous bad sign-ins from the address, then 20 people signing in there for the first time: none is refused', async () => {
    const office = freshAddress();
    for (let n = 0; n < 30; n++) expect((await attempt(`anonymous${n}.${office}@example.com`, 'Guess-12345', office)).statusCode).toBe(401);
    const people = await Promise.all(Array.from({ length: 20 }, () => newUser()));
    for (const person of people) expect((await attempt(person.email, person.password, office)).statusCode).toBe(200);
  });

  it('counts no success: more honest sign-ins a minute than the limit from one address all pass', async () => {
    const office = freshAddress();
    const person = await newUser();
    for (let n = 0; n <= ADDRESS_LIMIT_PER_MINUTE; n++) expect((await attempt(person.email, person.password, office)).statusCode).toBe(200);
    expect(await t.database.db.select().from(signInAttempts).where(eq(signInAttempts.address, office))).toEqual([]);
  });

  it('an address over its limit still lets in, and does not count, the people who signed in from it before', async () => {
    const office = freshAddress();
    const regular = await newUser();
    expect((await attempt(regular.email, regular.password, office)).statusCode).toBe(200);
    for (let n = 0; n < ADDRESS_LIMIT_PER_MINUTE; n++) await attempt(`stranger${n}.${office}@example.com`, 'Guess-12345', office);
    expect((await attempt(`stranger-again.${office}@example.com`, 'Guess-12345', office)).statusCode).toBe(429);
    // A known person's typo is judged by their own backoff, not by the address's limit.
    expect((await attempt(regular.email, 'typo', office)).statusCode).toBe(401);
    expect((await attempt(regular.email, regular.password, office)).statusCode).toBe(200);
  });

  it('an owner signs in from their known address however many failures others pile up on their account elsewhere', async () => {
    const owner = await newUser();
    const home = freshAddress();
    expect((await attempt(owner.email, owner.password, home)).statusCode).toBe(200);
    for (let n = 0; n < ACCOUNT_FAILURE_THRESHOLD * 2; n++) await attempt(owner.email, `Guess-${n}`, freshAddress());
    expect((await attempt(owner.email, owner.password, freshAddress())).statusCode).toBe(429);
    expect((await attempt(owner.email, owner.password, home)).statusCode).toBe(200);
  });
});

describe('parallel attempts cannot multiply guesses', () => {
  it('lets exactly 3 of a burst of wrong passwords from one address reach the password check', async () => {
    const victim = await newUser();
    const throttle = createSignInThrottle(t.database.db, 100);
    const address = freshAddress();
    // All attempts are recorded before any is judged, at one instant: the interleaving a burst causes.
    const attempts = await Promise.all(Array.from({ length: 12 }, () => throttle.begin(address, victim.email)));
    await justNow(victim.email);
    const outcomes = await Promise.allSettled(attempts.map((id) => throttle.admit(id)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(FREE_FAILURES);
    for (const outcome of outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many failed sign-ins/) });
    }
    // The refused ones are not failures.
    expect(await failures(victim.email)).toBe(FREE_FAILURES);
  });

  it('checks 3 passwords of 10 sent at once over HTTP', async () => {
    const victim = await newUser();
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, () => attempt(victim.email, 'wrong password', address)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - FREE_FAILURES);
  });

  it('refuses with 429 every attempt of a parallel burst beyond the per-address limit', async () => {
    const throttle = createSignInThrottle(t.database.db, 5);
    const address = freshAddress();
    const outcomes = await Promise.allSettled(Array.from({ length: 15 }, (_, n) => throttle.begin(address, `burst${n}@example.com`)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(refused).toHaveLength(10);
    for (const { reason } of refused) expect(reason).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many sign-in attempts from your network/) });
  });
});
