import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rawRows } from '../db/raw-rows';
import { HttpError } from '../http/http-error';
import { signInAttempts } from './sign-in-attempts-table';
import { signInKnownAddresses } from './sign-in-known-addresses-table';

/**
 * Counted attempts from one client address within a minute beyond which it gets 429
 * (SIGN_IN_LIMIT_PER_MINUTE's default). Counted are failed (or still unsettled) sign-ins, attempts
 * refused by a backoff and reset requests, for accounts the address is not known for; a success is
 * never counted, and an attempt for an account the address is known for is neither counted nor held
 * up. Generous, because a whole office or a carrier NAT can be one address (DESIGN §1): 30 anonymous
 * failures a minute leave room for everyone else's first sign-ins and typos.
 */
export const ADDRESS_LIMIT_PER_MINUTE = 60;

/** Failures counted by the backoffs are those of the last this many minutes. */
export const FAILURE_WINDOW_MINUTES = 15;

/**
 * Failures of one account from one address (within {@link FAILURE_WINDOW_MINUTES}) that cost nothing:
 * a person mistyping twice or thrice is never held up.
 */
export const FREE_FAILURES = 3;

/**
 * The longest wait the per-address backoff asks for, in seconds (15 minutes). After {@link FREE_FAILURES}
 * failures from one address for one account, each further attempt from there must wait 2^(failures − 3)
 * seconds after the previous failure (1, 2, 4, 8, … s), up to this.
 */
export const MAX_WAIT_SECONDS = 15 * 60;

/**
 * Failures of one account from anywhere (within {@link FAILURE_WINDOW_MINUTES}) after which addresses
 * that are not known for it ({@link KNOWN_ADDRESS_DAYS}) share {@link UNKNOWN_ADDRESS_INTERVAL_SECONDS}:
 * a guesser spread over many addresses gets one password check per interval between them all.
 */
export const ACCOUNT_FAILURE_THRESHOLD = 10;

/** Seconds between two password checks of an account under attack from addresses not known for it. */
export const UNKNOWN_ADDRESS_INTERVAL_SECONDS = 30;

/**
 * An address that signed in successfully to an account within this many days is known for it, and is
 * never held up by other addresses' failures (so an attacker cannot keep a person out).
 */
export const KNOWN_ADDRESS_DAYS = 30;

/** The 429 message of the backoffs (contract "Auth"), for a wait of `seconds`. */
export function tooManyFailures(seconds: number): string {
  return `Too many failed sign-ins. Wait ${secondsText(seconds)} and try again, or reset your password.`;
}

/** The 429 message of the per-address limit (contract "Auth"), for a wait of `seconds`. */
export function tooManyFromNetwork(seconds: number): string {
  return `Too many sign-in attempts from your network. Wait ${secondsText(seconds)} and try again.`;
}

