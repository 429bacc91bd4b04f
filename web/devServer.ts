import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ProxyOptions, ServerOptions } from 'vite';

/**
 * The package names of the repository's npm workspaces (`rest-api`, `gateway`, `web`,
 * `@back-office/graphql-types`…), which npm links into the root's `node_modules`: through those links
 * `node_modules/<name>/…` is the workspace's own folder (its sources, its configuration, its data),
 * not an installed package.
 *
 * @param repositoryRoot absolute path of the repository (the root package.json's folder)
 * @throws when the root package.json or a workspace's package.json cannot be read
 */
export function workspacePackageNames(repositoryRoot: string): string[] {
  const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { name?: string; workspaces?: string[] };
  const workspaces = readJson(path.join(repositoryRoot, 'package.json')).workspaces ?? [];
  return workspaces.map((workspace) => readJson(path.join(repositoryRoot, workspace, 'package.json')).name ?? path.basename(workspace));
}

/**
 * What Vite's dev server (`npm run dev`, DESIGN §1) may read and serve: only the web's own sources
 * (`web/src`, `web/index.html`) and the installed packages they import (`node_modules` of
 * the web and of the repository root, where npm hoists them), never the repository root itself, so
 * never the servers' sources or configuration. `fs.deny` wins over `allow` and refuses, wherever they
 * are: the workspace links in `node_modules` (`node_modules/rest-api/src/…` is rest-api's source, not a
 * package: {@link workspacePackageNames}), every `data/` folder (rest-api's `DATA_DIR`: JWT secret,
 * database, stored files) and the configured `dataDir`, `.env` files, keys and `.git`.
 *
 * @param webDir absolute path of the web workspace
 * @param dataDir absolute path of the data folder (`DATA_DIR`, `<repository>/data` by default)
 * @param workspaceNames the package names of the repository's workspaces ({@link workspacePackageNames})
 */
export function devServerFs(webDir: string, dataDir: string, workspaceNames: readonly string[]): NonNullable<ServerOptions['fs']> {
  const repositoryRoot = path.resolve(webDir, '..');
  const slashed = (dir: string) => dir.split(path.sep).join('/');
  const linked = workspaceNames.flatMap((name) => [
    `${slashed(path.join(repositoryRoot, 'node_modules', name))}`,
    `${slashed(path.join(repositoryRoot, 'node_modules', name))}/**`,
  ]);
  return {
    strict: true,
    allow: [path.join(webDir, 'src'), path.join(webDir, 'index.html'), path.join(webDir, 'node_modules'), path.join(repositoryRoot, 'node_modules')],
    deny: [...linked, '**/data', '**/data/**', `${slashed(dataDir)}/**`, '.env', '.env.*', '*.{crt,pem,key,p12,pfx}', 'jwt-secret', '**/.git/**'],
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
