import path from 'node:path';
import { z } from 'zod';
import { POOL_SIZE } from '../db/pool-size';
import { MAKE_A_SECRET, weakSecretReason } from './secret-strength';
import { trustProxyValue } from '../generated/server-kit/trust-proxy';

/** Bounds of `REQUEST_TIMEOUT_MS` (milliseconds). */
export const MIN_REQUEST_TIMEOUT_MS = 1000;
export const MAX_REQUEST_TIMEOUT_MS = 3_600_000;

/** Where the S3-compatible bucket for files is (`S3_*`; docs/storage.md). */
export interface S3Settings {
  bucket: string;
  /** The service's URL (MinIO, Ceph, s3rver…); undefined for AWS itself, found from the region. */
  endpoint: string | undefined;
  /** Bucket in the path (`http://host/bucket/key`) rather than the host name: what most non-AWS stores need. */
  forcePathStyle: boolean;
}

/**
 * The demo employees' password in development (README "Demo sign-ins"): published, so never used in
 * production (DESIGN §5 "Production never seeds demo accounts or a known password").
 */
export const PUBLISHED_DEMO_PASSWORD = 'BackOffice!2026';

/** The value of `PGLITE_DIR` that keeps the embedded database in memory (nothing on disk). */
export const IN_MEMORY = 'memory://';

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** "90s", "30m", "8h", "1d" → seconds; a positive whole number of one unit. */
const duration = z
  .string()
  .regex(/^[1-9]\d*[smhd]$/, 'must be a duration such as "30m", "8h" or "1d"')
  .transform((value) => Number(value.slice(0, -1)) * UNIT_SECONDS[value.slice(-1) as keyof typeof UNIT_SECONDS]);

const envSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    REST_API_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    REST_API_HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case PostgreSQL identifier (a-z, 0-9, _)')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    PGLITE_DIR: z.string().min(1).optional(),
    JWT_SECRET: z
      .string()
      .min(32, `must be at least 32 characters (make one with: ${MAKE_A_SECRET})`)
      .superRefine((secret, ctx) => {
        const reason = weakSecretReason(secret);
        if (reason) ctx.addIssue({ code: 'custom', message: `${reason}: use a random value (make one with: ${MAKE_A_SECRET})` });
      })
      .optional(),
    JWT_TTL: duration.prefault('8h'),
    SEED: z.enum(['auto', 'demo', 'false'], { error: 'must be auto, demo or false' }).default('auto'),
    SEED_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    ADMIN_EMAIL: z.email('must be an e-mail address').max(254).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('http://localhost:5173'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Back Office <no-reply@back-office.local>'),
    STORAGE_DIR: z.string().min(1).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 lower-case letters, digits, dots and hyphens)')
      .optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    MAX_PHOTO_BYTES: z.coerce
      .number()
      .int()
      .min(1024, 'must be at least 1024')
      .default(5 * 1024 * 1024),
    MAX_DOCUMENT_BYTES: z.coerce
      .number()
      .int()
      .min(1024, 'must be at least 1024')
      .default(20 * 1024 * 1024),
    SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1, 'must be at least 1').default(60),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const trust = trustProxyValue(value);
        if (trust === undefined) ctx.addIssue({ code: 'custom', message: 'must be true, false or a comma-separated list of IP addresses or CIDRs' });
        return trust ?? false;
      }),
    SHUTDOWN_DELAY_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0, 'must be at least 0').max(60_000, 'must be at most 60000').default(0),
    REQUEST_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(MIN_REQUEST_TIMEOUT_MS, `must be at least ${MIN_REQUEST_TIMEOUT_MS}`)
      .max(MAX_REQUEST_TIMEOUT_MS, `must be at most ${MAX_REQUEST_TIMEOUT_MS}`)
      .default(60_000),
    STREAM_HEARTBEAT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100')
      .max(60_000, 'must be at most 60000')
      .default(15_000),
    EXPORT_IDLE_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100')
      .max(600_000, 'must be at most 600000')
      // Not shorter: a client's socket takes nothing while a steady slow reader drains its full receive buffer, and
      // behind the gateway and the web server those silences come longer still (docs/exports.md "Limits").
      .default(240_000),
    EXPORT_MAX_PER_PERSON: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(20, 'must be at most 20').default(2),
    EXPORT_MAX_CONCURRENT: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000').default(50),
    EXPORT_MAX_READING: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(POOL_SIZE - 1, `must be at most ${POOL_SIZE - 1} (below the database pool of ${POOL_SIZE} connections)`)
      .default(POOL_SIZE / 2),
    METRICS_ENABLED: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    DOCS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    NOTIFICATION_RELAY_SECRET: z
      .string()
      .min(32, `must be at least 32 characters (make one with: ${MAKE_A_SECRET})`)
      .superRefine((value, ctx) => {
        const reason = weakSecretReason(value);
        if (reason) ctx.addIssue({ code: 'custom', message: `${reason}: use a random value (make one with: ${MAKE_A_SECRET})` });
      })
      .optional(),
    OTEL_TRACES_EXPORTER: z.enum(['none', 'otlp', 'console'], { error: 'must be none, otlp or console' }).default('none'),
    OTEL_SERVICE_NAME: z.string().min(1).default('rest-api'),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: `is required when NODE_ENV=production (make one with: ${MAKE_A_SECRET})` });
    }
    // Without a mail server, reset mail would go to the mail_outbox table with its link redacted: nobody
    // could ever reset a password.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when NODE_ENV=production (password-reset mail must be sent)' });
    }
    // DESIGN §5: demo accounts in production only when asked for by name, and never with the README's password.
    if (env.NODE_ENV === 'production' && env.SEED === 'demo' && (!env.SEED_PASSWORD || env.SEED_PASSWORD === PUBLISHED_DEMO_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_PASSWORD'],
        message: 'must be set, and not the published demo password, for SEED=demo when NODE_ENV=production (the demo employees would sign in with it)',
      });
    }
  });

