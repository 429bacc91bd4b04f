import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The running stack's addresses, as started by `npm start` (DESIGN §1). */
export interface Stack {
  webUrl: string;
  gatewayUrl: string;
  restApiUrl: string;
  /** The stack's DATA_DIR (a fresh temporary folder; removed by stop). */
  dataDir: string;
  /** Sends SIGINT (Ctrl-C) and resolves with the exit code once every service has stopped. */
  stop(): Promise<number | null>;
}

const root = path.resolve(__dirname, '..', '..');

/**
 * Starts `node scripts/start.mjs` (what `npm start` runs: the compiled servers and the built web behind
 * the web front server, DESIGN §1) on its own ports and a fresh data folder, so that the browser tests
 * drive the same stack a new user gets, without disturbing a stack already running on the default
 * ports (moved by `E2E_PORT_OFFSET` when set). The first start of a run builds what changed; the others find the builds current. PGlite is
 * used (DATABASE_URL is removed) so the data starts seeded and empty of test leftovers. Resolves once
 * the start script prints its banner; rejects after 4 minutes.
 */
export async function startStack(wanted = { restApi: 3110, gateway: 4110, web: 5183 }): Promise<Stack> {
  // E2E_PORT_OFFSET moves every port, so that two checkouts can run browser tests at once.
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  const ports = { restApi: wanted.restApi + offset, gateway: wanted.gateway + offset, web: wanted.web + offset };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'back-office-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    REST_API_PORT: String(ports.restApi),
    GATEWAY_PORT: String(ports.gateway),
    WEB_PORT: String(ports.web),
    DATA_DIR: dataDir,
    FORCE_COLOR: '0',
    // Every browser here signs in from 127.0.0.1, one employee after another, far faster than people
    // do; the per-address limit itself is proven by rest-api's tests and the reliability suite.
    SIGN_IN_LIMIT_PER_MINUTE: '600',
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_SCHEMA;
  delete env.UPSTREAM_URL;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stack did not start within 4 minutes:\n${output.slice(-4000)}`)), 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.E2E_VERBOSE) process.stderr.write(chunk);
      if (output.includes('Back Office is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited with ${code} before it was ready:\n${output.slice(-4000)}`));
    });
  });
  return {
    webUrl: `http://localhost:${ports.web}`,
    gatewayUrl: `http://localhost:${ports.gateway}/graphql`,
    restApiUrl: `http://localhost:${ports.restApi}`,
    dataDir,
    async stop() {
      child.kill('SIGINT');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
