import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../db/ids';

/**
 * Recent sign-in attempts, the shared counters of the brute-force limits (src/auth/sign-in-throttle.ts;
 * DESIGN §1: counters shared by replicas live in PostgreSQL). One row per attempt: the client `address`,
 * the lower-cased `email` tried, whether it counts as a `failed` sign-in (true from the moment it is
 * recorded until it is refused without a password check, or a success or reset clears the account's
 * failures; a forgot-password request never counts), and whether the address was `known` for that
 * account (src/auth/sign-in-known-addresses-table.ts) when the attempt was made (known attempts count
 * towards no per-address limit). A successful sign-in's row is deleted when it succeeds.
 * Rows older than a day are deleted as new attempts come in.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    failed: boolean('failed').notNull().default(false),
    known: boolean('known').notNull().default(false),
  },
  (t) => [
    index('sign_in_attempts_address_idx').on(t.address, t.createdAt),
    index('sign_in_attempts_email_idx').on(t.email, t.createdAt),
    index('sign_in_attempts_created_at_idx').on(t.createdAt),
  ],
);
