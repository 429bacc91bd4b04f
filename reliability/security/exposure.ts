import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { request } from 'undici';
import { nextClientAddress, signIn } from '../client/accounts';
import { send, type Exchange } from '../client/http';
import { CONFIG, ROOT } from '../config';
import { Check, type CheckResult } from '../report/checks';
import type { Stack } from '../stack/stack';
import { startService, type Service } from '../../scripts/stack/service';

/**
 * What a deployment and a developer's machine publish beyond the application (README "Deployment",
 * DESIGN §1):
 * - in production, `/metrics` of rest-api and the gateway answers only the METRICS_TOKEN's bearer (401
 *   otherwise), and a server started without METRICS_TOKEN has no `/metrics` at all; rest-api's
 *   `/setup/docs` (the 1 MB OpenAPI document and its UI) answers only the DOCS_TOKEN's bearer, and is
 *   not served at all by a rest-api started without DOCS_TOKEN;
 * - rest-api's notification relay (`/setup/notifications/relay`, everyone's notifications for the
 *   gateways) streams only to the NOTIFICATION_RELAY_SECRET's bearer: 401 anonymous, with a wrong secret,
 *   the metrics token or an Admin's session token; absent (404) on a rest-api started without it;
 * - Vite's dev server (`npm run dev`) serves no workspace through its `node_modules` link
 *   (`/@fs/<root>/node_modules/rest-api/src/config/config.ts?raw`), no `data/` folder (rest-api's, the
 *   configured DATA_DIR), and answers no other origin (no CORS), while still serving the web's sources
 *   and installed packages.
 */
export async function runExposureChecks(stack: Stack): Promise<CheckResult[]> {
  return [...(await operatorEndpoints(stack)), await devServerFiles(stack)];
}

const refused = (answer: Exchange) => answer.status === 401 || answer.status === 403 || answer.status === 404;

/** Opens `url` with `authorization` and closes it as soon as the answer's head came: its status and Content-Type. */
async function streamHead(url: string, authorization: string | undefined): Promise<{ status: number; type: string }> {
  const controller = new AbortController();
  try {
    const answer = await request(url, { headers: authorization ? { authorization } : {}, signal: controller.signal, headersTimeout: 30_000 });
    const type = String(answer.headers['content-type'] ?? '');
    controller.abort();
    await answer.body.dump().catch(() => undefined);
    return { status: answer.statusCode, type };
  } catch (error) {
    return { status: 0, type: (error as Error).message };
  }
}

async function relayRefusals(stack: Stack, check: Check): Promise<void> {
  const relay = `${stack.restApiUrl}/setup/notifications/relay`;
  const admin = await signIn(stack.gatewayUrl, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());
  for (const [who, authorization] of [
    ['anonymous', undefined],
    ['a wrong secret', `Bearer ${CONFIG.relaySecret.slice(0, -1)}x`],
    ['the metrics token', `Bearer ${CONFIG.metricsToken}`],
    ["an Admin's session token", `Bearer ${admin.token}`],
  ] as const) {
    const answer = await streamHead(relay, authorization);
    check.expect(answer.status === 401 && !answer.type.startsWith('text/event-stream'), () => `rest-api relay, ${who}: ${answer.status} ${answer.type}`);
  }
  const allowed = await streamHead(relay, `Bearer ${CONFIG.relaySecret}`);
  check.expect(allowed.status === 200 && allowed.type.startsWith('text/event-stream'), () => `rest-api relay with NOTIFICATION_RELAY_SECRET: ${allowed.status} ${allowed.type}`);
}

