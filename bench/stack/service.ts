import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A server process the bench started (rest-api, gateway or `vite preview`). */
export interface Service {
  name: string;
  /** The process id of the server itself (no wrapper in between), for /proc/<pid>/status. */
  pid: number;
  /** Its base URL, e.g. `http://127.0.0.1:3201`. */
  url: string;
  /** The file its stdout and stderr go to. */
  logFile: string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it exited and its log is written. Only ever this one process. */
  stop(): Promise<void>;
}

/** What to start: a command run in `cwd` with `env`, ready once `readyPath` answers 2xx. */
export interface ServiceSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  url: string;
  readyPath: string;
  logDir: string;
  /** Milliseconds to wait for readiness (default 120 000). */
  timeoutMs?: number;
}

/**
 * Starts a server and resolves once `GET url + readyPath` answers 2xx. Rejects with the tail of its log
 * when it exits first or is not ready in time (and then stops it).
 */
export async function startService(spec: ServiceSpec): Promise<Service> {
  const logFile = path.join(spec.logDir, `${spec.name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const stop = async () => {
    if (!hasExited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => !hasExited && child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await new Promise<void>((resolve) => log.end(resolve));
  };

  const deadline = Date.now() + (spec.timeoutMs ?? 120_000);
  while (Date.now() < deadline && !hasExited) {
    try {
      const response = await fetch(spec.url + spec.readyPath, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { name: spec.name, pid: child.pid!, url: spec.url, logFile, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  const tail = (await readFile(logFile, 'utf8').catch(() => '')).slice(-1500);
  throw new Error(`${spec.name} ${hasExited ? 'exited' : 'was not ready in time'}; log tail:\n${tail}`);
}
