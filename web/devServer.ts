import path from 'node:path';
import type { Plugin, ProxyOptions, ServerOptions } from 'vite';

/**
 * What Vite's dev server (`npm run dev`, DESIGN §1) may read and serve: only the web's own sources
 * (`web/src`, `web/index.html`) and the installed packages they import (`node_modules` of the web and
 * of the repository root, where npm hoists them), never the repository root itself, so never the data
 * folder (`DATA_DIR`, `data/` at the root: JWT secret, database, stored files), `.env` files, keys or
 * the servers' sources. `fs.deny` repeats the data folder and the usual secrets in case a future
 * `allow` entry grows too wide.
 *
 * @param webDir absolute path of the web workspace
 * @param dataDir absolute path of the data folder (`DATA_DIR`, `<repository>/data` by default)
 */
export function devServerFs(webDir: string, dataDir: string): NonNullable<ServerOptions['fs']> {
  const repositoryRoot = path.resolve(webDir, '..');
  const slashed = (dir: string) => dir.split(path.sep).join('/');
  return {
    strict: true,
    allow: [path.join(webDir, 'src'), path.join(webDir, 'index.html'), path.join(webDir, 'node_modules'), path.join(repositoryRoot, 'node_modules')],
    deny: [`${slashed(dataDir)}/**`, `${slashed(path.join(repositoryRoot, 'data'))}/**`, '.env', '.env.*', '*.{crt,pem,key,p12,pfx}', 'jwt-secret', '**/.git/**'],
  };
}

/** Whether a request path climbs out of where it points (`..`, `.`), or hides a dot, slash or backslash in an escape. */
export function climbsOut(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i.test(pathname);
}

/**
 * A Vite plugin that answers 404 to a request path that climbs ({@link climbsOut}) before any of the dev
 * server's own middleware sees it (which would otherwise answer index.html, or resolve it).
 */
export function refuseClimbingPaths(): Plugin {
  return {
    name: 'back-office:refuse-climbing-paths',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!climbsOut(request.url ?? '/')) return next();
        response.statusCode = 404;
        response.setHeader('content-type', 'text/plain; charset=utf-8');
        response.end('Not found.');
      });
    },
  };
}

/**
 * The dev server's proxy of `/graphql` and `/files` to the gateway (`gatewayUrl`), setting
 * `X-Forwarded-For` to the browser's socket address and dropping any client value, as the front server
 * does (DESIGN §1), so the gateway's and rest-api's per-client sign-in limits see the real client.
 */
export function gatewayProxy(gatewayUrl: string): Record<string, ProxyOptions> {
  const options: ProxyOptions = {
    target: gatewayUrl,
    changeOrigin: true,
    configure: (proxy) => {
      proxy.on('proxyReq', (proxyRequest, request) => {
        for (const name of ['forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'x-request-id']) proxyRequest.removeHeader(name);
        const peer = request.socket.remoteAddress ?? 'unknown';
        proxyRequest.setHeader('x-forwarded-for', peer.startsWith('::ffff:') && peer.includes('.') ? peer.slice(7) : peer);
      });
    },
  };
  return { '/graphql': options, '/files': options };
}
