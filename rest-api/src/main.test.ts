import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { dropSchema } from '../testing/test-database';

/*
 * The server process as other workspaces start it (`tsx src/main.ts`): it migrates, seeds, listens,
 * serves, and on SIGTERM exits 0 having closed the database; a restart on the same data does not seed
 * again. Uses PGlite on disk, or a fresh schema of DATABASE_URL when that is set.
 */

const MAIN = path.join(__dirname, 'main.ts');
let dataDir: string;
const schema = `test_main_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rest-api-main-'));
});

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) await dropSchema(process.env.DATABASE_URL, schema);
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
  await new Promise((resolve) => setTimeout(resolve, 300));
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
