import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** How production starts a server: the environment and Node arguments of its `npm run start:prod`. */
export interface ProductionCommand {
  env: Record<string, string>;
  args: string[];
}

const builds = new Map<string, Promise<ProductionCommand>>();

/**
 * Compiles a server workspace (`rest-api`, `gateway`) of the repository at `root` to dist/ with its
 * `npm run build` (once per process, so a harness runs the current source) and reads how its
 * `start:prod` script runs it: `NODE_ENV=production MALLOC_ARENA_MAX=2 node --max-old-space-size=128 …
 * dist/main.js` → env `{ NODE_ENV: "production", MALLOC_ARENA_MAX: "2" }`, args
 * `["--max-old-space-size=128", …, "dist/main.js"]`. The harness (bench, reliability suite) then starts
 * `node` itself with those, so that its pid is the server's and a signal reaches it, as in the Dockerfile.
 *
 * @throws when the build fails or `start:prod` is not of the form `[VAR=value …] node … dist/main.js`.
 */
export function productionCommand(root: string, workspace: 'rest-api' | 'gateway'): Promise<ProductionCommand> {
  const key = `${root}:${workspace}`;
  let command = builds.get(key);
  if (!command) {
    const cwd = path.join(root, workspace);
    command = (async () => {
      await promisify(execFile)('npm', ['run', 'build'], { cwd });
      const script = (JSON.parse(await readFile(path.join(cwd, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['start:prod'];
      const words = (script ?? '').split(/\s+/).filter(Boolean);
      const node = words.indexOf('node');
      if (node === -1) throw new Error(`${workspace}/package.json has no "start:prod" of the form "[VAR=value …] node … dist/main.js"`);
      const env = Object.fromEntries(words.slice(0, node).map((word) => word.split('=', 2) as [string, string]));
      return { env, args: words.slice(node + 1) };
    })();
    builds.set(key, command);
  }
  return command;
}

let webBuild: Promise<ProductionCommand> | undefined;

/**
 * Builds the web of the repository at `root` as `npm start` serves it (`npm run build` in web/: `vite
 * build` → web/dist, the front server → web/server/dist; once per process) and returns how to run the
 * web front server on it: `node server/dist/main.js` in web/ (DESIGN §1: the built web from one origin,
 * `/graphql` and `/files` passed to GATEWAY_URL, security headers; never Vite's dev server). The
 * caller sets WEB_PORT, WEB_HOST and GATEWAY_URL.
 *
 * @throws when the build fails.
 */
export function webServerCommand(root: string): Promise<ProductionCommand> {
  webBuild ??= (async () => {
    await promisify(execFile)('npm', ['run', 'build'], { cwd: path.join(root, 'web') });
    return { env: {}, args: [path.join(root, 'web', 'server', 'dist', 'main.js')] };
  })();
  return webBuild;
}
