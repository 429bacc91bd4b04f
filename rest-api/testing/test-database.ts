import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { IN_MEMORY } from '../src/config/config';
import { openDatabase, type Database } from '../src/db/database';
import { MIGRATIONS_FOLDER, migrate } from '../src/db/migrate';

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
    const database = await openDatabase({ pgliteDir: IN_MEMORY, pgliteFrom: await migratedPgliteDump() });
    // Applies nothing when the dump is current; kept so that a dump can never stand for a stale schema.
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

let dump: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite cluster as a `dumpDataDir` archive, made once per migration set and kept in
 * the system's temporary folder (`back-office-pglite-<hash>.tar`, the hash covering every file of
 * rest-api/drizzle/), so test files start from it (about a second) instead of creating and migrating
 * a cluster each (several seconds). Written under a unique name and renamed, so files running in
 * parallel never read half a dump.
 */
export function migratedPgliteDump(): Promise<Blob> {
  return (dump ??= loadOrMakeDump());
}

async function loadOrMakeDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `back-office-pglite-${migrationsHash()}.tar`);
  const kept = await fs.readFile(file).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const database = await openDatabase({ pgliteDir: IN_MEMORY });
  try {
    await migrate(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const made = await client.dumpDataDir('none');
    const part = `${file}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(part, Buffer.from(await made.arrayBuffer()));
    await fs.rename(part, file);
    return made;
  } finally {
    await database.close();
  }
}

/** sha256 (first 16 hex digits) of the migration files' names and contents and of PGlite's version (its data folder format). */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const entry = require.resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json')));
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(MIGRATIONS_FOLDER, full)).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}
