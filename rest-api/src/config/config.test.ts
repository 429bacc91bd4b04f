import path from 'node:path';
import { ConfigError, IN_MEMORY, loadConfig } from './config';

/* Configuration from the environment (DESIGN §7): defaults, parsing and clear errors. */

const CWD = '/srv/app';

it('applies the documented defaults', () => {
  const config = loadConfig({}, CWD);
  expect(config).toMatchObject({
    port: 3000,
    host: '127.0.0.1',
    databaseUrl: undefined,
    databaseSchema: undefined,
    dataDir: path.join(CWD, 'data'),
    pgliteDir: path.join(CWD, 'data', 'pglite'),
    jwtSecret: undefined,
    jwtTtlSeconds: 8 * 3600,
    seed: 'auto',
    seedPassword: 'BackOffice!2026',
    logLevel: 'info',
    webUrl: 'http://localhost:5173',
    smtpUrl: undefined,
    mailFrom: 'Back Office <no-reply@back-office.local>',
    storageDir: path.join(CWD, 'data', 'files'),
    maxPhotoBytes: 5 * 1024 * 1024,
    maxDocumentBytes: 20 * 1024 * 1024,
    trustProxy: false,
  });
});

it('reads every variable', () => {
  const config = loadConfig(
    {
      REST_API_PORT: '3100',
      REST_API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATABASE_SCHEMA: 'tenant_a',
      DATA_DIR: '/tmp/x',
      PGLITE_DIR: IN_MEMORY,
      JWT_SECRET: 'x'.repeat(32),
      JWT_TTL: '30m',
      SEED: 'false',
      SEED_PASSWORD: 'another-password',
      LOG_LEVEL: 'silent',
      WEB_URL: 'https://office.example.com/',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Office <office@example.com>',
      STORAGE_DIR: 'uploads',
      MAX_PHOTO_BYTES: '1048576',
      MAX_DOCUMENT_BYTES: '10485760',
      TRUST_PROXY: '127.0.0.1,10.0.0.0/8',
    },
    CWD,
  );
  expect(config).toMatchObject({
    port: 3100,
    host: '0.0.0.0',
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
    databaseSchema: 'tenant_a',
    dataDir: '/tmp/x',
    pgliteDir: IN_MEMORY,
    jwtSecret: 'x'.repeat(32),
    jwtTtlSeconds: 1800,
    seed: 'false',
    seedPassword: 'another-password',
    logLevel: 'silent',
    webUrl: 'https://office.example.com',
    smtpUrl: 'smtp://user:pass@mail.example.com:587',
    mailFrom: 'Office <office@example.com>',
    storageDir: path.join(CWD, 'uploads'),
    maxPhotoBytes: 1048576,
    maxDocumentBytes: 10485760,
    trustProxy: '127.0.0.1,10.0.0.0/8',
  });
  expect(loadConfig({ TRUST_PROXY: 'true' }, CWD).trustProxy).toBe(true);
});

it('puts PGlite under DATA_DIR unless PGLITE_DIR is given, and treats empty variables as unset', () => {
  expect(loadConfig({ DATA_DIR: 'state', PGLITE_DIR: '' }, CWD).pgliteDir).toBe(path.join(CWD, 'state', 'pglite'));
  expect(loadConfig({ PGLITE_DIR: 'db' }, CWD).pgliteDir).toBe(path.join(CWD, 'db'));
});

it.each([
  [{ REST_API_PORT: 'eighty' }, 'REST_API_PORT'],
  [{ REST_API_PORT: '70000' }, 'REST_API_PORT'],
  [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
  [{ DATABASE_SCHEMA: 'Robert"; drop' }, 'DATABASE_SCHEMA'],
  [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
  [{ JWT_TTL: '8 hours' }, 'JWT_TTL'],
  [{ SEED: 'yes' }, 'SEED'],
  [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  [{ WEB_URL: 'localhost:5173' }, 'WEB_URL'],
  [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
  [{ MAX_PHOTO_BYTES: 'big' }, 'MAX_PHOTO_BYTES'],
  [{ MAX_DOCUMENT_BYTES: '10' }, 'MAX_DOCUMENT_BYTES'],
  [{ TRUST_PROXY: 'a b' }, 'TRUST_PROXY'],
  [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
])('rejects %j naming %s', (env, name) => {
  expect(() => loadConfig(env, CWD)).toThrow(ConfigError);
  expect(() => loadConfig(env, CWD)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name} `));
});
