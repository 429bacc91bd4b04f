import { foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns } from '../db/columns';
import { employees } from '../identity/employees-table';

/**
 * Password-reset tokens (spec §7 `POST /setup/employees/reset`, DESIGN §2). Only the SHA-256 of a token
 * is stored (hex, unique): the token itself exists only in the mailed link. A token is usable while
 * `used_at` is null and `expires_at` is in the future; using one, or any successful reset, sets `used_at`
 * on every token of that employee. Deleting the employee deletes their tokens.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    ...recordColumns(),
    employeeId: uuid('employee_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_employee_idx').on(t.employeeId),
    foreignKey({ name: 'password_reset_tokens_employee_fk', columns: [t.employeeId], foreignColumns: [employees.id] }).onDelete('cascade'),
  ],
);
