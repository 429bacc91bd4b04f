import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notify, passwordChangedNotification } from '../notifications/notify';
import { employees } from '../identity/employees-table';
import { passwordResetTokens } from './reset-tokens-table';

/**
 * Gives employee `employeeId` a new password hash (argon2id, src/auth/passwords.ts), in one transaction:
 * sets the hash (whose change ends every sign-in session of the employee, the trigger of
 * src/auth/sessions-table.ts), `password_changed_at` and `updated_at` (not `__v`: the password is no
 * field of the record), revokes every
 * unused reset token of the employee (DESIGN §2: a reset link works once, and not after a change), and
 * writes the security notification (contract "Notifications").
 *
 * @returns false when there is no such employee (nothing was changed).
 */
export async function setPassword(db: Db, employeeId: string, passwordHash: string, how: 'changed' | 'reset'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(employees)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(employees.id, employeeId))
      .returning({ id: employees.id });
    if (updated.length === 0) return false;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${passwordResetTokens.version} + 1` })
      .where(and(eq(passwordResetTokens.employeeId, employeeId), isNull(passwordResetTokens.usedAt)));
    await notify(tx, employeeId, passwordChangedNotification(how));
    return true;
  });
}
