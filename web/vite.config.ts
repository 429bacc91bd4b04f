import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devServerFs, gatewayProxy, refuseClimbingPaths, workspacePackageNames } from './devServer.ts';

/**
 * Vite configuration of the web client (DESIGN §1, §4): `vite build` makes what the front server
 * (server/) serves to users; the dev server (`npm run dev`) is for development only and reads nothing
 * but the web's sources and packages (devServer.ts). Configuration comes only from the environment:
 * - WEB_PORT: the dev/preview server port (default 5173; fails rather than picking another);
 * - GATEWAY_URL: where the dev server proxies `/graphql` and `/files` (employee photos, documents)
 *   (default http://localhost:4000);
 * - DATA_DIR: the data folder, which the dev server refuses to serve (default `data/` at the
 *   repository root);
 * - HOLDING_COMPANY: the company named in the footer's copyright line (spec §1, §9), compiled in as
 *   `__HOLDING_COMPANY__` because app code never reads `import.meta` (jest runs it as CommonJS);
 * - SUPPORT_EMAIL: the IT helpdesk address on the Support page (default it@example.com), compiled in
 *   as `__SUPPORT_EMAIL__`.
 */
const port = Number(process.env.WEB_PORT ?? 5173);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  throw new Error(`WEB_PORT must be a TCP port number, got "${process.env.WEB_PORT}"`);
}
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:4000';
const webDir = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(webDir, '..', process.env.DATA_DIR ?? 'data');
const server = {
  port,
  strictPort: true,
  host: '127.0.0.1',
  fs: devServerFs(webDir, dataDir, workspacePackageNames(path.resolve(webDir, '..'))),
  // No CORS: the page and its modules come from the dev server's own origin. Vite's default would
  // answer any localhost origin's reads (another local page could read the served sources).
  cors: false,
  proxy: gatewayProxy(gatewayUrl),
};

export default defineConfig({
  plugins: [refuseClimbingPaths(), react()],
  define: {
    __HOLDING_COMPANY__: JSON.stringify(process.env.HOLDING_COMPANY ?? 'Acme Holdings Group'),
    __SUPPORT_EMAIL__: JSON.stringify(process.env.SUPPORT_EMAIL ?? 'it@example.com'),
  },
  server,
  preview: { port, strictPort: true, host: '127.0.0.1', cors: false, proxy: gatewayProxy(gatewayUrl) },
  // The entry chunk holds React, React Router and the login page (~112 kB gzipped with its imports,
  // README "Performance"); the signed-in layout (Apollo Client, the PrimeReact theme) and the screens are split off
  // and load on demand (spec §2).
  build: {
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // Every CRUD page loads the pickers' queries (crud/choiceSources.tsx): one chunk of them, not one each.
        codeSplitting: { groups: [{ name: 'choice-documents', test: /generated[\\/]documents[\\/]\w+ChoicesDocument\.ts$/ }] },
      },
    },
  },
});
