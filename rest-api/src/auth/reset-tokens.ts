import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { passwordResetTokens } from './reset-tokens-table';

/** How long a reset link works (contract "Auth": valid 30 minutes). */
export const RESET_TOKEN_MINUTES = 30;

/** The stored form of a token: its SHA-256, hex. The token itself is never stored. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Makes a reset token for `employeeId`: 32 random bytes (256 bits) as base64url (43 characters), stored
 * only as {@link hashResetToken}, expiring {@link RESET_TOKEN_MINUTES} minutes from now (database time).
 *
 * @returns the token, to be mailed and then forgotten.
 */
export async function issueResetToken(db: Db, employeeId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    employeeId,
    tokenHash: hashResetToken(token),
    expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
  });
  return token;
}

/**
 * Looks `token` up without using it (the reset page checks its link when opened): when it is known,
 * unused and not expired (database time), the time it expires; otherwise undefined, alike for an
 * unknown, used or expired token.
 */
export async function usableResetTokenExpiry(db: Db, token: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, hashResetToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)));
  return row?.expiresAt;
}

/**
 * Uses up `token` in one `UPDATE … WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
 * RETURNING`, so that of two requests with the same token only one succeeds.
 *
 * @returns the employee id it was issued for, or undefined for an unknown, used or expired token.
 */
export async function consumeResetToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${passwordResetTokens.version} + 1` })
    .where(and(eq(passwordResetTokens.tokenHash, hashResetToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
    .returning({ employeeId: passwordResetTokens.employeeId });
  return row?.employeeId;
}