/** The environment variables the rest-api reads (the table on {@link Config}); docker-compose.yml is checked against them. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/**
 * The server's settings, read once at start from the environment (DESIGN §7: configuration only through
 * environment variables, validated at start).
 *
 * | variable          | default               | meaning |
 * |-------------------|-----------------------|---------|
 * | `REST_API_PORT`   | `3000`                | TCP port to listen on (0 = any free port) |
 * | `REST_API_HOST`   | `127.0.0.1`           | address to listen on (`0.0.0.0` in a container) |
 * | `DATABASE_URL`    | unset                 | PostgreSQL URL (node-postgres pool); unset = embedded PGlite |
 * | `DATABASE_SCHEMA` | unset                 | PostgreSQL schema for all tables and the migrations journal; created if missing and used as `search_path` (isolates tests sharing one database) |
 * | `DATA_DIR`        | `./data`              | folder for local state, resolved against the working directory |
 * | `PGLITE_DIR`      | `${DATA_DIR}/pglite`  | PGlite data folder; `memory://` keeps it in memory |
 * | `JWT_SECRET`      | generated             | HS256 key, ≥ 32 characters, random-looking (src/config/secret-strength.ts: no published default, no placeholder word such as `change-me` or `secret`, no short repeated pattern or run, ≥ 10 distinct characters); required when `NODE_ENV=production`; otherwise generated once and kept in `${DATA_DIR}/jwt-secret` (mode 0600; in memory when `PGLITE_DIR=memory://`) |
 * | `JWT_TTL`         | `8h`                  | token lifetime: a whole number and `s`, `m`, `h` or `d` |
 * | `SEED`            | `auto`                | `auto`: load the demo data when there is no employee yet, except when `NODE_ENV=production` (then never); `demo`: also in production (with a SEED_PASSWORD of its own); `false`: never |
 * | `SEED_PASSWORD`   | `BackOffice!2026` ({@link PUBLISHED_DEMO_PASSWORD}) | password of every seeded demo employee; with `NODE_ENV=production` and `SEED=demo` required, and not the published one |
 * | `ADMIN_EMAIL`     | unset                 | when no active Admin exists at start, an Admin with this address and no usable password is created and a link to choose one is mailed to it (src/seed/first-admin.ts) |
 * | `LOG_LEVEL`       | `info`                | pino level (`silent` to mute) |
 * | `WEB_URL`         | `http://localhost:5173` | the web app's address, for links in mail (never the request's Host header) |
 * | `SMTP_URL`        | unset                 | `smtp://user:pass@host:587` (or `smtps://`): send mail through it; required when `NODE_ENV=production`; unset = write mail to the `mail_outbox` table with links and tokens redacted (development only) |
 * | `MAIL_FROM`       | `Back Office <no-reply@back-office.local>` | sender of mail |
 * | `STORAGE_DIR`     | `${DATA_DIR}/files`   | file store: `employees/` photos, `isos/` documents, `claims/` receipts, `tmp/` uploads in progress (with S3: only `tmp/`) |
 * | `S3_BUCKET`       | unset                 | store files in this S3-compatible bucket instead of STORAGE_DIR (docs/storage.md); region and credentials from the AWS SDK's own variables (`AWS_REGION`, `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_PROFILE`…) |
 * | `S3_ENDPOINT`     | unset (AWS)           | the S3-compatible service's URL, e.g. `http://minio:9000` |
 * | `S3_FORCE_PATH_STYLE` | `true` with S3_ENDPOINT, else `false` | bucket in the URL's path rather than its host name |
 * | `MAX_PHOTO_BYTES` | `5242880` (5 MB)      | largest profile photo (larger → 413) |
 * | `MAX_DOCUMENT_BYTES` | `20971520` (20 MB) | largest ISO document (larger → 413) |
 * | `TRUST_PROXY`     | `false`               | whose `X-Forwarded-For` to believe for the client address (sign-in limits): `true`, or addresses/CIDRs such as `127.0.0.1,10.0.0.0/8` |
 * | `SIGN_IN_LIMIT_PER_MINUTE` | `60`     | counted sign-in attempts (failures, refusals, reset requests; not successes, not from an address known for the account) one client address may make in a minute before 429 |
 * | `SHUTDOWN_DELAY_MS` | `0`                  | on SIGTERM, how long to keep serving with `/readyz` failing before closing (0–60000), so that a load balancer stops sending first (docs/storage.md "Several replicas") |
 * | `REQUEST_TIMEOUT_MS` | `60000`            | longest time to receive one whole request, body included (1000–3600000); headers must arrive within the smaller of this and 15 s; slower → 408 and the connection closed |
 * | `STREAM_HEARTBEAT_MS` | `15000`           | how often the notification stream sends a heartbeat and checks that its session still lives (100–60000; docs/notifications.md) |
 * | `EXPORT_IDLE_TIMEOUT_MS` | `240000`      | how long an export waits for a client that takes none of its bytes before it aborts the download (100–600000; docs/exports.md "Limits") |
 * | `EXPORT_MAX_PER_PERSON` | `2`            | exports one person may run at once (1–20); more → 429 |
 * | `EXPORT_MAX_CONCURRENT` | `50`           | exports (open downloads) the server runs at once (1–1000); more → 429. A download holds no database connection while it sends |
 * | `EXPORT_MAX_READING` | `5`               | export reads of the database at once, however many downloads are open (1–9, below the database pool of 10 connections); more wait their turn |
 * | `METRICS_ENABLED` | `true`                | whether `GET /metrics` answers the Prometheus text format (docs/observability.md) |
 * | `METRICS_TOKEN`   | unset                 | when set (16+ characters), `GET /metrics` needs `Authorization: Bearer <it>`, else 401; unset with `NODE_ENV=production`, there is no `/metrics` (404) |
 * | `NOTIFICATION_RELAY_SECRET` | unset      | when set (32+ random characters, the same value as the gateways'), `GET /setup/notifications/relay` streams every employee's new notifications to a gateway presenting `Authorization: Bearer <it>` (one stream per gateway replica; docs/notifications.md "Relay"); unset, there is no relay (404) and each gateway opens one stream per signed-in person. `npm start` generates one for the pair it starts |
 * | `DOCS_TOKEN`      | unset                 | when set (16+ characters), `/setup/docs` (the OpenAPI UI and document) needs `Authorization: Bearer <it>`, else 401; unset, open outside production and absent (404) with `NODE_ENV=production` |
 * | `OTEL_TRACES_EXPORTER` | `none`           | `none`: no tracing (nothing loaded); `otlp`: OTLP over HTTP/protobuf; `console`: spans on stdout (docs/observability.md) |
 * | `OTEL_SERVICE_NAME` | `rest-api`          | the traces' `service.name` |
 * | `OTEL_EXPORTER_OTLP_ENDPOINT` | unset (http://localhost:4318) | the OTLP collector's base URL, read by the exporter itself |
 */
