import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { BenchConfig } from '../config';

/**
 * Builds the web client for production into `outDir` (`vite build --manifest --sourcemap hidden` from
 * web/: the same JavaScript as `npm run build -w web`, plus a manifest and source maps that the files do
 * not point to, so the measured files are unchanged). Resolves with the seconds it took.
 * @throws with the log's path when the build fails.
 */
export async function buildWeb(config: BenchConfig, outDir: string): Promise<number> {
  const started = performance.now();
  const logFile = path.join(config.tmpDir, 'web-build.log');
  const log = createWriteStream(logFile);
  const vite = path.join(config.root, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--sourcemap', 'hidden'], {
    cwd: path.join(config.root, 'web'),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  log.end();
  if (code !== 0) throw new Error(`vite build failed (exit ${code}); see ${path.relative(config.root, logFile)}`);
  return Math.round((performance.now() - started) / 100) / 10;
}
