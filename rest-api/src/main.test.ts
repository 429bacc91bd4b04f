import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { resetTokenIn, startMailCatcher } from '../../scripts/stack/mail-catcher';
import { dropSchema } from '../testing/test-database';

/*
 * The server process as other workspaces start it (`tsx src/main.ts`): it migrates, seeds, listens,
 * serves, and on SIGTERM exits 0 having closed the database; a restart on the same data does not seed
 * again. Uses PGlite on disk, or a fresh schema of DATABASE_URL when that is set.
 */

const MAIN = path.join(__dirname, 'main.ts');
let dataDir: string;
const schema = `test_main_${randomBytes(4).toString('hex')}`;
/** The schema of the production start (an empty database of its own). */
const productionSchema = `${schema}_prod`;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rest-api-main-'));
});

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    await dropSchema(process.env.DATABASE_URL, schema);
    await dropSchema(process.env.DATABASE_URL, productionSchema);
  }
});

interface Server {
  child: ChildProcess;
  url: string;
  lines: string[];
}

/** Starts main.ts on a free port and resolves with its URL once it logged "listening at". */
function start(env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: path.join(__dirname, '..'),
    env: {
      PATH: process.env.PATH,
      REST_API_PORT: '0',
      DATA_DIR: dataDir,
      JWT_SECRET: 'Mn4Bv8Cx2Zl6Kj0Hg5Fd9Sa3Qw7Er1Ty-Ui_Op',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      const match = /listening at (http:\/\/\S+?)"/.exec(line);
      if (match?.[1]) resolve({ child, url: match[1], lines });
    });
    createInterface({ input: child.stderr }).on('line', (line) => lines.push(line));
    child.on('exit', (code) => reject(new Error(`main.ts exited with ${code}:\n${lines.join('\n')}`)));
  });
}

/** Waits (at most `timeoutMs`) until the server has printed a line matching `pattern`, and returns it. */
async function lineOf(server: Server, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = server.lines.find((candidate) => pattern.test(candidate));
    if (line !== undefined) return line;
    if (Date.now() > deadline) throw new Error(`no line matching ${String(pattern)}:\n${server.lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function stop(server: Server): Promise<number | null> {
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve(code));
    server.child.kill('SIGTERM');
  });
}

it('migrates, seeds, serves, and exits 0 on SIGTERM; a restart keeps the data', async () => {
  const first = await start();
  try {
    expect(await (await fetch(`${first.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    const signIn = await fetch(`${first.url}/setup/employees/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'BackOffice!2026' }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const grades = await fetch(`${first.url}/setup/grades/?page=1`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await grades.json()) as { totalDocs: number }).totalDocs).toBe(8);
    const created = await fetch(`${first.url}/setup/grades/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'G9 Board' }),
    });
    expect(created.status).toBe(201);
  } finally {
    expect(await stop(first)).toBe(0);
  }
  expect(first.lines.some((line) => line.includes('seeded the demo data'))).toBe(true);

  const second = await start();
  try {
    const signIn = await fetch(`${second.url}/setup/employees/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'BackOffice!2026' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const grades = await fetch(`${second.url}/setup/grades/all`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await grades.json()) as { name: string }[]).map((g) => g.name)).toContain('G9 Board');
  } finally {
    expect(await stop(second)).toBe(0);
  }
  expect(second.lines.some((line) => line.includes('seeded the demo data'))).toBe(false);
});

it('with SHUTDOWN_DELAY_MS, keeps serving on SIGTERM but is no longer ready, then closes and exits 0', async () => {
  const server = await start({ SHUTDOWN_DELAY_MS: '1500' });
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  server.child.kill('SIGTERM');
  // The shutdown marks the process not ready, then logs "draining": that line, not a fixed pause, says SIGTERM was handled.
  await lineOf(server, /"msg":"draining"/);
  expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  const signIn = await fetch(`${server.url}/setup/employees/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'BackOffice!2026' }),
  });
  expect(signIn.status).toBe(200);
  expect(await exited).toBe(0);
  expect(server.lines.some((line) => line.includes('"msg":"draining"'))).toBe(true);
});

it('exits 1 with a clear message for an invalid configuration', async () => {
  await expect(start({ JWT_SECRET: 'short' })).rejects.toThrow(/exited with 1:\n.*JWT_SECRET must be at least 32 characters/s);
});

it('in production, seeds no demo account on an empty database: the first Admin comes from ADMIN_EMAIL with a mailed set-password link (DESIGN §5)', async () => {
  const mail = await startMailCatcher();
  const productionDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rest-api-main-prod-'));
  const firstAdmin = 'first.admin@example.test';
  // Sent before the server listens, so asked for first; the start may take long on a busy machine.
  const mailed = mail.next(firstAdmin, 180_000);
  const server = await start({
    NODE_ENV: 'production',
    SMTP_URL: mail.url,
    ADMIN_EMAIL: firstAdmin,
    WEB_URL: 'https://office.example.test',
    DATA_DIR: productionDir,
    ...(process.env.DATABASE_URL ? { DATABASE_SCHEMA: productionSchema } : {}),
  });
  const authenticate = (email: string, password: string) =>
    fetch(`${server.url}/setup/employees/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  try {
    expect((await authenticate('admin@example.com', 'BackOffice!2026')).status).toBe(401);
    const text = (await mailed).text;
    expect(text).toContain('https://office.example.test/account/reset-password?token=');
    const password = 'First-Admin-chose-1';
    const confirmed = await fetch(`${server.url}/setup/employees/reset/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: resetTokenIn(text), password }),
    });
    expect(confirmed.status).toBe(200);
    const signIn = await authenticate(firstAdmin, password);
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { roles: string[] }).roles).toEqual(['Admin']);
  } finally {
    expect(await stop(server)).toBe(0);
    await mail.close();
    await fs.rm(productionDir, { recursive: true, force: true });
  }
  expect(server.lines.some((line) => line.includes('seeded the demo data'))).toBe(false);
  expect(server.lines.some((line) => line.includes('created the first Admin from ADMIN_EMAIL'))).toBe(true);
  expect(server.lines.join('\n')).not.toContain('reset-password?token=');
});

it('in production without ADMIN_EMAIL, starts with no account and says how to create the first Admin', async () => {
  const productionDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rest-api-main-prod-'));
  const server = await start({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', DATA_DIR: productionDir, PGLITE_DIR: 'memory://', DATABASE_URL: '' });
  try {
    const signIn = await fetch(`${server.url}/setup/employees/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'BackOffice!2026' }),
    });
    expect(signIn.status).toBe(401);
  } finally {
    expect(await stop(server)).toBe(0);
    await fs.rm(productionDir, { recursive: true, force: true });
  }
  expect(server.lines.some((line) => line.includes('there is no active Admin: set ADMIN_EMAIL'))).toBe(true);
});
