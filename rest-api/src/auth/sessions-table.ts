import { foreignKey, index, pgTable, timestamp, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { newId } from '../db/ids';
import { employees } from '../identity/employees-table';

/**
 * Sign-in sessions (DESIGN §2 tokens; contract "Auth"): one row per successful sign-in, named by the
 * token's `sid` claim. A token works while its session exists, belongs to the token's employee, is not
 * revoked and has not expired (src/auth/guard.ts). `revoked_at` is set by sign-out (that session) and,
 * by the trigger of migrations 0007 and 0017, on every session of an employee who is deactivated, whose
 * roles, password or e-mail address change; deleting the employee deletes their sessions. Rows expired more than
 * a day ago are deleted as new sign-ins come in (src/auth/sessions.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    employeeId: uuid('employee_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t): PgTableExtraConfigValue[] => [
    index('sessions_employee_idx').on(t.employeeId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    foreignKey({ name: 'sessions_employee_fk', columns: [t.employeeId], foreignColumns: [employees.id] }).onDelete('cascade'),
  ],
);