function secondsText(seconds: number): string {
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

/** How long attempt rows are kept (every window is far shorter). */
const KEEP = sql`interval '1 day'`;

/**
 * The brute-force limits of sign-in (contract "Auth"), over the `sign_in_attempts` and
 * `sign_in_known_addresses` tables so that every replica shares them (DESIGN §1). They protect an
 * account without letting an attacker lock its owner out:
 * - per client address: at most `addressLimitPerMinute` (SIGN_IN_LIMIT_PER_MINUTE, default
 *   {@link ADDRESS_LIMIT_PER_MINUTE}) counted attempts in any minute; more → 429 "…from your
 *   network…". Counted: failed or unsettled sign-ins, attempts a backoff refused and reset requests,
 *   each only when the address is not known for its account. A success is not counted (its row is
 *   deleted once it succeeds), and an attempt for an account the address is known for is neither
 *   counted nor refused by this limit: many honest people behind one proxy or NAT address are not
 *   locked out by a few anonymous attempts, while guessing across accounts that never signed in from
 *   there stays bounded;
 * - per account and address, exponential backoff: after {@link FREE_FAILURES} failures from that address
 *   within {@link FAILURE_WINDOW_MINUTES} minutes, an attempt must come 2^(failures − 3) s after the
 *   previous failure (at most {@link MAX_WAIT_SECONDS});
 * - per account, across addresses: after {@link ACCOUNT_FAILURE_THRESHOLD} failures within the window
 *   from anywhere, addresses not known for the account ({@link KNOWN_ADDRESS_DAYS}) get one password check
 *   per {@link UNKNOWN_ADDRESS_INTERVAL_SECONDS} between them; a known address is never held up by others.
 * An attempt refused by a backoff answers 429 "Too many failed sign-ins…" with `Retry-After`, without
 * checking the password and without counting as a failure, so waiting is never extended by trying. A
 * success, and a password reset, clear the account's failures (ending every backoff of it). Unknown
 * e-mails are counted alike, so the answers tell nothing about which accounts exist.
 * Parallel requests cannot multiply attempts: each attempt is recorded first (counting as failed until
 * it succeeds) and judged by the attempts recorded before it (ordered by time, then id), so a burst of N
 * wrong passwords gets the same number of password checks as N attempts in a row.
 */
export interface SignInThrottle {
  /**
   * Records an attempt from `address` for `email` and, unless `address` is known for `email`, checks the
   * address limit against the counted attempts recorded before it. A `'sign-in'` attempt counts as a failure of the account until {@link settle}
   * says it succeeded; a `'reset'` request (forgot password, a reset link check) never counts against the account.
   * @throws TooManyAttemptsError (429) when `address` made too many attempts in the last minute (that
   *   attempt is then not kept).
   * @returns the attempt's id, for {@link admit} and {@link settle}.
   */
  begin(address: string, email: string, kind?: 'sign-in' | 'reset'): Promise<string>;
  /**
   * Judges sign-in attempt `attemptId` by the backoffs, against the attempts recorded before it.
   * @throws TooManyAttemptsError (429, {@link tooManyFailures}) when it must wait; the attempt then no
   *   longer counts as a failure, and its password must not be checked.
   */
  admit(attemptId: string): Promise<void>;
  /**
   * The outcome of an admitted attempt: a failure stays counted; a success is forgotten (it counts
   * towards no limit), clears the account's failures and makes the attempt's address known for the
   * account for {@link KNOWN_ADDRESS_DAYS} days.
   */
  settle(attemptId: string, succeeded: boolean): Promise<void>;
  /** Forgets the account's failures (its password was just reset), which ends every backoff of it. */
  clearFailures(email: string): Promise<void>;
}

/** A 429 that carries when to retry (the error handler sends `Retry-After`). */
export class TooManyAttemptsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
    this.name = 'TooManyAttemptsError';
  }
}

/**
 * Attempts recorded before attempt `attemptId`: an earlier time, or the same time and a smaller id (a
 * total order). Compared in SQL, as JavaScript dates would drop the timestamps' microseconds.
 */
function before(attemptId: string) {
  return sql`(${signInAttempts.createdAt}, ${signInAttempts.id}) < (select a.created_at, a.id from sign_in_attempts a where a.id = ${attemptId})`;
}

/** What {@link SignInThrottle.admit} reads about an attempt and those before it, in one query. */
interface Judgement {
  /** Failures of the account from the attempt's address within the window. */
  pair_failures: number;
  /** Seconds from the latest of those to the attempt (null: none). */
  since_pair_failure: number | null;
  /** Failures of the account from anywhere within the window. */
  account_failures: number;
  /** Seconds from the latest failure from an address not known for the account to the attempt (null: none). */
  since_unknown_failure: number | null;
  known: boolean;
}

