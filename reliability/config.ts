import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from '../scripts/stack/chromium';

/** The repository root (this file is reliability/config.ts). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Everything the suite is tuned by, in one place (reliability/README.md). Ports stay within the ranges reserved for
 * this suite (3300–3399 rest-api, 4300–4399 gateway, 5300–5399 web, 5433+ PostgreSQL, 2601 mail) so that it runs
 * beside `npm start`, the e2e tests and the bench. Durations are in milliseconds.
 */
/**
 * Added to every port of the suite (`RELIABILITY_PORT_OFFSET`, 0–60000, e.g. 50 or 30300), so that two
 * runs can share a machine; pick one that lands on no other service's port (3306 is MariaDB's). The
 * highest base port (5433) plus 60000 is still a port; a larger offset is refused rather than clamped,
 * since a clamped one would silently collide with another run's.
 */
const OFFSET = portOffset(process.env.RELIABILITY_PORT_OFFSET);

/** `RELIABILITY_PORT_OFFSET` → the offset (0 when unset). @throws when it is not a whole number from 0 to 60000. */
function portOffset(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0 || offset > 60_000) throw new Error(`RELIABILITY_PORT_OFFSET must be a whole number from 0 to 60000, not ${value}`);
  return offset;
}
const at = (port: number) => port + OFFSET;

/** A whole number from the environment variable `name`, else `fallback` (unset, empty, negative or not a number). */
function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name]?.trim() && Number.isInteger(value) && value >= 0 ? value : fallback;
}

