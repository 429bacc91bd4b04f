import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import fs from 'node:fs/promises';
import { Client, Pool } from 'pg';
import { IN_MEMORY } from '../config/config';
import { POOL_SIZE } from './pool-size';
import * as schema from './schema';

/** The Drizzle database type the code is written against: either driver (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What to open: a PostgreSQL server (`url`) or an embedded PGlite (`pgliteDir`); see {@link openDatabase}. */
export interface DatabaseOptions {
  /** `postgres://...`: use a node-postgres pool. Unset: use PGlite. */
  url?: string;
  /** Absolute folder for PGlite's files, or `memory://`. Ignored with `url`. */
  pgliteDir?: string;
  /**
   * A PGlite data folder dumped by `dumpDataDir` (a tar archive) to start an in-memory PGlite from,
   * instead of creating an empty cluster (the slow part of opening one). Tests start each database
   * from one migrated dump (testing/test-database.ts). Ignored with `url` or a `pgliteDir` folder.
   */
  pgliteFrom?: Blob;
  /** Schema holding every table (created if missing; first on `search_path`). Unset: `public`. */
  schema?: string;
  /**
   * Called when a connection reports an error outside any query (it lost its server while idle in the
   * pool or while checked out between two queries of a transaction): the pool drops that connection
   * and the next query opens a new one. Default: ignored.
   */
  onPoolError?: (error: Error) => void;
}

/**
 * How long a query waits for a new PostgreSQL connection before failing (and answering 503,
 * src/db/connection-errors.ts) instead of hanging while the server is unreachable.
 */
export const CONNECT_TIMEOUT_MS = 5000;

/** An open database and what the server needs to manage it. */
export interface Database {
  db: Db;
  /** Which engine answers: `postgres` (node-postgres pool) or `pglite` (embedded). */
  kind: 'postgres' | 'pglite';
  /** The schema the tables live in (`public` unless {@link DatabaseOptions.schema} was given). */
  schema: string;
  /**
   * Runs `fn` while holding a PostgreSQL advisory lock named `key` (on a connection of its own), so that
   * servers starting together do one-time work (migrations) one after the other. PGlite has one process
   * and one connection: there `fn` simply runs.
   */
  exclusively<T>(key: string, fn: () => Promise<T>): Promise<T>;
  /** Runs `select 1`; rejects when the database does not answer (used by GET /readyz). */
  ping(): Promise<void>;
  /**
   * LISTENs to PostgreSQL channel `channel` (a lower-case identifier) on a connection of its own: every
   * `pg_notify(channel, payload)` committed by any server on this database calls `onPayload(payload)`
   * (DESIGN §1: events between replicas go through PostgreSQL, not process memory). When that connection
   * is lost, `onInterrupted` is called (events may have been missed) and it reconnects every second until
   * it listens again. PGlite delivers the notifications of its own (only) connection.
   *
   * @returns a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onInterrupted: () => void): Promise<() => Promise<void>>;
  /**
   * On PostgreSQL, the pool's connections now: open ones, idle ones among them, and queries waiting for
   * one (the `db_pool_connections` metric, src/telemetry/metrics.ts); undefined on PGlite (one connection).
   */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /** Closes the pool or PGlite (which flushes its files), after the HTTP server closed. Later calls wait for the first. */
  close(): Promise<void>;
}

/**
 * Opens the database (DESIGN §1: PostgreSQL through Drizzle, PGlite in-process when DATABASE_URL is
 * unset). With a `schema`, it is created when missing and every connection uses it as `search_path`, so
 * that several servers or test files can share one PostgreSQL database without seeing each other.
 * Does not migrate: see src/db/migrate.ts.
 *
 * @throws when PostgreSQL cannot be reached or PGlite cannot open its folder.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const schemaName = options.schema ?? 'public';
  return options.url ? openPostgres(options.url, schemaName, options.onPoolError ?? (() => {})) : openPglite(options.pgliteDir ?? IN_MEMORY, schemaName, options.pgliteFrom);
}

async function openPostgres(url: string, schemaName: string, onPoolError: (error: Error) => void): Promise<Database> {
  if (schemaName !== 'public') {
    // A one-off client: the pool below sets search_path at connection start, before the schema exists.
    const pool = new Pool({ connectionString: url, max: 1 });
    try {
      await pool.query(`create schema if not exists "${schemaName}"`);
    } finally {
      await pool.end();
    }
  }
  // `options` is sent in the startup packet, so every pooled connection starts with this search_path;
  // `public` follows for the pg_trgm operator classes (migration 0001).
  const pool = new Pool({
    connectionString: url,
    options: `-c search_path=${searchPath(schemaName)}`,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client that loses its server must not crash the process; the pool drops it and the next
  // query connects anew (or fails with a connection error → 503), so the server recovers by itself.
  pool.on('error', onPoolError);
  // A client checked out of the pool (a transaction between two queries) reports the loss as an
  // 'error' event on itself, where the pool does not listen: unheard, it would crash the process
  // (a PostgreSQL restart did). Its next query then fails as a connection error (→ 503) and the pool
  // discards it when it is released.
  pool.on('connect', (client) => client.on('error', onPoolError));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    schema: schemaName,
    async exclusively(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [key]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onPayload, onInterrupted) => listenPostgres(url, channel, onPayload, onInterrupted),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: once(() => pool.end()),
  };
}

async function openPglite(dir: string, schemaName: string, from: Blob | undefined): Promise<Database> {
  if (dir !== IN_MEMORY) await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir === IN_MEMORY ? { extensions: { pg_trgm }, ...(from ? { loadDataDir: from } : {}) } : { dataDir: dir, extensions: { pg_trgm } });
  // PGlite is one connection: setting search_path once covers every query.
  if (schemaName !== 'public') {
    await client.exec(`create schema if not exists "${schemaName}"; set search_path to ${searchPath(schemaName)}`);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    schema: schemaName,
    exclusively: (_key, fn) => fn(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: once(() => client.close()),
  };
}

/** How long {@link Database.listen} waits before connecting again after losing its connection, in ms. */
const RELISTEN_DELAY_MS = 1000;

async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void, onInterrupted: () => void): Promise<() => Promise<void>> {
  let client: Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // A lost connection: tell the listener (it may have missed events), then listen again.
    next.on('error', () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      onInterrupted();
      reconnect();
    });
    await next.connect();
    try {
      await next.query(`listen "${channel}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  const reconnect = (): void => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().catch(reconnect);
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
    client = undefined;
  };
}

/** The search_path of every connection: the tables' schema, then `public` (where pg_trgm lives). */
function searchPath(schemaName: string): string {
  return schemaName === 'public' ? 'public' : `"${schemaName}",public`;
}

/** `fn` run at most once; every call gets the first call's promise. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
