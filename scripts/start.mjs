#!/usr/bin/env node
/**
 * `npm start`: runs the whole stack on one machine (issue 2, DESIGN §1):
 *   rest-api  http://localhost:$REST_API_PORT/setup   (PGlite under $DATA_DIR/pglite, or DATABASE_URL)
 *   gateway   http://localhost:$GATEWAY_PORT/graphql  (UPSTREAM_URL = the local rest-api unless set)
 *   web       http://localhost:$WEB_PORT              (Vite; proxies /graphql to the gateway)
 * and prints the URLs and the demo sign-ins once all three answer. Ctrl-C (SIGINT) or SIGTERM stops
 * all three; each finishes its in-flight requests and closes its database first.
 *
 * Each service runs as one Node process (no npm/tsx wrapper in between) so a signal reaches it once.
 */
import { concurrently } from 'concurrently';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const restApiPort = env.REST_API_PORT ?? '3000';
const gatewayPort = env.GATEWAY_PORT ?? '4000';
const webPort = env.WEB_PORT ?? '5173';
const restApiUrl = `http://localhost:${restApiPort}`;
const gatewayUrl = `http://localhost:${gatewayPort}`;
const webUrl = `http://localhost:${webPort}`;

const shared = {
  ...env,
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}`,
  DATA_DIR: path.resolve(root, env.DATA_DIR ?? 'data'),
  REST_API_PORT: restApiPort,
  GATEWAY_PORT: gatewayPort,
  WEB_PORT: webPort,
  UPSTREAM_URL: env.UPSTREAM_URL ?? restApiUrl,
  GATEWAY_URL: gatewayUrl,
};

const { result } = concurrently(
  [
    { name: 'rest-api', command: 'node --import tsx src/main.ts', cwd: path.join(root, 'rest-api'), env: shared, prefixColor: 'blue' },
    { name: 'gateway', command: 'node --import tsx src/main.ts', cwd: path.join(root, 'gateway'), env: shared, prefixColor: 'magenta' },
    { name: 'web', command: 'vite --clearScreen false', cwd: path.join(root, 'web'), env: shared, prefixColor: 'green' },
  ],
  // Ctrl-C reaches every service once; a service that fails on its own takes the others down.
  { prefix: 'name', killOthersOn: ['failure'], handleInput: false },
);

/** Polls `url` until it answers 2xx; resolves false after `timeoutMs`. */
async function answers(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const checks = await Promise.all([
  answers(`${restApiUrl}/readyz`, 180_000),
  answers(`${gatewayUrl}/healthz`, 180_000),
  answers(webUrl, 180_000),
]);
if (checks.every(Boolean)) {
  const password = env.SEED_PASSWORD ?? 'BackOffice!2026';
  const roles = ['admin', 'gvr', 'hod', 'finance', 'product', 'employee'];
  console.log(
    [
      '',
      'Back Office is running:',
      `  web       ${webUrl}`,
      `  gateway   ${gatewayUrl}/graphql`,
      `  rest-api  ${restApiUrl}/setup`,
      '',
      `Demo sign-ins (password ${password}, set when the database was first seeded):`,
      ...roles.map((role) => `  ${role}@example.com`),
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
} else {
  console.error('Back Office did not come up within 3 minutes; see the log lines above.');
}

// concurrently counts an exit caused by our own SIGINT as success; anything else non-zero is a failure.
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