export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  /** Absolute path. */
  dataDir: string;
  /** Absolute path, or {@link IN_MEMORY}. */
  pgliteDir: string;
  /** Unset here means "generate or load one" (see src/config/jwt-secret.ts). */
  jwtSecret: string | undefined;
  /** Token lifetime in seconds. */
  jwtTtlSeconds: number;
  /** `SEED` as given. */
  seed: 'auto' | 'demo' | 'false';
  /** Whether an empty database gets the demo data: `SEED=demo`, or `SEED=auto` outside production (DESIGN §5). */
  demoSeed: boolean;
  seedPassword: string;
  /** The address of the first Admin to create when there is none (src/seed/first-admin.ts). */
  adminEmail: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The web app's origin without a trailing slash, e.g. `http://localhost:5173`. */
  webUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Absolute path of the file store (with {@link Config.s3}: of its `tmp/` for uploads being received). */
  storageDir: string;
  /** The S3-compatible bucket files go to, or undefined for the local folder {@link Config.storageDir}. */
  s3: S3Settings | undefined;
  /** Bytes. */
  maxPhotoBytes: number;
  /** Bytes. */
  maxDocumentBytes: number;
  /** Fastify's `trustProxy`: false, true, or a comma-separated list of trusted addresses/CIDRs. */
  trustProxy: boolean | string;
  /** Sign-in attempts one client address may make in a minute (src/auth/sign-in-throttle.ts). */
  signInLimitPerMinute: number;
  /** Milliseconds to receive a whole request, body included (src/http/timeouts.ts). */
  requestTimeoutMs: number;
  /** Milliseconds to keep serving, not ready, between SIGTERM and closing (src/http/health.ts). */
  shutdownDelayMs: number;
  /** Milliseconds between two heartbeats (and session checks) of the notification stream (src/notifications/stream-route.ts). */
  streamHeartbeatMs: number;
  /** Exports (docs/exports.md "Limits", src/exports/route.ts): milliseconds a stalled client is waited for, and the caps on exports running at once. */
  exports: { idleTimeoutMs: number; maxPerPerson: number; maxConcurrent: number; maxReading: number };
  /** `GET /metrics` on or off, and the bearer token it needs when set (server-kit/metrics-route.ts). */
  metrics: { enabled: boolean; token: string | undefined };
  /** The bearer token `/setup/docs` needs when set; without it the docs are open outside production and off in it (src/http/openapi.ts). */
  docsToken: string | undefined;
  /** The shared secret of the gateways' notification relay; undefined: no relay (src/notifications/relay-route.ts). */
  notificationRelaySecret: string | undefined;
  /** Where spans go (`none`: tracing off) and the service name they carry (src/telemetry/tracing.ts). */
  tracing: TracingSettings;
}

