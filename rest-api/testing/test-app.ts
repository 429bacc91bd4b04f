import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import type { Role } from '../src/auth/roles';
import { loadConfig, type Config } from '../src/config/config';
import type { ResourceDescription } from '../src/crud/resource';
import type { Database } from '../src/db/database';
import { newId } from '../src/db/ids';
import { employees } from '../src/resources/employees/table';
import { createTestDatabase } from './test-database';

/** The JWT secret of test apps, so that tests can forge tokens with it or with another key. */
export const TEST_JWT_SECRET = 'Tq3Xw9Lm2Vb7Rk5Np0Zc8Hs4Jd6Fg1Ya-Ue_Oi3Pl7Kn';

/** A running (not listening) app over its own test database and file store; `close()` in `afterAll`. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Closes the app and the database, and deletes the file store. */
  close(): Promise<void>;
}

/**
 * Builds the app of src/app.ts over a fresh database from {@link createTestDatabase} and a fresh
 * temporary `DATA_DIR` (the file store lives in it), with a fixed {@link TEST_JWT_SECRET}, silent logs
 * (or `options.logger`, e.g. one writing into a stream the test reads) and `env` applied over the test defaults.
 * `options.resources` replaces the app's resources (e.g. adds a test-only description), `options.beforeBuild`
 * runs on the migrated database first (e.g. creates that description's table).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logger?: Logger; resources?: readonly ResourceDescription[]; beforeBuild?: (database: Database) => Promise<void> } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rest-api-test-'));
  const config = loadConfig({ PGLITE_DIR: 'memory://', DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', ...env });
  await options.beforeBuild?.(testDb.database);
  const app = await buildApp({ database: testDb.database, config, logger: options.logger ?? pino({ level: config.logLevel }), resources: options.resources });
  await app.ready();
  return {
    app,
    database: testDb.database,
    config,
    async close() {
      await app.close();
      await testDb.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An employee made by {@link createEmployee}, with the password it signs in with. */
export interface TestEmployee {
  id: string;
  email: string;
  password: string;
}

let counter = 0;

/**
 * Inserts an active employee with `roles` (first = active role) and a real argon2id password hash.
 * E-mails are unique per call unless given.
 */
export async function createEmployee(
  database: Database,
  options: { roles: Role[]; active?: boolean; email?: string; password?: string; gender?: 'MALE' | 'FEMALE' | null },
): Promise<TestEmployee> {
  counter += 1;
  const id = newId();
  const email = options.email ?? `user${counter}.${id.slice(0, 8)}@example.com`;
  const password = options.password ?? 'correct horse battery staple';
  await database.db.insert(employees).values({
    id,
    employeeNo: `T-${id.slice(0, 8)}`,
    employeeName: `Test ${options.roles.join(' ')} ${counter}`,
    email,
    gender: options.gender === undefined ? 'MALE' : options.gender,
    roles: options.roles,
    active: options.active ?? true,
    passwordHash: await hashPassword(password),
  });
  return { id, email, password };
}

/** Signs in through `POST /setup/employees/authenticate` and returns the token. @throws unless 200. */
export async function signIn(app: FastifyInstance, who: { email: string; password: string }): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/setup/employees/authenticate',
    payload: { email: who.email, password: who.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().token;
}

/** `{ authorization: 'Bearer <token>' }` for `inject`. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A pino logger at `info` whose JSON lines the test reads back (`lines()`, `text()`). */
export function capturedLogger(): { logger: Logger; lines(): Record<string, unknown>[]; text(): string } {
  const chunks: string[] = [];
  const logger = pino({ level: 'info' }, { write: (chunk: string) => void chunks.push(chunk) });
  return {
    logger,
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