export const CONFIG = {
  ports: { restApi: at(3301), gateway: at(4301), web: at(5301), postgres: at(5433) },
  /** The scale-out phase (scale/): HAProxy's two frontends, the replicas behind them, the S3 server; simulated clients. */
  scale: {
    ports: { restApiFront: at(3320), restApis: [at(3330), at(3340)], gatewayFront: at(4320), gateways: [at(4330), at(4340)], s3: at(3390) },
    clients: 12,
    /** The replicas' SHUTDOWN_DELAY_MS: longer than HAProxy takes to see a replica not ready (scale/haproxy.ts). */
    shutdownDelayMs: 3_000,
  },
  /** Where the suite's own PostgreSQL binaries live (Debian's postgresql-15). */
  postgresBin: process.env.RELIABILITY_PG_BIN ?? '/usr/lib/postgresql/15/bin',
  chromium: CHROMIUM_PATH,
  /** A random HS256 key for this run's own rest-api (never a real deployment's): the token checks forge with it. */
  jwtSecret: randomBytes(48).toString('base64url'),
  /**
   * The METRICS_TOKEN of this run's rest-api and gateway, as docker-compose.yml requires one: in
   * production `/metrics` answers only its bearer (README "Deployment").
   */
  metricsToken: randomBytes(24).toString('base64url'),
  /** The run's notification relay secret, shared by its rest-api and gateways (docs/notifications.md "Relay"). */
  relaySecret: randomBytes(32).toString('base64url'),
  /** The DOCS_TOKEN of this run's rest-api: in production `/setup/docs` answers only its bearer; the REST fuzzer reads the routes there. */
  docsToken: randomBytes(24).toString('base64url'),
  /** The exposure checks (security/exposure.ts): a rest-api and a gateway started without METRICS_TOKEN (and DOCS_TOKEN), and Vite's dev server. */
  exposure: { ports: { restApi: at(3350), gateway: at(4350), devServer: at(5350) } },
  /**
   * The whole-request time limit (REQUEST_TIMEOUT_MS) of the suite's rest-api, gateway and web server:
   * shorter than the default so that the slow-body check ends quickly; every real request of the load
   * is received in far less.
   */
  requestTimeoutMs: 8_000,
  /** Port of the suite's mail catcher (rest-api requires a mail server in production). */
  smtpPort: at(2601),
  /**
   * The demo employees' password of this run's rest-api, random: it runs with NODE_ENV=production, where
   * the demo seed is `SEED=demo` with a password of its own, never the published one (DESIGN §5).
   */
  password: `Reliable-${randomBytes(12).toString('base64url')}`,
  /** The README's demo password, which a production start must never give anyone (security/production-seed.ts). */
  publishedPassword: 'BackOffice!2026',
  accounts: {
    admin: 'admin@example.com',
    gvr: 'gvr@example.com',
    hod: 'hod@example.com',
    finance: 'finance@example.com',
    product: 'product@example.com',
    employee: 'employee@example.com',
  },
  load: {
    users: 50,
    durationMs: Number(process.env.RELIABILITY_LOAD_MS ?? 120_000),
    /** Pause of a simulated user between two actions (uniform in this range). */
    thinkMs: [150, 450] as const,
    /** Client-side limit of one request; a request that takes longer counts as failed. */
    requestTimeoutMs: 15_000,
    counterClients: 20,
    counterIncrementsEach: 4,
    /** Requisitions created at once, then issued at once against an equipment with `raceStock` units (load/requisition-races.ts). */
    raceClients: 20,
    raceStock: 5,
  },
  faults: {
    /** When, from the start of the load, each fault is injected. */
    restApiKillAtMs: 25_000,
    restApiDownMs: 10_000,
    postgresRestartAtMs: 50_000,
    postgresDownMs: 5_000,
    restApiSigtermAtMs: 72_000,
    gatewaySigtermAtMs: 92_000,
    /** Errors must stop within this time once rest-api is back. */
    recoveryLimitMs: 5_000,
    /** A signalled process must exit within this time. */
    exitLimitMs: 10_000,
  },
  fuzz: {
    restCases: Number(process.env.RELIABILITY_FUZZ_REST ?? 3_000),
    graphqlCases: Number(process.env.RELIABILITY_FUZZ_GRAPHQL ?? 3_000),
    concurrency: 8,
    seed: Number(process.env.RELIABILITY_SEED ?? 20261122),
  },
  /**
   * The working-day scenario (workday/, reliability/README.md "Working day"): the numbers by default,
   * each overridable by `RELIABILITY_WORKDAY_<NAME>`. Rates are per minute, sizes in bytes.
   */
  workday: {
    /** Simulated employees, each holding one live notification stream through the web front server. */
    employees: envNumber('RELIABILITY_WORKDAY_EMPLOYEES', 500),
    /** Of them: reading, writing and taking workflow actions (requesters and the Hods who approve them). */
    active: envNumber('RELIABILITY_WORKDAY_ACTIVE', 50),
    /** Of the active ones: Hods, each heading a department of requesters. */
    hods: envNumber('RELIABILITY_WORKDAY_HODS', 10),
    /** Of them: downloading a large export again and again at {@link readBytesPerSecond}. */
    downloaders: envNumber('RELIABILITY_WORKDAY_DOWNLOADERS', 10),
    /** Of them: starting a large export, reading {@link stallAfterBytes}, then reading no more. */
    stallers: envNumber('RELIABILITY_WORKDAY_STALLERS', 5),
    /** Extra subscriptions one user opens at once (besides their own stream). */
    burst: envNumber('RELIABILITY_WORKDAY_BURST', 200),
    /** Anonymous sign-ins with a wrong password, per minute, from the honest users' address. */
    badSignInsPerMinute: envNumber('RELIABILITY_WORKDAY_BAD_SIGN_INS', 30),
    /** Length of the steady state (every employee connected). */
    durationMs: envNumber('RELIABILITY_WORKDAY_MS', 100_000),
    /** Visits generated so that an export is large (about 200 bytes of CSV each: larger than what the proxies between a stalled client and rest-api can buffer). */
    visits: envNumber('RELIABILITY_WORKDAY_VISITS', 120_000),
    readBytesPerSecond: 64 * 1024,
    stallAfterBytes: 256 * 1024,
    /**
     * The suite's idle-send timeout of the hop nearest the client (the web server's
     * DOWNLOAD_IDLE_TIMEOUT_MS): a download whose client reads nothing this long is cut. Not shorter: a
     * reader at {@link readBytesPerSecond} takes nothing for about 23 s at a time once its receive buffer
     * is full (docs/exports.md "Limits"), and must not be cut.
     */
    exportIdleTimeoutMs: 40_000,
    /**
     * The suite's idle-send timeout of the inner hops (the gateway's DOWNLOAD_IDLE_TIMEOUT_MS, rest-api's
     * EXPORT_IDLE_TIMEOUT_MS), twice the outer one as in production (docs/exports.md "Limits"): an inner hop
     * sees its downstream's buffers drain in pulses, so a steady reader at {@link readBytesPerSecond}
     * leaves it silences longer than the client's own (2 of 10 such readers were cut by rest-api at 40 s).
     */
    innerIdleTimeoutMs: 80_000,
    /**
     * Time allowed beyond the idle timeout for the cut to show. A server is blocked on a stalled client
     * only once the buffers between them are full: the client's and the web server's socket buffers
     * take up to about 10 MB on loopback, which the export fills at its own pace first.
     */
    cutMarginMs: 35_000,
    /** Pause of an active user between two actions (uniform in this range). */
    thinkMs: [1_000, 3_000] as const,
    /** Targets: p95 of the honest reads, delivery of every notification. */
    readP95Ms: 500,
    deliveryMs: 2_000,
    /** The loopback address every simulated employee (and the anonymous guesser) connects from: one office behind one NAT. */
    officeAddress: '127.0.0.20',
  },
  uploads: { hugeBytes: 50 * 1024 * 1024, quickMs: 5_000 },
  /** The whole run is stopped (and fails) after this long, whatever it is doing. */
  hardLimitMs: 15 * 60_000,
} as const;

/** The suite's configuration type. */
export type ReliabilityConfig = typeof CONFIG;
