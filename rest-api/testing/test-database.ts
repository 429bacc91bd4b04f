import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { IN_MEMORY } from '../src/config/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';

/** An isolated, migrated database for one test file; call `drop()` in `afterAll`. */
export interface TestDatabase {
  database: Database;
  /** The PostgreSQL schema it lives in (`public` for PGlite). */
  schema: string;
  /** Closes it and, on PostgreSQL, drops its schema. */
  drop(): Promise<void>;
}

/**
 * A fresh migrated database: PGlite in memory by default, or, when `DATABASE_URL` is set (CI), a new
 * uniquely named schema `test_<hex>` on that PostgreSQL server, so test files running in parallel never
 * see each other's rows. Opening costs seconds: share one per test file (`beforeAll`).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL || undefined;
  if (!url) {
    const database = await openDatabase({ pgliteDir: IN_MEMORY });
    await migrate(database);
    return { database, schema: database.schema, drop: () => database.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ url, schema });
  await migrate(database);
  return {
    database,
    schema,
    async drop() {
      await database.close();
      await dropSchema(url, schema);
    },
  };
}

/** Drops a PostgreSQL schema and everything in it (test clean-up). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await pool.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await pool.end();
  }
}
