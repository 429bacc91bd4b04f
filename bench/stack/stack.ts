import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { BenchConfig } from '../config';
import { startMailCatcher, type MailCatcher } from '../../scripts/stack/mail-catcher';
import { productionCommand } from '../../scripts/stack/production';
import { startService, type Service } from '../../scripts/stack/service';

/** A random HS256 secret for this run's own rest-api (rest-api refuses known or weak ones). */
const JWT_SECRET = randomBytes(48).toString('base64url');

/** The run's own notification relay secret, shared by its rest-api and gateways (one upstream stream per gateway). */
const NOTIFICATION_RELAY_SECRET = randomBytes(32).toString('base64url');

let mail: Promise<MailCatcher> | undefined;

/**
 * The bench's mail server: rest-api requires one in production (it mails reset links); the bench
 * requests none, so one catcher on a free port serves every rest-api of the run. Closed by
 * {@link stopMailServer} at the end of the run (a listening server would keep the process alive).
 */
function mailServer(): Promise<MailCatcher> {
  mail ??= startMailCatcher(0);
  return mail;
}

/** Closes the mail server of {@link mailServer}, if one was started; call it after the rest-apis stopped. */
export async function stopMailServer(): Promise<void> {
  const started = mail;
  mail = undefined;
  if (started) await (await started).close();
}

/**
 * Starts the rest-api as production does (`npm run start:prod` in rest-api/: the compiled dist/main.js
 * with its heap limits, built first; see {@link productionCommand}) on PostgreSQL
 * schema `config.schema` at `port`; it migrates, and seeds the demo data when `seed`. Logs at `warn`,
 * so request logging costs nothing in the measurements (the gateway runs the same way).
 */
export async function startRestApi(config: BenchConfig, options: { name: string; port: number; databaseUrl?: string; seed: boolean }): Promise<Service> {
  const prod = await productionCommand(config.root, 'rest-api');
  return startService({
    name: options.name,
    command: process.execPath,
    args: prod.args,
    cwd: path.join(config.root, 'rest-api'),
    env: {
      ...prod.env,
      REST_API_PORT: String(options.port),
      REST_API_HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl ?? config.databaseUrl,
      DATABASE_SCHEMA: config.schema,
      DATA_DIR: path.join(config.tmpDir, 'data'),
      PGLITE_DIR: 'memory://',
      JWT_SECRET,
      NOTIFICATION_RELAY_SECRET,
      SMTP_URL: (await mailServer()).url,
      SEED: options.seed ? 'demo' : 'false',
      SEED_PASSWORD: config.account.password,
      // The subscriptions part signs in hundreds of sessions from this one address.
      SIGN_IN_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
    url: `http://127.0.0.1:${options.port}`,
    readyPath: '/readyz',
    logDir: config.tmpDir,
  });
}

/**
 * Starts the gateway as production does (`npm run start:prod` in gateway/, built first; see
 * {@link productionCommand}), in front of `upstreamUrl`, at `port` (`nodeArgs`: extra Node flags, e.g. `--cpu-prof`).
 */
export async function startGateway(config: BenchConfig, options: { name: string; port: number; upstreamUrl: string; nodeArgs?: string[] }): Promise<Service> {
  const prod = await productionCommand(config.root, 'gateway');
  return startService({
    name: options.name,
    command: process.execPath,
    args: [...(options.nodeArgs ?? []), ...prod.args],
    cwd: path.join(config.root, 'gateway'),
    env: {
      ...prod.env,
      GATEWAY_PORT: String(options.port),
      GATEWAY_HOST: '127.0.0.1',
      UPSTREAM_URL: options.upstreamUrl,
      NOTIFICATION_RELAY_SECRET,
      LOG_LEVEL: 'warn',
    },
    url: `http://127.0.0.1:${options.port}`,
    readyPath: '/healthz',
    logDir: config.tmpDir,
  });
}

/** Serves the production build in `outDir` with `vite preview` (from web/), proxying /graphql to `gatewayUrl`. */
export function startPreview(config: BenchConfig, options: { outDir: string; gatewayUrl: string }): Promise<Service> {
  return startService({
    name: 'web-preview',
    command: process.execPath,
    args: [path.join(config.root, 'node_modules', 'vite', 'bin', 'vite.js'), 'preview', '--outDir', options.outDir],
    cwd: path.join(config.root, 'web'),
    env: { WEB_PORT: String(config.ports.web), GATEWAY_URL: options.gatewayUrl },
    url: `http://127.0.0.1:${config.ports.web}`,
    readyPath: '/',
    logDir: config.tmpDir,
  });
}
