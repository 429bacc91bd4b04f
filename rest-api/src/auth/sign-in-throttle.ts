import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { signInAttempts } from './sign-in-attempts-table';

/** Failed sign-ins for one account within {@link ACCOUNT_WINDOW_MINUTES} after which it is locked (contract "Auth"). */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** The window of {@link ACCOUNT_FAILURE_LIMIT}, in minutes. */
export const ACCOUNT_WINDOW_MINUTES = 15;
/** Attempts from one client address within a minute beyond which it gets 429 (contract "Auth"). */
export const ADDRESS_LIMIT_PER_MINUTE = 20;

/** The 429 message; the `Retry-After` header says when to try again. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Wait a minute and try again.';

/** How long rows are kept (every window is far shorter). */
const KEEP = sql`interval '1 day'`;

/**
 * The brute-force limits of sign-in (contract "Auth"), over the `sign_in_attempts` table so that every
 * replica shares the counters (DESIGN §1):
 * - per client address: at most `addressLimitPerMinute` (SIGN_IN_LIMIT_PER_MINUTE, default
 *   {@link ADDRESS_LIMIT_PER_MINUTE}) attempts in any minute; more → 429;
 * - per account (e-mail, lower-cased): after {@link ACCOUNT_FAILURE_LIMIT} failures within
 *   {@link ACCOUNT_WINDOW_MINUTES} minutes the account is locked: attempts are refused without checking
 *   the password until the oldest of those failures leaves the window. Unknown e-mails count alike, so a
 *   lock tells nothing about whether an account exists. A success clears the account's failures.
 * Parallel requests cannot multiply attempts: each attempt is recorded first and then judged by the
 * attempts recorded before it (ordered by time, then id), and a sign-in counts as failed until it
 * succeeds, so a burst of N wrong passwords gets the same {@link ACCOUNT_FAILURE_LIMIT} checks as N
 * attempts in a row.
 */
export interface SignInThrottle {
  /**
   * Records an attempt from `address` for `email` and checks the address limit against the attempts
   * recorded before it. A `'sign-in'` attempt counts as a failure of the account until
   * {@link settle} says it succeeded; a `'reset'` request (forgot password) never counts against the account.
   * @throws HttpError 429 with `retryAfterSeconds` when `address` made too many attempts in the last minute
   *   (that attempt is then not kept).
   * @returns the attempt's id, for {@link isLocked} and {@link settle}.
   */
  begin(address: string, email: string, kind?: 'sign-in' | 'reset'): Promise<string>;
  /** Whether `email` was locked when attempt `attemptId` was made (too many failures recorded before it). */
  isLocked(email: string, attemptId: string): Promise<boolean>;
  /** Marks the attempt failed, or on success clears the account's failures. */
  settle(attemptId: string, email: string, succeeded: boolean): Promise<void>;
  /** Forgets the account's failures (its password was just reset), which ends a lock. */
  clearFailures(email: string): Promise<void>;
}

/** A 429 that carries when to retry (the route sets `Retry-After`). */
export class TooManyAttemptsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_ATTEMPTS, undefined, { 'retry-after': String(retryAfterSeconds) });
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

/** The {@link SignInThrottle} over `db`. */
export function createSignInThrottle(db: Db, addressLimitPerMinute = ADDRESS_LIMIT_PER_MINUTE): SignInThrottle {
  const key = (email: string) => email.trim().toLowerCase();
  const clearFailures = async (email: string) => {
    await db.update(signInAttempts).set({ failed: false }).where(and(eq(signInAttempts.email, key(email)), eq(signInAttempts.failed, true)));
  };
  return {
    clearFailures,

    async begin(address, email, kind = 'sign-in') {
      await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, sql`now() - ${KEEP}`));
      const [row] = await db
        .insert(signInAttempts)
        .values({ address, email: key(email), failed: kind === 'sign-in' })
        .returning({ id: signInAttempts.id });
      const [recent] = await db
        .select({
          n: count(),
          // Seconds until the oldest attempt of the minute leaves it (database time, as the window).
          wait: sql<number>`ceil(extract(epoch from min(${signInAttempts.createdAt}) + interval '1 minute' - now()))::int`,
        })
        .from(signInAttempts)
        .where(and(eq(signInAttempts.address, address), gt(signInAttempts.createdAt, sql`now() - interval '1 minute'`), before(row.id)));
      if (recent.n >= addressLimitPerMinute) {
        await db.delete(signInAttempts).where(eq(signInAttempts.id, row.id));
        throw new TooManyAttemptsError(Math.min(60, Math.max(1, recent.wait ?? 60)));
      }
      return row.id;
    },

    async isLocked(email, attemptId) {
      const [failures] = await db
        .select({ n: count() })
        .from(signInAttempts)
        .where(
          and(
            eq(signInAttempts.email, key(email)),
            eq(signInAttempts.failed, true),
            gt(signInAttempts.createdAt, sql`now() - make_interval(mins => ${ACCOUNT_WINDOW_MINUTES})`),
            before(attemptId),
          ),
        );
      return failures.n >= ACCOUNT_FAILURE_LIMIT;
    },

    async settle(attemptId, email, succeeded) {
      if (succeeded) await clearFailures(email);
      else await db.update(signInAttempts).set({ failed: true }).where(eq(signInAttempts.id, attemptId));
    },
  };
}
