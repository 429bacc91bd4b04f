import path from 'node:path';
import { loadFrontConfig } from './config.ts';
import { closeOnSignals } from './generated/server-kit/shutdown.ts';
import { buildFrontServer } from './server.ts';

/** web/dist, from this file in web/server/src (run by tsx) or web/server/dist (compiled). */
const DEFAULT_DIST_DIR = path.resolve(import.meta.dirname, '..', '..', 'dist');

/**
 * Starts the web front server (DESIGN §1; `npm start` runs it compiled): reads the configuration,
 * serves WEB_DIST_DIR (web/dist) on WEB_HOST:WEB_PORT and logs its address as JSON. SIGINT/SIGTERM
 * close it (server-kit/shutdown.ts: in-flight requests finish) and exit 0. A failure to start is logged as JSON and exits 1.
 */
async function main(): Promise<void> {
  const config = loadFrontConfig();
  const app = await buildFrontServer(config, { distDir: config.WEB_DIST_DIR ?? DEFAULT_DIST_DIR });
  closeOnSignals({ log: app.log, delayMs: 0, close: () => app.close() });
  const address = await app.listen({ port: config.WEB_PORT, host: config.WEB_HOST });
  app.log.info({ url: address, gateway: config.GATEWAY_URL }, 'web front server listening');
}

main().catch((error: unknown) => {
  const err = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
  process.stderr.write(`${JSON.stringify({ level: 'fatal', service: 'web', msg: 'web front server failed to start', err })}\n`);
  process.exit(1);
});
