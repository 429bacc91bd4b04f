import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IN_MEMORY, loadConfig } from './config';
import { resolveJwtSecret } from './jwt-secret';

/* Where the signing key comes from (src/config/jwt-secret.ts). */

let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rest-api-secret-'));
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

it('uses JWT_SECRET when set', async () => {
  const secret = 'Zp4Qw8Rt2Yx6Uv0Is3Od7Kf1Gh5Jl9Mn-Bc_Ve';
  expect(text(await resolveJwtSecret(loadConfig({ JWT_SECRET: secret, DATA_DIR: dir })))).toBe(secret);
});

it('creates a secret once in DATA_DIR/jwt-secret (mode 0600) and reuses it', async () => {
  const config = loadConfig({ DATA_DIR: dir });
  const first = text(await resolveJwtSecret(config));
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(text(await resolveJwtSecret(config))).toBe(first);
  const file = path.join(dir, 'jwt-secret');
  expect((await fs.readFile(file, 'utf8')).trim()).toBe(first);
  expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
});

it('keeps the secret file at mode 0600 when it was made readable by others', async () => {
  const config = loadConfig({ DATA_DIR: dir });
  const first = text(await resolveJwtSecret(config));
  const file = path.join(dir, 'jwt-secret');
  await fs.chmod(file, 0o644);
  expect(text(await resolveJwtSecret(config))).toBe(first);
  expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
});

it('refuses a weak key found in the secret file', async () => {
  await fs.writeFile(path.join(dir, 'jwt-secret'), 'change-me-to-a-long-random-secret-of-32-chars\n', { mode: 0o600 });
  await expect(resolveJwtSecret(loadConfig({ DATA_DIR: dir }))).rejects.toThrow(/published default: delete the file/);
});

it('keeps a random secret in memory, writing nothing, with an in-memory database', async () => {
  const config = loadConfig({ DATA_DIR: dir, PGLITE_DIR: IN_MEMORY });
  const a = await resolveJwtSecret(config);
  const b = await resolveJwtSecret(config);
  expect(a.length).toBe(32);
  expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  expect(await fs.readdir(dir)).toEqual([]);
});
