import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from './sessions-table';

/** The 401 message for a token whose session ended: signed out, revoked or unknown (contract "Auth"). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** The answer of `POST /setup/employees/sign-out` (contract "Auth"). */
export const SIGNED_OUT = 'You are signed out.';

/** How long an expired session is kept before a sign-in deletes it (it only explains a 401 meanwhile). */
const KEEP_ENDED = sql`interval '1 day'`;

/**
 * Starts a session for `employeeId` that expires `ttlSeconds` from now (database time; JWT_TTL, as the
 * token), and deletes sessions that expired more than a day ago (cleanup as sign-ins come in, through the
 * index on `expires_at`; a revoked session expires like any other), so the table stays about the size of
 * a day's sign-ins.
 *
 * @returns the session id, the token's `sid` claim.
 */
export async function startSession(db: Db, employeeId: string, ttlSeconds: number): Promise<string> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - ${KEEP_ENDED}`));
  const [row] = await db
    .insert(sessions)
    .values({ employeeId, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Starting a session inserted no row');
  return row.id;
}

/**
 * Ends session `sessionId` (sign-out): its token stops working at once on every replica (DESIGN §1:
 * shared state lives in PostgreSQL). Other sessions of the same employee go on.
 *
 * @returns false when it had already ended (or never existed).
 */
export async function endSession(db: Db, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Whether session `sessionId` still lets its token in: not revoked (sign-out, deactivation, a change of
 * roles or password) and not expired. Long-lived answers (the notification stream) ask it now and then.
 */
export async function sessionIsLive(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return !!row;
}

/** How long after its sign-in a session may still be refreshed: a working day and then some, never longer. */
export const MAX_SESSION_HOURS = 24;

/**
 * Extends session `sessionId` to expire `ttlSeconds` from now (database time; JWT_TTL), for a token
 * refresh (`POST /setup/employees/refresh`): only while it is live (not revoked, not expired) and was
 * started less than {@link MAX_SESSION_HOURS} hours ago, so a stolen token cannot be kept alive forever
 * and everyone signs in again at least once a day.
 *
 * @returns false when the session cannot be extended (ended, expired, or too old).
 */
export async function extendSession(db: Db, sessionId: string, ttlSeconds: number): Promise<boolean> {
  const extended = await db
    .update(sessions)
    .set({ expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, sql`now() - make_interval(hours => ${MAX_SESSION_HOURS})`),
      ),
    )
    .returning({ id: sessions.id });
  return extended.length > 0;
}