/** The tracing settings of {@link Config}: `exporter` `none` means off. */
export interface TracingSettings {
  exporter: 'none' | 'otlp' | 'console';
  serviceName: string;
}

/** Thrown by {@link loadConfig} when the environment is invalid; `message` lists every bad variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the configuration (table on {@link Config}). Relative directories are resolved
 * against `cwd`.
 *
 * @throws ConfigError naming each invalid variable, e.g. `JWT_SECRET must be at least 32 characters …`,
 *   `JWT_SECRET contains the placeholder word "change-me": use a random value …`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  // An empty variable means "not set": `FOO= npm start` should not fail on FOO.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.S3_ENDPOINT && !e.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_BUCKET must be set when S3_ENDPOINT is (files go to the local STORAGE_DIR otherwise)');
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const pgliteDir = e.PGLITE_DIR === IN_MEMORY ? IN_MEMORY : path.resolve(cwd, e.PGLITE_DIR ?? path.join(dataDir, 'pglite'));
  return {
    nodeEnv: e.NODE_ENV,
    port: e.REST_API_PORT,
    host: e.REST_API_HOST,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    dataDir,
    pgliteDir,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL,
    seed: e.SEED,
    demoSeed: e.SEED === 'demo' || (e.SEED === 'auto' && e.NODE_ENV !== 'production'),
    seedPassword: e.SEED_PASSWORD ?? PUBLISHED_DEMO_PASSWORD,
    adminEmail: e.ADMIN_EMAIL,
    logLevel: e.LOG_LEVEL,
    webUrl: e.WEB_URL.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storageDir: path.resolve(cwd, e.STORAGE_DIR ?? path.join(dataDir, 'files')),
    s3: e.S3_BUCKET ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? (e.S3_ENDPOINT ? 'true' : 'false')) === 'true' } : undefined,
    maxPhotoBytes: e.MAX_PHOTO_BYTES,
    maxDocumentBytes: e.MAX_DOCUMENT_BYTES,
    trustProxy: e.TRUST_PROXY,
    signInLimitPerMinute: e.SIGN_IN_LIMIT_PER_MINUTE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    streamHeartbeatMs: e.STREAM_HEARTBEAT_MS,
    exports: { idleTimeoutMs: e.EXPORT_IDLE_TIMEOUT_MS, maxPerPerson: e.EXPORT_MAX_PER_PERSON, maxConcurrent: e.EXPORT_MAX_CONCURRENT, maxReading: e.EXPORT_MAX_READING },
    metrics: { enabled: e.METRICS_ENABLED === 'true', token: e.METRICS_TOKEN },
    docsToken: e.DOCS_TOKEN,
    notificationRelaySecret: e.NOTIFICATION_RELAY_SECRET,
    tracing: { exporter: e.OTEL_TRACES_EXPORTER, serviceName: e.OTEL_SERVICE_NAME },
  };
}
