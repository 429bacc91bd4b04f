import { getTableName, getViewName, is, sql } from 'drizzle-orm';
import { PgTable, PgView } from 'drizzle-orm/pg-core';
import { openDatabase } from './database';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate, MIGRATIONS_FOLDER } from './migrate';
import { rawRows } from './raw-rows';
import * as schema from './schema';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

/* Migrations (rest-api/drizzle/): applied once, idempotent, tables in the configured schema. */

let t: TestDatabase;
const MIGRATIONS = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t?.drop();
});

it('creates every table and view in the database schema, with foreign keys inside it', async () => {
  const tables = await rawRows<{ table_name: string }>(t.database.db, sql`select table_name from information_schema.tables where table_schema = ${t.schema} order by table_name`);
  // Every table the Drizzle schema declares (src/db/schema.ts), and drizzle's journal: nothing missing, nothing else.
  // Views (the activities list, docs/visits.md) are listed there too.
  const declared = Object.values(schema as Record<string, unknown>).flatMap((value) =>
    is(value, PgTable) ? [getTableName(value)] : is(value, PgView) ? [getViewName(value)] : [],
  );
  expect(tables.map((r) => r.table_name)).toEqual(['__drizzle_migrations', ...declared].sort());
  const foreignKeys = await rawRows<{ target: string }>(
    t.database.db,
    sql`
    select distinct ccu.table_schema as target
    from information_schema.table_constraints tc
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = ${t.schema}`,
  );
  expect(foreignKeys).toEqual([{ target: t.schema }]);
});

it('does nothing when run again, also concurrently', async () => {
  await Promise.all([migrate(t.database), migrate(t.database)]);
  const [applied] = await rawRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from __drizzle_migrations`);
  expect(applied?.n).toBe(MIGRATIONS);
});

// PGlite in memory has one handle per database: this one is for PostgreSQL (CI sets DATABASE_URL).
const onPostgres = process.env.DATABASE_URL ? it : it.skip;

onPostgres('can be opened a second time on the same schema and finds it migrated', async () => {
  const again = await openDatabase({ url: process.env.DATABASE_URL, schema: t.schema });
  try {
    await migrate(again);
    const [applied] = await rawRows<{ n: number }>(again.db, sql`select count(*)::int as n from __drizzle_migrations`);
    expect(applied?.n).toBe(MIGRATIONS);
  } finally {
    await again.close();
  }
});
