import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The exact number of rows of each table that keeps one (every CRUD resource's table), so that an
 * unfiltered paged list answers its `totalDocs` (DESIGN §2) in constant time instead of counting the
 * whole table. One row per table, kept by statement-level triggers that migration 0005 installs with
 * `track_row_count('<table>')`: AFTER INSERT adds the statement's inserted rows, AFTER DELETE subtracts
 * its deleted rows (both read the statement's transition table), AFTER TRUNCATE sets 0. The update of the
 * counter row belongs to the writing transaction, so a rollback undoes it, and concurrent writers of one
 * table queue on that row (each adds to the latest committed count): the count stays exact. A table that
 * is added later needs its own `select track_row_count('<table>')` in its migration.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
});
