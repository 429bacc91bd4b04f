/**
 * The builds `npm start` runs before it starts anything (DESIGN §1: `npm start` runs the compiled
 * servers and the built web): rest-api and gateway (tsc → dist/), the web client (vite build →
 * web/dist) and the web front server (tsc → web/server/dist). A build whose inputs (sources, package
 * manifests, the lock file, the tsconfig files and, for the web, the values compiled into it) hash to
 * the same value as at its last successful run, and whose output is still there, is skipped. The
 * builds that are needed run side by side; a lock keeps two starts from building at once.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Files and folders never hashed: dependencies, outputs, tests (tests are not part of any build). */
const SKIPPED = /(^|\/)(node_modules|dist|coverage)(\/|$)|\.test\.tsx?$/;

/**
 * The four builds, each with its inputs (paths relative to the repository root), the npm script that
 * makes it, the file that shows its output exists, and, for the web, the environment compiled in.
 */
export const BUILDS = [
  {
    name: 'rest-api',
    inputs: ['rest-api/src', 'rest-api/package.json', 'rest-api/tsconfig.src.json', 'rest-api/tsconfig.build.json'],
    script: ['run', 'build', '--workspace', 'rest-api'],
    output: 'rest-api/dist/main.js',
  },
  {
    name: 'gateway',
    inputs: ['gateway/src', 'gateway/package.json', 'gateway/tsconfig.src.json', 'gateway/tsconfig.build.json'],
    script: ['run', 'build', '--workspace', 'gateway'],
    output: 'gateway/dist/main.js',
  },
  {
    name: 'web',
    inputs: ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/devServer.ts', 'web/package.json', 'web/tsconfig.app.json'],
    script: ['run', 'build:client', '--workspace', 'web'],
    output: 'web/dist/index.html',
    env: ['HOLDING_COMPANY', 'SUPPORT_EMAIL'],
  },
  {
    name: 'web server',
    inputs: ['web/server/src', 'web/server/tsconfig.json', 'web/package.json'],
    script: ['run', 'build:server', '--workspace', 'web'],
    output: 'web/server/dist/main.js',
  },
];

/** Inputs every build shares. */
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json'];

/** Every file under `entry` (a file or a folder), sorted, as paths relative to `root`. */
function files(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return SKIPPED.test(entry) ? [] : [entry];
  return readdirSync(full, { withFileTypes: true })
    .map((child) => path.posix.join(entry, child.name))
    .filter((child) => !SKIPPED.test(child))
    .sort()
    .flatMap((child) => files(root, child));
}

/** SHA-256 of a build's inputs: each file's path and content, and the compiled-in environment values. */
export function inputHash(root, build, env = process.env) {
  const hash = createHash('sha256');
  for (const file of [...SHARED_INPUTS, ...build.inputs].flatMap((entry) => files(root, entry))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const name of build.env ?? []) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** Where the hash of a build's last successful run is kept (beside the installed packages: a new install rebuilds). */
function stampFile(root, build) {
  return path.join(root, 'node_modules', '.cache', 'back-office-builds', `${build.name.replace(/\W+/g, '-')}.sha256`);
}

/** Runs `npm <args>` in `root`; resolves with its output, rejects with it when it fails. */
function npm(root, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve(output) : reject(Object.assign(new Error(`npm ${args.join(' ')} failed (${signal ?? code})`), { output }))));
  });
}

/** Whether the process `pid` is still running. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Takes the build lock (a folder made atomically, holding the owner's pid), waiting while another
 * start holds it. A lock whose owner is gone (a start stopped by Ctrl-C while building) or that is
 * older than 10 minutes is stale and taken over.
 */
async function lock(root) {
  const dir = path.join(root, 'node_modules', '.cache', 'back-office-builds', 'lock');
  const owner = path.join(dir, 'pid');
  mkdirSync(path.dirname(dir), { recursive: true });
  for (let announced = false; ;) {
    try {
      mkdirSync(dir);
      writeFileSync(owner, String(process.pid));
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const pid = Number(existsSync(owner) ? readFileSync(owner, 'utf8') : NaN);
      const old = Date.now() - statSync(dir).mtimeMs > 600_000;
      // A lock without a pid yet is being taken right now; give its owner a moment.
      if (old || (Number.isInteger(pid) && pid > 0 && !alive(pid))) {
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (!announced) console.log('build: waiting for another start that is building…');
      announced = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * Builds what is out of date, side by side, and reports each on `log` (one line per build). Resolves
 * once all are current; rejects (after printing the failed build's output) when one fails.
 *
 * @param root the repository root
 * @param log where progress lines go (console.log)
 */
export async function buildWhatChanged(root, log = console.log) {
  const release = await lock(root);
  try {
    const started = Date.now();
    const stale = BUILDS.map((build) => ({ build, hash: inputHash(root, build) })).filter(({ build, hash }) => {
      const stamp = stampFile(root, build);
      return !existsSync(path.join(root, build.output)) || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash;
    });
    if (stale.length === 0) {
      log('build: rest-api, gateway, web and web server are up to date');
      return;
    }
    log(`build: ${stale.map(({ build }) => build.name).join(', ')}…`);
    const results = await Promise.allSettled(
      stale.map(async ({ build, hash }) => {
        const began = Date.now();
        rmSync(stampFile(root, build), { force: true });
        await npm(root, build.script);
        mkdirSync(path.dirname(stampFile(root, build)), { recursive: true });
        writeFileSync(stampFile(root, build), hash);
        log(`build: ${build.name} built in ${((Date.now() - began) / 1000).toFixed(1)} s`);
      }),
    );
    const failed = results.flatMap((result, index) => (result.status === 'rejected' ? [{ build: stale[index].build, error: result.reason }] : []));
    for (const { build, error } of failed) log(`build: ${build.name} failed:\n${error.output ?? error.message}`);
    if (failed.length > 0) throw new Error(`build failed: ${failed.map(({ build }) => build.name).join(', ')}`);
    log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    release();
  }
}