async function operatorEndpoints(stack: Stack): Promise<CheckResult[]> {
  const relayCheck = new Check('Headers', 'notification relay (rest-api)', "everyone's notifications only for the gateways' secret: 401 without it, 404 on a server without one");
  await relayRefusals(stack, relayCheck);
  const check = new Check('Headers', '/metrics and /setup/docs in production', 'never anonymous: 401 without the token bearer, 404 on a server without a token');
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  for (const [name, url] of [
    ['gateway', stack.gatewayUrl],
    ['rest-api', stack.restApiUrl],
  ] as const) {
    for (const [who, headers] of [
      ['anonymous', {}],
      ['a wrong token', bearer(`${CONFIG.metricsToken}x`)],
      ['a bearer without a token', { authorization: 'Bearer' }],
    ] as const) {
      const answer = await send({ method: 'GET', url: `${url}/metrics`, headers });
      check.expect(answer.status === 401, () => `${name} /metrics, ${who}: ${answer.status} ${answer.text.slice(0, 120)}`);
    }
    const allowed = await send({ method: 'GET', url: `${url}/metrics`, headers: bearer(CONFIG.metricsToken) });
    check.expect(allowed.status === 200, () => `${name} /metrics with METRICS_TOKEN: ${allowed.status}`);
  }
  const docs = ['/setup/docs', '/setup/docs/', '/setup/docs/json', '/setup/docs/yaml', '/setup/docs/static/index.html', '/setup/docs/static/swagger-ui-bundle.js'];
  const docsRefused = (answer: Exchange) => refused(answer) && !answer.text.includes('/setup/grades');
  for (const docPath of docs) {
    for (const [who, headers] of [
      ['anonymous', {}],
      ['with the metrics token', bearer(CONFIG.metricsToken)],
    ] as const) {
      const answer = await send({ method: 'GET', url: `${stack.restApiUrl}${docPath}`, headers });
      check.expect(answer.status === 401 && docsRefused(answer), () => `rest-api ${docPath}, ${who}: ${answer.status} ${answer.text.slice(0, 120)}`);
    }
  }
  const document = await send({ method: 'GET', url: `${stack.restApiUrl}/setup/docs/json`, headers: bearer(CONFIG.docsToken) });
  check.expect(document.status === 200, () => `rest-api /setup/docs/json with DOCS_TOKEN: ${document.status}`);
  // Servers whose operator set no token: no /metrics and no /setup/docs at all rather than open ones.
  const { ports } = CONFIG.exposure;
  const started: Service[] = [];
  try {
    const restApi = await stack.startReplica('rest-api', ports.restApi, { METRICS_TOKEN: '', DOCS_TOKEN: '', NOTIFICATION_RELAY_SECRET: '' });
    started.push(restApi);
    started.push(await stack.startReplica('gateway', ports.gateway, { METRICS_TOKEN: '' }));
    for (const service of started) {
      const answer = await send({ method: 'GET', url: `${service.url}/metrics` });
      check.expect(answer.status === 404, () => `${service.name} without METRICS_TOKEN, /metrics: ${answer.status} ${answer.text.slice(0, 120)}`);
    }
    for (const docPath of docs) {
      const answer = await send({ method: 'GET', url: `${restApi.url}${docPath}` });
      check.expect(answer.status === 404 && docsRefused(answer), () => `${restApi.name} without DOCS_TOKEN, ${docPath}: ${answer.status} ${answer.text.slice(0, 120)}`);
    }
    const noRelay = await streamHead(`${restApi.url}/setup/notifications/relay`, `Bearer ${CONFIG.relaySecret}`);
    relayCheck.expect(noRelay.status === 404, () => `${restApi.name} without NOTIFICATION_RELAY_SECRET, relay: ${noRelay.status} ${noRelay.type}`);
  } finally {
    await Promise.all(started.map((service) => service.stop()));
  }
  return [
    check.figure(`/metrics of 2 servers with and 2 without METRICS_TOKEN; ${docs.length} docs paths with and without DOCS_TOKEN`).finish(),
    relayCheck.figure('4 refused callers, the secret streamed; 404 on a server without a secret').finish(),
  ];
}

// Runs in the child: the dev server as `vite` starts it (web/vite.config.ts), its dependency cache kept
// apart from the developer's, closed on SIGTERM.
const DEV_SERVER = `
import { createServer } from 'vite';
const server = await createServer({
  root: process.env.WEB_DIR,
  configFile: process.env.WEB_DIR + '/vite.config.ts',
  cacheDir: process.env.VITE_CACHE_DIR,
  clearScreen: false,
  logLevel: 'warn',
  optimizeDeps: { noDiscovery: true, include: [] },
});
await server.listen();
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
`;

