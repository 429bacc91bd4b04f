import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { DEMO_PASSWORD } from './accounts';
import { freePort } from './free-port';

/** The rest-api workspace (this project's implementation of the /setup contract, DESIGN §1). */
const REST_API_DIR = path.resolve(__dirname, '../../rest-api');

/**
 * The key the spawned rest-api signs its test tokens with: random bytes in base64url (rest-api refuses
 * short keys and ones that look typed, such as those holding a placeholder word or a run of characters).
 */
export const TEST_JWT_SECRET = 'ZvPuq-wQpOuGYhfjw7zFAzK3Auccf-PmBGOhkTlj8wc';

/** A running rest-api child process. */
export interface RestApiProcess {
  /** Its base URL, e.g. `http://127.0.0.1:41234` (use as UPSTREAM_URL). */
  url: string;
  /** Stops it (SIGTERM, then SIGKILL if it lingers) and removes its data folder. */
  stop(): Promise<void>;
  /** The last 200 kB of what it printed (JSON log lines), e.g. to read a mailed reset link. */
  output(): string;
  /** On PostgreSQL (`database: 'PostgreSQL'`), the server and schema it keeps its data in; undefined on PGlite. */
  postgres?: { url: string; schema: string };
}

/** Options of {@link startRestApi}. */
export interface RestApiOptions {
  /** How long it may take to become healthy, in milliseconds (90 s). */
  startTimeoutMs?: number;
  /** Its LOG_LEVEL (REST_API_TEST_LOG_LEVEL, else `warn`); `info` logs mails sent without SMTP. */
  logLevel?: string;
  /** More environment variables of its configuration, e.g. `{ SIGN_IN_LIMIT_PER_MINUTE: '3' }`. */
  env?: Record<string, string>;
  /**
   * Its database: in-memory PGlite (default), or the PostgreSQL server of this process's `DATABASE_URL`
   * in a new schema of its own (`gw_test_<hex>`, dropped by `stop()`), for tests that must pass on both
   * (see {@link testDatabases}).
   */
  database?: TestDatabaseKind;
}

/** Where a spawned rest-api keeps its data: PGlite in memory, or PostgreSQL (`DATABASE_URL`). */
export type TestDatabaseKind = 'PGlite' | 'PostgreSQL';

/**
 * The databases a test file should run against: PGlite always, and PostgreSQL too when `DATABASE_URL`
 * is set (CI's run on PostgreSQL, helper instructions: both paths must pass).
 */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
}

/** A rest-api child process just spawned ({@link spawnRestApi}): `ready` resolves once it is healthy. */
export interface SpawnedRestApi extends RestApiProcess {
  /** Resolves once `GET /healthz` answers 200; rejects (and stops it) with its output if it exits first or is not healthy in time. */
  ready: Promise<void>;
}

/**
 * Spawns a REAL rest-api (`node --import tsx src/main.ts` in rest-api/) on a free port, with an
 * in-memory PGlite database (PGLITE_DIR=memory://, DATABASE_URL unset; or a fresh PostgreSQL schema,
 * `options.database`), a temporary DATA_DIR and
 * {@link TEST_JWT_SECRET}; it migrates and seeds the demo users (password {@link DEMO_PASSWORD}).
 * Answers at once; its `ready` resolves once `GET /healthz` answers 200 and rejects with the
 * process's output if it exits first or is not healthy within `options.startTimeoutMs`.
 */
export async function spawnRestApi(options: RestApiOptions = {}): Promise<SpawnedRestApi> {
  const startTimeoutMs = options.startTimeoutMs ?? 90_000;
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gateway-test-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    REST_API_PORT: String(port),
    REST_API_HOST: '127.0.0.1',
    PGLITE_DIR: 'memory://',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED: 'auto',
    SEED_PASSWORD: DEMO_PASSWORD,
    LOG_LEVEL: options.logLevel ?? process.env.REST_API_TEST_LOG_LEVEL ?? 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_SCHEMA;
  const postgres = options.database === 'PostgreSQL' ? { url: requiredDatabaseUrl(), schema: `gw_test_${randomBytes(6).toString('hex')}` } : undefined;
  if (postgres) Object.assign(env, { DATABASE_URL: postgres.url, DATABASE_SCHEMA: postgres.schema });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: REST_API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    await terminate(child, exited);
    await rm(dataDir, { recursive: true, force: true });
    if (postgres) await dropSchema(postgres.url, postgres.schema);
  };
  const ready = waitUntilHealthy(url, child, exited, startTimeoutMs).catch(async (error: unknown) => {
    await stop();
    throw new Error(`rest-api did not start: ${(error as Error).message}\n--- its output ---\n${output}`);
  });
  return { url, stop, output: () => output, postgres, ready };
}

/**
 * Spawns a REAL rest-api ({@link spawnRestApi}) and resolves once it is healthy; rejects with the
 * process's output if it exits first or is not healthy within `options.startTimeoutMs`. Call `stop()`
 * in afterAll.
 */
export async function startRestApi(options: RestApiOptions = {}): Promise<RestApiProcess> {
  const { ready, ...restApi } = await spawnRestApi(options);
  await ready;
  return restApi;
}

function requiredDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('A rest-api on PostgreSQL needs DATABASE_URL');
  return url;
}

/** Drops the PostgreSQL schema a rest-api ran in, with everything in it. */
async function dropSchema(url: string, schema: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await pool.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await pool.end();
  }
}

async function waitUntilHealthy(url: string, child: ChildProcess, exited: Promise<void>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`it exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no healthy /healthz within ${timeoutMs} ms`);
}

async function terminate(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}
