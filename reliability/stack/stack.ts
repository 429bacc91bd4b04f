import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONFIG, ROOT } from '../config';
import { createOwnPostgres, type OwnPostgres } from './postgres';
import { startMailCatcher, type MailCatcher } from '../../scripts/stack/mail-catcher';
import { productionCommand, webServerCommand } from '../../scripts/stack/production';
import { startService, stopAllServices, type Service } from '../../scripts/stack/service';

/**
 * The stack under test: the suite's own PostgreSQL, rest-api and gateway started as production starts
 * them (compiled, `npm run start:prod`'s heap limits; one process each so that signals reach them), and the web
 * as `npm start` serves it (the built web behind the web front server). `restApi` and `gateway` are replaced when a fault restarts them; `restApiLogs` and
 * `gatewayLogs` keep every instance's service in start order (their logs are read afterwards).
 */
export interface Stack {
  postgres: OwnPostgres;
  /** The SMTP server rest-api sends mail to (reset links). */
  mail: MailCatcher;
  restApi: Service;
  gateway: Service;
  web?: Service;
  restApiLogs: Service[];
  gatewayLogs: Service[];
  /** Temporary root of everything on disk: data, files (STORAGE_DIR), temp folders, logs. */
  dir: string;
  /** rest-api's STORAGE_DIR. */
  storageDir: string;
  /** The TMPDIR of rest-api and of the gateway (uploads are buffered there). */
  tempDirs: string[];
  restApiUrl: string;
  gatewayUrl: string;
  webUrl: string;
  /** Starts a new rest-api on the same port, database and folders (the old one must be gone or going). */
  startRestApi(): Promise<Service>;
  /** Starts a new gateway on the same port. */
  startGateway(): Promise<Service>;
  /** Builds the web and starts the web front server on it (once). */
  startWeb(): Promise<Service>;
  /**
   * Starts one more rest-api or gateway (a replica, reliability/scale/) on `port`, configured as the
   * main one (same database, secret, mail) except for `env` (e.g. the gateway's UPSTREAM_URL, a bucket);
   * not tracked as {@link Stack.restApi}/{@link Stack.gateway}.
   */
  startReplica(which: 'rest-api' | 'gateway', port: number, env: Record<string, string>): Promise<Service>;
  /** Stops everything the suite started and removes the temporary folder. */
  destroy(): Promise<void>;
}

/**
 * Creates the reliability suite's stack on loopback ports of the suite: PostgreSQL (initdb into a temporary
 * folder), a mail catcher, rest-api (migrated and seeded with the demo data, `SEED=demo` with the run's own
 * password as production requires; `TRUST_PROXY=127.0.0.1` so
 * that the addresses the gateway appends to `X-Forwarded-For` count for the sign-in limits; mail to the
 * catcher; `LOG_LEVEL=info` so that every request is logged with its id) and the gateway in front of it
 * (`TRUST_PROXY=127.0.0.1` too, as `npm start` sets it: the suite's own clients at 127.0.0.1 may claim
 * addresses, clients at other loopback addresses such as 127.0.0.2 may not). Both run with
 * `NODE_ENV=production`, as deployed, with the suite's `METRICS_TOKEN` (docker-compose.yml requires one),
 * rest-api with its `DOCS_TOKEN` (the REST fuzzer reads the OpenAPI document), and `REQUEST_TIMEOUT_MS`
 * of the suite's config.
 */
