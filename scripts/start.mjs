#!/usr/bin/env node
/**
 * `npm start`: runs what users get, on one machine (DESIGN §1):
 *   rest-api  http://localhost:$REST_API_PORT/setup   compiled (rest-api/dist), PGlite under $DATA_DIR/pglite or DATABASE_URL
 *   gateway   http://localhost:$GATEWAY_PORT/graphql  compiled (gateway/dist); UPSTREAM_URL = the local rest-api unless set
 *   web       http://localhost:$WEB_PORT              the built web (web/dist) served by the web front server
 *                                                     (web/server/dist) from one origin with security headers; it
 *                                                     passes /graphql and /files to the gateway. No dev server.
 * First it builds whatever changed since the last start (scripts/launch/build.mjs). The servers run as
 * their `start:prod` scripts do (bounded heaps, MALLOC_ARENA_MAX) but without NODE_ENV=production, so
 * that a single-machine start needs no secrets: rest-api then keeps a generated JWT secret in
 * $DATA_DIR/jwt-secret and writes mail to its outbox; set NODE_ENV=production (with JWT_SECRET and
 * SMTP_URL) to run them as in production. TRUST_PROXY is loopback for rest-api and the gateway.
 * Prints the addresses and the demo sign-ins once all three answer. Ctrl-C (SIGINT) or SIGTERM stops
 * all three; each finishes its in-flight requests first. A part that fails takes the others down.
 *
 * `npm run dev` (scripts/dev.mjs) is the development watch mode.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWhatChanged } from './launch/build.mjs';
import { exitIfTaken, runStack, stackSettings } from './launch/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { urls, shared } = stackSettings(root);

/**
 * How a server workspace's `start:prod` runs it — `NODE_ENV=production MALLOC_ARENA_MAX=2 node
 * --max-old-space-size=384 dist/main.js` → `{ env: { MALLOC_ARENA_MAX: '2' }, command: 'node
 * --max-old-space-size=384 dist/main.js' }` — leaving NODE_ENV to the caller's environment.
 */
function productionCommand(workspace) {
  const script = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')).scripts['start:prod'] ?? '';
  const words = script.split(/\s+/).filter(Boolean);
  const node = words.indexOf('node');
  if (node === -1) throw new Error(`${workspace}/package.json has no "start:prod" of the form "[VAR=value …] node … dist/main.js"`);
  const env = Object.fromEntries(
    words
      .slice(0, node)
      .map((word) => word.split('=', 2))
      .filter(([name]) => name !== 'NODE_ENV'),
  );
  return { env, command: words.slice(node).join(' ') };
}

await exitIfTaken(urls);
try {
  await buildWhatChanged(root);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const restApi = productionCommand('rest-api');
const gateway = productionCommand('gateway');
await runStack(
  [
    { name: 'rest-api', command: restApi.command, cwd: path.join(root, 'rest-api'), env: { ...shared, ...restApi.env }, prefixColor: 'blue' },
    { name: 'gateway', command: gateway.command, cwd: path.join(root, 'gateway'), env: { ...shared, ...gateway.env }, prefixColor: 'magenta' },
    { name: 'web', command: 'node server/dist/main.js', cwd: path.join(root, 'web'), env: shared, prefixColor: 'green' },
  ],
  urls,
  'the production build; for development with reloads use npm run dev',
);
