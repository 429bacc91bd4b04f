import path from 'node:path';
import { ConfigError, IN_MEMORY, loadConfig } from './config';
import { KNOWN_SECRETS } from './secret-strength';

/* Configuration from the environment (DESIGN §7): defaults, parsing and clear errors. */

const CWD = '/srv/app';
/** What `openssl rand -base64 48` prints. */
const RANDOM_SECRET = 'kQ8v2Lr9ZfX1c7TnWm4YbP0sHdJ3gE6uA5oRiVxNzKyt+Bq/MwCe8lUa2FhGj9Ds';

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
    demoSeed: true,
    seedPassword: 'BackOffice!2026',
    adminEmail: undefined,
    logLevel: 'info',
    webUrl: 'http://localhost:5173',
    smtpUrl: undefined,
    mailFrom: 'Back Office <no-reply@back-office.local>',
    storageDir: path.join(CWD, 'data', 'files'),
    s3: undefined,
    maxPhotoBytes: 5 * 1024 * 1024,
    maxDocumentBytes: 20 * 1024 * 1024,
    trustProxy: false,
    requestTimeoutMs: 60_000,
    streamHeartbeatMs: 15_000,
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
      JWT_SECRET: RANDOM_SECRET,
      JWT_TTL: '30m',
      SEED: 'false',
      SEED_PASSWORD: 'another-password',
      ADMIN_EMAIL: 'it.lead@example.com',
      LOG_LEVEL: 'silent',
      WEB_URL: 'https://office.example.com/',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Office <office@example.com>',
      STORAGE_DIR: 'uploads',
      MAX_PHOTO_BYTES: '1048576',
      MAX_DOCUMENT_BYTES: '10485760',
      TRUST_PROXY: '127.0.0.1,10.0.0.0/8',
      REQUEST_TIMEOUT_MS: '5000',
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
    jwtSecret: RANDOM_SECRET,
    jwtTtlSeconds: 1800,
    seed: 'false',
    demoSeed: false,
    seedPassword: 'another-password',
    adminEmail: 'it.lead@example.com',
    logLevel: 'silent',
    webUrl: 'https://office.example.com',
    smtpUrl: 'smtp://user:pass@mail.example.com:587',
    mailFrom: 'Office <office@example.com>',
    storageDir: path.join(CWD, 'uploads'),
    maxPhotoBytes: 1048576,
    maxDocumentBytes: 10485760,
    trustProxy: '127.0.0.1,10.0.0.0/8',
    requestTimeoutMs: 5000,
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
  [{ TRUST_PROXY: '10.0.0.0/99' }, 'TRUST_PROXY'],
  [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
  [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }, 'JWT_SECRET'],
  [{ NODE_ENV: 'production', JWT_SECRET: RANDOM_SECRET }, 'SMTP_URL'],
  [{ NODE_ENV: 'production', JWT_SECRET: RANDOM_SECRET, SMTP_URL: 'smtp://mail:25', SEED: 'demo' }, 'SEED_PASSWORD'],
  [{ NODE_ENV: 'production', JWT_SECRET: RANDOM_SECRET, SMTP_URL: 'smtp://mail:25', SEED: 'demo', SEED_PASSWORD: 'BackOffice!2026' }, 'SEED_PASSWORD'],
  [{ ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL'],
  [{ REQUEST_TIMEOUT_MS: '10' }, 'REQUEST_TIMEOUT_MS'],
  [{ REQUEST_TIMEOUT_MS: 'soon' }, 'REQUEST_TIMEOUT_MS'],
])('rejects %j naming %s', (env, name) => {
  expect(() => loadConfig(env, CWD)).toThrow(ConfigError);
  expect(() => loadConfig(env, CWD)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name} `));
});

it('seeds demo data in production only for SEED=demo with a password of its own (DESIGN §5)', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: RANDOM_SECRET, SMTP_URL: 'smtp://mail:25' };
  expect(loadConfig(production, CWD).demoSeed).toBe(false);
  expect(loadConfig({ ...production, SEED: 'auto', SEED_PASSWORD: 'Chosen-for-staging-1' }, CWD).demoSeed).toBe(false);
  expect(loadConfig({ ...production, SEED: 'demo', SEED_PASSWORD: 'Chosen-for-staging-1' }, CWD)).toMatchObject({ demoSeed: true, seedPassword: 'Chosen-for-staging-1' });
  expect(loadConfig({ SEED: 'demo' }, CWD)).toMatchObject({ demoSeed: true, seedPassword: 'BackOffice!2026' });
});

it('accepts a production configuration with a random JWT_SECRET and a mail server', () => {
  const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: RANDOM_SECRET, SMTP_URL: 'smtp://mail:25' }, CWD);
  expect(config).toMatchObject({ jwtSecret: RANDOM_SECRET, smtpUrl: 'smtp://mail:25' });
  // 32 random bytes in hex are fine too.
  expect(loadConfig({ JWT_SECRET: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' }, CWD).jwtSecret).toHaveLength(64);
});

it.each([
  ['the old docker-compose default', KNOWN_SECRETS[0], /published default/],
  ['a placeholder word', 'please-CHANGEME-kQ8v2Lr9ZfX1c7TnWm4YbP0s', /placeholder word "CHANGEME"/],
  ['"secret" in it', 'my-jwt-secret-kQ8v2Lr9ZfX1c7TnWm4YbP0sHd', /placeholder word "secret"/],
  ['"example" in it', 'kQ8v2Lr9ZfX1c7TnWm4YbP0sHd-example-value', /placeholder word "example"/],
  ['"password" in it', 'Password1-kQ8v2Lr9ZfX1c7TnWm4YbP0sHdJ3', /placeholder word "Password"/],
  ['"default" in it', 'default-kQ8v2Lr9ZfX1c7TnWm4YbP0sHdJ3gE6', /placeholder word "default"/],
  ['"replace" in it', 'replace-kQ8v2Lr9ZfX1c7TnWm4YbP0sHdJ3gE6', /placeholder word "replace"/],
  ['one character', 'x'.repeat(40), /fewer than 10 distinct characters/],
  ['few characters', 'abababababcdcdcdcdcdabababababcdcdcdcd', /fewer than 10 distinct characters/],
  ['a repeated pattern', 'kQ8v2Lr9ZfX1kQ8v2Lr9ZfX1kQ8v2Lr9ZfX1kQ8v', /repeats a shorter pattern/],
  ['an alphabet run', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEF', /run of neighbouring characters/],
])('refuses a JWT_SECRET that is %s, without printing it', (_, secret, reason) => {
  let message = '';
  try {
    loadConfig({ JWT_SECRET: secret }, CWD);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    message = (error as Error).message;
  }
  expect(message).toMatch(/^Invalid configuration:\n {2}JWT_SECRET /);
  expect(message).toMatch(reason);
  expect(message).toContain('openssl rand -base64 48');
  expect(message).not.toContain(secret);
});

it('sends files to an S3 bucket when S3_BUCKET is set (path style with an endpoint), and refuses an endpoint without a bucket', () => {
  expect(loadConfig({ S3_BUCKET: 'back-office-files' }, CWD).s3).toEqual({ bucket: 'back-office-files', endpoint: undefined, forcePathStyle: false });
  expect(loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000' }, CWD).s3).toEqual({ bucket: 'files', endpoint: 'http://minio:9000', forcePathStyle: true });
  expect(loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }, CWD).s3?.forcePathStyle).toBe(false);
  expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' }, CWD)).toThrow('S3_BUCKET must be set when S3_ENDPOINT is');
  expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' }, CWD)).toThrow(/S3_BUCKET must be an S3 bucket name/);
  expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' }, CWD)).toThrow(/S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/);
});

it('has metrics on and open and tracing off unless told otherwise (docs/observability.md)', () => {
  expect(loadConfig({}, CWD)).toMatchObject({ metrics: { enabled: true, token: undefined }, tracing: { exporter: 'none', serviceName: 'rest-api' } });
  expect(loadConfig({ METRICS_ENABLED: 'false', METRICS_TOKEN: 'a-long-enough-metrics-token', OTEL_TRACES_EXPORTER: 'console', OTEL_SERVICE_NAME: 'api-1' }, CWD)).toMatchObject({
    metrics: { enabled: false, token: 'a-long-enough-metrics-token' },
    tracing: { exporter: 'console', serviceName: 'api-1' },
  });
  expect(() => loadConfig({ OTEL_TRACES_EXPORTER: 'zipkin' }, CWD)).toThrow(/OTEL_TRACES_EXPORTER must be none, otlp or console/);
  expect(() => loadConfig({ METRICS_TOKEN: 'short' }, CWD)).toThrow(/METRICS_TOKEN must be at least 16 characters/);
});

it('takes a DOCS_TOKEN of 16+ characters for /setup/docs, none by default (src/http/openapi.ts)', () => {
  expect(loadConfig({}, CWD).docsToken).toBeUndefined();
  expect(loadConfig({ DOCS_TOKEN: 'a-long-enough-docs-token' }, CWD).docsToken).toBe('a-long-enough-docs-token');
  expect(() => loadConfig({ DOCS_TOKEN: 'short' }, CWD)).toThrow(/DOCS_TOKEN must be at least 16 characters/);
});

it('limits exports: a 120 s idle-send timeout, 2 per person, 50 in all, and their reads below the database pool (docs/exports.md "Limits")', () => {
  expect(loadConfig({}, CWD).exports).toEqual({ idleTimeoutMs: 240_000, maxPerPerson: 2, maxConcurrent: 50, maxReading: 5 });
  expect(loadConfig({ EXPORT_IDLE_TIMEOUT_MS: '500', EXPORT_MAX_PER_PERSON: '1', EXPORT_MAX_CONCURRENT: '9', EXPORT_MAX_READING: '9' }, CWD).exports).toEqual({
    idleTimeoutMs: 500,
    maxPerPerson: 1,
    maxConcurrent: 9,
    maxReading: 9,
  });
  expect(() => loadConfig({ EXPORT_MAX_READING: '10' }, CWD)).toThrow(/EXPORT_MAX_READING must be at most 9 \(below the database pool of 10 connections\)/);
  expect(() => loadConfig({ EXPORT_MAX_CONCURRENT: '0' }, CWD)).toThrow(/EXPORT_MAX_CONCURRENT must be at least 1/);
  expect(() => loadConfig({ EXPORT_MAX_PER_PERSON: '0' }, CWD)).toThrow(/EXPORT_MAX_PER_PERSON must be at least 1/);
  expect(() => loadConfig({ EXPORT_IDLE_TIMEOUT_MS: 'soon' }, CWD)).toThrow(/EXPORT_IDLE_TIMEOUT_MS must be a number of milliseconds/);
});