export async function createStack(): Promise<Stack> {
  const dir = await mkdtemp(path.join(tmpdir(), 'reliability-'));
  const storageDir = path.join(dir, 'files');
  const restTmp = path.join(dir, 'tmp-rest-api');
  const gatewayTmp = path.join(dir, 'tmp-gateway');
  const logDir = path.join(dir, 'logs');
  await Promise.all([restTmp, gatewayTmp, logDir, storageDir].map((folder) => mkdir(folder, { recursive: true })));
  const postgres = await createOwnPostgres(CONFIG.postgresBin, CONFIG.ports.postgres);
  const mail = await startMailCatcher(CONFIG.smtpPort);
  const restApiUrl = `http://127.0.0.1:${CONFIG.ports.restApi}`;
  const gatewayUrl = `http://127.0.0.1:${CONFIG.ports.gateway}`;
  const webUrl = `http://127.0.0.1:${CONFIG.ports.web}`;
  const restApiLogs: Service[] = [];
  const gatewayLogs: Service[] = [];

  /** Starts a workspace's server as production does (built once); the instances of one part are numbered in its log list. */
  const startPart = async (workspace: 'rest-api' | 'gateway', instances: Service[], env: Record<string, string>, url: string, readyPath: string) => {
    const production = await productionCommand(ROOT, workspace);
    return startService({
      name: `${workspace}-${instances.length + 1}`,
      command: process.execPath,
      args: production.args,
      cwd: path.join(ROOT, workspace),
      env: { ...production.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
      url,
      readyPath,
      logDir,
    }).then((service) => {
      instances.push(service);
      return service;
    });
  };
  const restApiEnv = (port: number): Record<string, string> => ({
    REST_API_PORT: String(port),
    REST_API_HOST: '127.0.0.1',
    DATABASE_URL: postgres.url,
    DATA_DIR: path.join(dir, 'data'),
    JWT_SECRET: CONFIG.jwtSecret,
    SEED: 'demo',
    SEED_PASSWORD: CONFIG.password,
    STORAGE_DIR: storageDir,
    TRUST_PROXY: '127.0.0.1',
    REQUEST_TIMEOUT_MS: String(CONFIG.requestTimeoutMs),
    // The working day's stalled downloads are judged against it (workday/downloads.ts).
    EXPORT_IDLE_TIMEOUT_MS: String(CONFIG.workday.innerIdleTimeoutMs),
    SMTP_URL: mail.url,
    WEB_URL: webUrl,
    METRICS_TOKEN: CONFIG.metricsToken,
    DOCS_TOKEN: CONFIG.docsToken,
    NOTIFICATION_RELAY_SECRET: CONFIG.relaySecret,
    TMPDIR: restTmp,
  });
  const gatewayEnv = (port: number): Record<string, string> => ({
    GATEWAY_PORT: String(port),
    GATEWAY_HOST: '127.0.0.1',
    UPSTREAM_URL: restApiUrl,
    // As `npm start`: the web server in front of it runs on this host, so its forwarded address counts.
    TRUST_PROXY: '127.0.0.1',
    REQUEST_TIMEOUT_MS: String(CONFIG.requestTimeoutMs),
    // Each hop cuts a stalled download (server-kit/stalled-download.ts); the working day judges it.
    DOWNLOAD_IDLE_TIMEOUT_MS: String(CONFIG.workday.innerIdleTimeoutMs),
    METRICS_TOKEN: CONFIG.metricsToken,
    NOTIFICATION_RELAY_SECRET: CONFIG.relaySecret,
    TMPDIR: gatewayTmp,
  });
  const startRestApi = async () => {
    stack.restApi = await startPart('rest-api', restApiLogs, restApiEnv(CONFIG.ports.restApi), restApiUrl, '/readyz');
    return stack.restApi;
  };
  const startGateway = async () => {
    stack.gateway = await startPart('gateway', gatewayLogs, gatewayEnv(CONFIG.ports.gateway), gatewayUrl, '/healthz');
    return stack.gateway;
  };
  const startReplica = async (which: 'rest-api' | 'gateway', port: number, env: Record<string, string>) =>
    which === 'rest-api'
      ? startPart('rest-api', restApiLogs, { ...restApiEnv(port), ...env }, `http://127.0.0.1:${port}`, '/readyz')
      : startPart('gateway', gatewayLogs, { ...gatewayEnv(port), ...env }, `http://127.0.0.1:${port}`, '/healthz');
  const startWeb = async () => {
    const web = await webServerCommand(ROOT);
    stack.web ??= await startService({
      name: 'web',
      command: process.execPath,
      args: web.args,
      cwd: path.join(ROOT, 'web'),
      env: {
        ...web.env,
        WEB_PORT: String(CONFIG.ports.web),
        WEB_HOST: '127.0.0.1',
        GATEWAY_URL: gatewayUrl,
        LOG_LEVEL: 'info',
        DOWNLOAD_IDLE_TIMEOUT_MS: String(CONFIG.workday.exportIdleTimeoutMs),
        // Its default (60 s), as `npm start` runs it: the front server also times the gateway's answer
        // bodies out after this long without a byte, and a live notification stream is silent for up to the
        // gateway's heartbeat (12 s) — the suite's short limit would cut every stream (workday/). The slow-body
        // check targets rest-api and the gateway.
      },
      url: webUrl,
      readyPath: '/',
      logDir,
    });
    return stack.web;
  };

  const stack = {
    postgres,
    mail,
    dir,
    storageDir,
    tempDirs: [restTmp, gatewayTmp],
    restApiUrl,
    gatewayUrl,
    webUrl,
    restApiLogs,
    gatewayLogs,
    startRestApi,
    startGateway,
    startWeb,
    startReplica,
    async destroy() {
      await stopAllServices();
      await postgres.destroy();
      await mail.close();
      if (!process.env.RELIABILITY_KEEP) await rm(dir, { recursive: true, force: true });
    },
  } as Stack;
  try {
    await startRestApi();
    await startGateway();
  } catch (error) {
    await stack.destroy();
    throw error;
  }
  return stack;
}
