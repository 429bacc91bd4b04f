/**
 * @jest-environment node
 *
 * The Vite dev server of `npm run dev` (DESIGN §1: it never serves files outside the web's own sources,
 * no data folder, no `..`), started with vite's createServer API and this workspace's vite.config.ts in
 * a Node process of its own (vite is an ES module, which jest's CommonJS runtime cannot load), on a
 * free port, with a data folder holding a "secret".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { climbsOut } from './devServer.ts';

const webDir = __dirname;
const repositoryRoot = path.resolve(webDir, '..');
const SECRET = 'dev-server-must-not-serve-this';

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A request with the path sent exactly as given (fetch would normalise `/../`); GET unless `method` says otherwise. */
function get(port: number, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: target, method, headers: { accept: '*/*', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

// Runs in the child: the dev server as `vite` starts it (this workspace's vite.config.ts), its dependency
// cache kept apart from the developer's, closed on SIGTERM.
const CHILD = `
import { createServer } from 'vite';
const server = await createServer({
  root: process.env.WEB_DIR,
  configFile: process.env.WEB_DIR + '/vite.config.ts',
  cacheDir: process.env.VITE_CACHE_DIR,
  clearScreen: false,
  logLevel: 'silent',
  optimizeDeps: { noDiscovery: true, include: [] },
});
await server.listen();
process.stdout.write('listening\\n');
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
`;

let folder: string;
let repositoryProbe: string;
/** A file in rest-api's own data folder (what rest-api's DATA_DIR is when it runs from its workspace), made for this test. */
let restApiProbe: string;
let restApiDataMade: boolean;
let child: ChildProcess;
let port: number;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'dev-server-'));
  mkdirSync(path.join(folder, 'data'));
  writeFileSync(path.join(folder, 'data', 'jwt-secret'), SECRET);
  // A file in the repository's own data folder (DATA_DIR's default), made for this test and removed after it.
  mkdirSync(path.join(repositoryRoot, 'data'), { recursive: true });
  repositoryProbe = path.join(repositoryRoot, 'data', `dev-server-probe-${process.pid}.txt`);
  writeFileSync(repositoryProbe, SECRET);
  restApiDataMade = mkdirSync(path.join(repositoryRoot, 'rest-api', 'data'), { recursive: true }) !== undefined;
  restApiProbe = path.join(repositoryRoot, 'rest-api', 'data', `dev-server-probe-${process.pid}.txt`);
  writeFileSync(restApiProbe, SECRET);
  port = await freePort();
  child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      WEB_DIR: webDir,
      WEB_PORT: String(port),
      DATA_DIR: path.join(folder, 'data'),
      VITE_CACHE_DIR: path.join(webDir, 'node_modules', `.vite-dev-server-test-${process.pid}`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the dev server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the dev server exited with ${code}:\n${output}`));
    });
  });
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
  if (repositoryProbe) rmSync(repositoryProbe, { force: true });
  if (restApiProbe) rmSync(restApiDataMade ? path.dirname(restApiProbe) : restApiProbe, { recursive: true, force: true });
  rmSync(path.join(webDir, 'node_modules', `.vite-dev-server-test-${process.pid}`), { recursive: true, force: true });
});

describe('the Vite dev server of npm run dev (DESIGN §1)', () => {
  it("serves the web's own page and sources", async () => {
    const page = await get(port, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect((await get(port, '/src/main.tsx')).status).toBe(200);
  });

  it("serves nothing outside the web's sources and packages: no data folder, no repository files, no ..", async () => {
    const targets = [
      `/@fs${repositoryProbe}`,
      `/@fs${repositoryProbe}?raw`,
      `/@fs${folder}/data/jwt-secret?raw`,
      `/@fs${repositoryRoot}/package.json`,
      `/@fs${repositoryRoot}/rest-api/src/main.ts`,
      `/@fs${repositoryRoot}/web/package.json`,
      // The workspaces npm links into node_modules are the repository's own folders, not packages.
      `/@fs${repositoryRoot}/node_modules/rest-api/src/config/config.ts?raw`,
      `/@fs${repositoryRoot}/node_modules/rest-api/src/config/config.ts`,
      `/@fs${repositoryRoot}/node_modules/rest-api/package.json`,
      `/@fs${repositoryRoot}/node_modules/gateway/src/config/config.ts?raw`,
      `/@fs${repositoryRoot}/node_modules/web/vite.config.ts?raw`,
      `/@fs${repositoryRoot}/node_modules/rest-api/data/${path.basename(restApiProbe)}?raw`,
      `/@fs${restApiProbe}?raw`,
      `/@fs${restApiProbe}`,
      '/package.json',
      '/vite.config.ts',
      '/server/src/main.ts',
      '/../data/x',
      `/../data/${path.basename(repositoryProbe)}`,
      '/../package.json',
      '/%2e%2e/package.json',
      '/src/%2e%2e/package.json',
    ];
    for (const target of targets) {
      const answer = await get(port, target);
      expect({ target, refused: answer.status === 403 || answer.status === 404 }).toEqual({ target, refused: true });
      expect(answer.body).not.toContain(SECRET);
    }
  });

  it('serves installed packages', async () => {
    const react = await get(port, `/@fs${repositoryRoot}/node_modules/react/package.json?raw`);
    expect(react.status).toBe(200);
    expect(react.body).toContain('"name": "react"');
  });

  it("answers no page of another origin, not even another localhost port's (no CORS)", async () => {
    const origin = `http://localhost:${port + 1}`;
    for (const target of ['/src/main.tsx', '/', `/@fs${repositoryRoot}/node_modules/react/package.json?raw`]) {
      const read = await get(port, target, { origin });
      expect({ target, allowOrigin: read.headers['access-control-allow-origin'] }).toEqual({ target, allowOrigin: undefined });
      const preflight = await get(port, target, { origin, 'access-control-request-method': 'GET' }, 'OPTIONS');
      expect({ target, allowOrigin: preflight.headers['access-control-allow-origin'] }).toEqual({ target, allowOrigin: undefined });
    }
  });
});

describe('climbsOut', () => {
  it('spots dot segments and escaped dots, slashes and backslashes, not ordinary paths', () => {
    for (const url of ['/../x', '/a/..', '/./x', '/%2e%2e/x', '/a%2Fb', '/a%5cb', '/a\\b']) expect({ url, climbs: climbsOut(url) }).toEqual({ url, climbs: true });
    for (const url of ['/', '/src/main.tsx', '/@fs/a/b.js?v=1', '/node_modules/.vite/deps/react.js', '/x?a=../b'])
      expect({ url, climbs: climbsOut(url) }).toEqual({ url, climbs: false });
  });
});