async function devServerFiles(stack: Stack): Promise<CheckResult> {
  const check = new Check('Headers', "Vite dev server's files and CORS", '403/404 for workspace links, data folders and repository files; no CORS for another origin');
  const webDir = path.join(ROOT, 'web');
  const port = CONFIG.exposure.ports.devServer;
  // The files' content, never in their names: Vite's 403 page repeats the path it refused.
  const secret = `never-served-${randomBytes(12).toString('hex')}`;
  const probe = `dev-server-probe-${process.pid}.txt`;
  const dataDir = path.join(stack.dir, 'data');
  const restApiData = path.join(ROOT, 'rest-api', 'data');
  const madeRestApiData = !existsSync(restApiData);
  const probes = [path.join(dataDir, probe), path.join(restApiData, probe)];
  const cacheDir = path.join(webDir, 'node_modules', `.vite-reliability-${process.pid}`);
  let server: Service | undefined;
  try {
    for (const file of probes) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, secret);
    }
    server = await startService({
      name: 'vite-dev-server',
      command: process.execPath,
      args: ['--input-type=module', '-e', DEV_SERVER],
      cwd: webDir,
      env: { WEB_DIR: webDir, WEB_PORT: String(port), GATEWAY_URL: stack.gatewayUrl, DATA_DIR: dataDir, VITE_CACHE_DIR: cacheDir },
      url: `http://127.0.0.1:${port}`,
      readyPath: '/',
      logDir: stack.dir,
    });
    const paths = [
      `/@fs${ROOT}/node_modules/rest-api/src/config/config.ts?raw`,
      `/@fs${ROOT}/node_modules/rest-api/src/config/config.ts`,
      `/@fs${ROOT}/node_modules/gateway/src/config/config.ts?raw`,
      `/@fs${ROOT}/node_modules/web/vite.config.ts?raw`,
      `/@fs${ROOT}/node_modules/rest-api/data/${probe}?raw`,
      `/@fs${restApiData}/${probe}?raw`,
      `/@fs${dataDir}/${probe}?raw`,
      `/@fs${ROOT}/package.json?raw`,
      `/@fs${ROOT}/rest-api/src/config/config.ts?raw`,
    ];
    for (const target of paths) {
      const answer = await send({ method: 'GET', url: `${server.url}${target}` });
      check.expect(
        (answer.status === 403 || answer.status === 404) && !answer.text.includes(secret) && !answer.text.includes('MAKE_A_SECRET'),
        () => `${target}: ${answer.status} ${answer.text.slice(0, 120)}`,
      );
    }
    // Served as before: the web's own sources and an installed package (the refusals above are not everything refused).
    for (const target of ['/src/main.tsx', `/@fs${ROOT}/node_modules/react/package.json?raw`]) {
      const answer = await send({ method: 'GET', url: `${server.url}${target}` });
      check.expect(answer.status === 200, () => `${target}: ${answer.status}, expected 200`);
    }
    const origin = `http://localhost:${port + 1}`;
    for (const [method, headers] of [
      ['GET', { origin }],
      ['OPTIONS', { origin, 'access-control-request-method': 'GET' }],
    ] as const) {
      const answer = await send({ method, url: `${server.url}/src/main.tsx`, headers });
      const allowOrigin = answer.headers['access-control-allow-origin'];
      check.expect(allowOrigin === undefined, () => `${method} /src/main.tsx from ${origin}: Access-Control-Allow-Origin ${String(allowOrigin)}`);
    }
    return check.figure(`${paths.length} paths refused, 2 served; CORS for another localhost port refused`).finish();
  } finally {
    await server?.stop();
    await Promise.all([...probes.map((file) => rm(file, { force: true })), rm(cacheDir, { recursive: true, force: true })]);
    if (madeRestApiData) await rm(restApiData, { recursive: true, force: true });
  }
}
