import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { Stack } from './stack';
import { waitForQuietNetwork } from '../../scripts/stack/quiet-network';

/** A Vite dev server a browser test started; close it in the test's `after`. */
export interface DevServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts Vite's dev server as `npm run dev` runs it (web/vite.config.ts, DESIGN §1) on `port`, proxying
 * to `stack`'s gateway, with a dependency cache of its own (`cacheName` under web/node_modules, so that
 * two test files do not share one); resolves once its login page has loaded in `browser` (the first
 * visit pre-bundles the dependencies, which reloads the page once).
 */
export async function startDevServer(browser: Browser, stack: Stack, port: number, cacheName: string): Promise<DevServer> {
  const webDir = path.resolve(__dirname, '..', '..', 'web');
  process.env.WEB_PORT = String(port);
  process.env.GATEWAY_URL = new URL(stack.gatewayUrl).origin;
  process.env.DATA_DIR = stack.dataDir;
  const { createServer } = await import('vite');
  const server = await createServer({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    cacheDir: path.join(webDir, 'node_modules', cacheName),
    clearScreen: false,
    logLevel: 'warn',
  });
  await server.listen();
  const url = `http://localhost:${port}`;
  const warmUp = await browser.newPage();
  await warmUp.goto(`${url}/account/login`);
  await warmUp.getByLabel('E-mail').waitFor({ timeout: 120_000 });
  await waitForQuietNetwork(warmUp);
  await warmUp.close();
  return { url, close: () => server.close() };
}
