/**
 * The web client's Vite dev server as the suite runs it (started by stack.ts as its own process):
 * web/vite.config.ts unchanged (WEB_PORT, GATEWAY_URL from the environment), but with the dependency
 * cache in RELIABILITY_VITE_CACHE so that it never shares web/node_modules/.vite with the developers'
 * own dev servers. SIGTERM/SIGINT close it.
 */
import path from 'node:path';
import { createServer } from 'vite';
import { ROOT } from '../config';

const webDir = path.join(ROOT, 'web');
const server = await createServer({
  root: webDir,
  configFile: path.join(webDir, 'vite.config.ts'),
  cacheDir: process.env.RELIABILITY_VITE_CACHE,
  clearScreen: false,
  logLevel: 'warn',
});
await server.listen();
process.stdout.write(`web dev server listening at ${server.resolvedUrls?.local[0] ?? ''}\n`);
const close = (): void => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
