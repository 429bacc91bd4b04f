import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BenchConfig } from '../config';
import { startService, type Service } from '../../scripts/stack/service';

/** A server started as production starts it: its Node flags and environment, from `npm run start:prod`. */
interface ProdCommand {
  env: Record<string, string>;
  args: string[];
}

const builds = new Map<string, Promise<ProdCommand>>();

/**
 * Compiles a server workspace (`rest-api`, `gateway`) to dist/ with its `npm run build` (once per bench
 * run, so the bench measures the current source) and reads how its `start:prod` script runs it:
 * `NODE_ENV=production MALLOC_ARENA_MAX=2 node --max-old-space-size=128 … dist/main.js` → env
 * `{ NODE_ENV: "production", MALLOC_ARENA_MAX: "2" }`,
 * args `["--max-old-space-size=128", …, "dist/main.js"]`. The bench then starts `node` itself with those,
 * so the measured pid is the server's, as in the Dockerfile.
 */
function prodCommand(config: BenchConfig, workspace: string): Promise<ProdCommand> {
  let command = builds.get(workspace);
  if (!command) {
    const cwd = path.join(config.root, workspace);
    command = (async () => {
      await promisify(execFile)('npm', ['run', 'build'], { cwd });
      const script = (JSON.parse(await readFile(path.join(cwd, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['start:prod'];
      const words = (script ?? '').split(/\s+/).filter(Boolean);
      const node = words.indexOf('node');
      if (node === -1) throw new Error(`${workspace}/package.json has no "start:prod" of the form "[VAR=value …] node … dist/main.js"`);
      const env = Object.fromEntries(words.slice(0, node).map((word) => word.split('=', 2) as [string, string]));
      return { env, args: words.slice(node + 1) };
    })();
    builds.set(workspace, command);
  }
  return command;
}

/** A fixed HS256 secret for the bench's own rest-api (never a real deployment's). */
const JWT_SECRET = 'bench-only-secret-not-for-production-0123456789';

/**
 * Starts the rest-api as production does (`npm run start:prod` in rest-api/: the compiled dist/main.js
 * with its heap limits, built first; see {@link prodCommand}) on PostgreSQL
 * schema `config.schema` at `port`; it migrates, and seeds the demo data when `seed`. Logs at `warn`,
 * so request logging costs nothing in the measurements (the gateway runs the same way).
 */
export async function startRestApi(config: BenchConfig, options: { name: string; port: number; databaseUrl?: string; seed: boolean }): Promise<Service> {
  const prod = await prodCommand(config, 'rest-api');
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
      SEED: options.seed ? 'auto' : 'false',
      SEED_PASSWORD: config.account.password,
      LOG_LEVEL: 'warn',
    },
    url: `http://127.0.0.1:${options.port}`,
    readyPath: '/readyz',
    logDir: config.tmpDir,
  });
}

/**
 * Starts the gateway as production does (`npm run start:prod` in gateway/, built first; see
 * {@link prodCommand}), in front of `upstreamUrl`, at `port` (`nodeArgs`: extra Node flags, e.g. `--cpu-prof`).
 */
export async function startGateway(config: BenchConfig, options: { name: string; port: number; upstreamUrl: string; nodeArgs?: string[] }): Promise<Service> {
  const prod = await prodCommand(config, 'gateway');
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
