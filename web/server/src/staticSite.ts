import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppNavigation, isUnknownPageNavigation } from './appRoutes.ts';

/** Cache-Control of the build's hashed files (`/assets/<name>-<hash>.<ext>`): a year, never revalidated. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else the build holds (index.html): revalidate on every use. */
export const UNHASHED_CACHE = 'no-cache';

/** Thrown when the web's build is missing, so the front server has nothing to serve. */
export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

/**
 * Serves the web's build (`vite build` output in `distDir`) from `/` (DESIGN §1: `npm start` serves the
 * built web):
 * - exactly the files of the build, each as its own route (no wildcard, so no path can reach a file
 *   outside the build, nor a dot-file, nor one added after start); hashed files under `/assets/` are
 *   cached for a year, the rest (index.html) is revalidated;
 * - index.html for a browser opening a page of the client (the SPA fallback, {@link isAppNavigation});
 * - 404 with index.html for a browser opening a plain path that is no page (a mistyped address), so
 *   the client shows its own "Page not found" ({@link isUnknownPageNavigation});
 * - 404 `Not found.` for anything else, e.g. `/@fs/...`, `/../x`, `/src/main.tsx`, `/package.json`,
 *   and `/data/...` asked for by anything but a browser opening a page.
 *
 * @throws MissingBuildError when `distDir/index.html` does not exist (the web was not built).
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new MissingBuildError(`The web is not built: ${path.join(root, 'index.html')} is missing (run \`npm run build --workspace web\`).`);
  }
  const assets = path.join(root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    serveDotFiles: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assets) ? HASHED_ASSET_CACHE : UNHASHED_CACHE);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (isAppNavigation(request.method, request.url)) return reply.sendFile('index.html');
    if (isUnknownPageNavigation(request.method, request.url, request.headers.accept)) return reply.code(404).sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', UNHASHED_CACHE).send('Not found.');
  });
}
