import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Client addresses that signed in successfully to an account (lower-cased `email`) in the last 30 days,
 * with the time of the latest such sign-in (src/auth/sign-in-throttle.ts). A known address is never
 * held up by other addresses' failures, so that an attacker elsewhere cannot keep a person out. One row
 * per (email, address); rows older than 30 days are deleted as new attempts come in.
 */
export const signInKnownAddresses = pgTable(
  'sign_in_known_addresses',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'sign_in_known_addresses_pk', columns: [t.email, t.address] }), index('sign_in_known_addresses_last_success_idx').on(t.lastSuccessAt)],
);
