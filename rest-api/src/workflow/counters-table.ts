import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last number given per workflow number prefix and calendar year (docs/requisitions.md "Numbers"):
 * the creating transaction raises it with `INSERT … ON CONFLICT DO UPDATE … RETURNING`, which locks the
 * row until that transaction ends, so concurrent creations get consecutive numbers and a rolled-back
 * creation gives its number back (no gaps).
 */
export const workflowCounters = pgTable(
  'workflow_counters',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ name: 'workflow_counters_pk', columns: [t.prefix, t.year] })],
);