/** The {@link SignInThrottle} over `db`. */
export function createSignInThrottle(db: Db, addressLimitPerMinute = ADDRESS_LIMIT_PER_MINUTE): SignInThrottle {
  const key = (email: string) => email.trim().toLowerCase();
  const clearFailures = async (email: string) => {
    await db
      .update(signInAttempts)
      .set({ failed: false })
      .where(and(eq(signInAttempts.email, key(email)), eq(signInAttempts.failed, true)));
  };
  return {
    clearFailures,

    async begin(address, email, kind = 'sign-in') {
      await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, sql`now() - ${KEEP}`));
      await db.delete(signInKnownAddresses).where(lt(signInKnownAddresses.lastSuccessAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`));
      const known = sql<boolean>`exists (select 1 from sign_in_known_addresses k where k.email = ${key(email)} and k.address = ${address}
        and k.last_success_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}))`;
      const [row] = await db
        .insert(signInAttempts)
        .values({ address, email: key(email), failed: kind === 'sign-in', known })
        .returning({ id: signInAttempts.id, known: signInAttempts.known });
      if (!row) throw new Error('Recording a sign-in attempt inserted no row');
      // A person who signed in from here before is judged by the backoffs alone.
      if (row.known) return row.id;
      const [recent] = await db
        .select({
          n: count(),
          // Seconds until the oldest attempt of the minute leaves it (database time, as the window).
          wait: sql<number>`ceil(extract(epoch from min(${signInAttempts.createdAt}) + interval '1 minute' - now()))::int`,
        })
        .from(signInAttempts)
        .where(and(eq(signInAttempts.address, address), eq(signInAttempts.known, false), gt(signInAttempts.createdAt, sql`now() - interval '1 minute'`), before(row.id)));
      if (recent && recent.n >= addressLimitPerMinute) {
        await db.delete(signInAttempts).where(eq(signInAttempts.id, row.id));
        const seconds = Math.min(60, Math.max(1, recent.wait ?? 60));
        throw new TooManyAttemptsError(seconds, tooManyFromNetwork(seconds));
      }
      return row.id;
    },

    async admit(attemptId) {
      const [judged] = await rawRows<Judgement>(
        db,
        sql`with me as (select id, created_at, email, address, known from sign_in_attempts where id = ${attemptId}),
          prior as (
            select a.created_at, a.address, a.known from sign_in_attempts a, me
            where a.email = me.email and a.failed
              and a.created_at > me.created_at - make_interval(mins => ${FAILURE_WINDOW_MINUTES})
              and (a.created_at, a.id) < (me.created_at, me.id)
          )
          select
            (select count(*) from prior p where p.address = me.address)::int as pair_failures,
            extract(epoch from me.created_at - (select max(p.created_at) from prior p where p.address = me.address))::float8 as since_pair_failure,
            (select count(*) from prior)::int as account_failures,
            extract(epoch from me.created_at - (select max(p.created_at) from prior p where not p.known))::float8 as since_unknown_failure,
            me.known
          from me`,
      );
      if (!judged) return;
      const wait = Math.max(pairWait(judged), accountWait(judged));
      if (wait <= 0) return;
      // Refused before any password check, and not a failure: trying during the wait does not extend it.
      await db.update(signInAttempts).set({ failed: false }).where(eq(signInAttempts.id, attemptId));
      const seconds = Math.ceil(wait);
      throw new TooManyAttemptsError(seconds, tooManyFailures(seconds));
    },

    async settle(attemptId, succeeded) {
      if (!succeeded) {
        // A success meanwhile may have cleared it: this failure came after, it counts.
        await db.update(signInAttempts).set({ failed: true }).where(eq(signInAttempts.id, attemptId));
        return;
      }
      // Forgotten: a success counts towards no limit (many honest people may share this address).
      const [attempt] = await db.delete(signInAttempts).where(eq(signInAttempts.id, attemptId)).returning({ email: signInAttempts.email, address: signInAttempts.address });
      if (!attempt) return;
      await clearFailures(attempt.email);
      await db
        .insert(signInKnownAddresses)
        .values({ email: attempt.email, address: attempt.address })
        .onConflictDoUpdate({ target: [signInKnownAddresses.email, signInKnownAddresses.address], set: { lastSuccessAt: sql`now()` } });
    },
  };
}

/** Seconds the per-address backoff still asks for (≤ 0: none). */
function pairWait(judged: Judgement): number {
  if (judged.pair_failures < FREE_FAILURES || judged.since_pair_failure === null) return 0;
  const wait = Math.min(2 ** (judged.pair_failures - FREE_FAILURES), MAX_WAIT_SECONDS);
  return wait - Number(judged.since_pair_failure);
}

/** Seconds the per-account limit on unknown addresses still asks for (≤ 0: none). */
function accountWait(judged: Judgement): number {
  if (judged.known || judged.account_failures < ACCOUNT_FAILURE_THRESHOLD || judged.since_unknown_failure === null) return 0;
  return UNKNOWN_ADDRESS_INTERVAL_SECONDS - Number(judged.since_unknown_failure);
}
