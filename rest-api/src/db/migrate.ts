import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import path from 'node:path';
import type { Database } from './database';

/** The folder drizzle-kit writes migrations into (`npm run db:generate -w rest-api`). */
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

/**
 * Applies the pending SQL migrations of `rest-api/drizzle/` (the same work as drizzle's own `migrate()`
 * for pglite and node-postgres, which share one dialect implementation). The journal table
 * `__drizzle_migrations` lives in the database's schema, so each isolated schema has its own.
 *
 * drizzle-kit qualifies foreign-key targets as `"public"."table"`; they are made unqualified here so
 * that they resolve through `search_path` to the tables of the configured schema.
 *
 * Servers starting together take turns (one advisory lock for the whole database, since migration 0001
 * creates the database-wide pg_trgm extension, which two schemas must not create at once).
 *
 * @throws the failing statement's database error; the batch runs in one transaction and is rolled back.
 */
export async function migrate(database: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => ({
    ...migration,
    sql: migration.sql.map((statement) => statement.replaceAll('"public".', '')),
  }));
  // One server migrates at a time; the others then find nothing left to do.
  await database.exclusively('back-office-migrations', () =>
    new PgDialect().migrate(migrations, database.db._.session as unknown as PgSession, {
      migrationsFolder: MIGRATIONS_FOLDER,
      migrationsSchema: database.schema,
    }),
  );
}
