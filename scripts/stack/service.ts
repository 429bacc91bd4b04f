import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { request } from 'undici';

/** What to start: `command args` in `cwd` with exactly `env` (plus PATH/HOME), ready once `url + readyPath` answers 2xx. */
export interface ServiceSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  url: string;
  readyPath: string;
  /** Folder of the log file `<name>.log` (stdout and stderr of the process). */
  logDir: string;
  /** Milliseconds to wait for readiness (default 120 000). */
  timeoutMs?: number;
}

/**
 * One server process a harness started (never any other): its id, log and exit. Shared by the bench
 * (bench/stack/stack.ts) and the reliability suite (reliability/stack/stack.ts).
 */
export interface Service {
  name: string;
  /** The server process itself (no shell or npm wrapper in between, so a signal reaches it). */
  pid: number;
  url: string;
  logFile: string;
  /** Resolves with the exit code (null when killed by a signal) and the time it exited (ms epoch). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Whether the process has exited. */
  hasExited(): boolean;
  /** Sends `signal` to this process only. */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after `graceMs` (default 10 s); resolves once it exited and its log is flushed. */
  stop(graceMs?: number): Promise<void>;
  /** The log so far, one entry per line: parsed JSON when the line is JSON, else `{ text }`. */
  readLog(): Promise<LogLine[]>;
}

/** A line of a service's log: pino's JSON fields, or the raw text of a non-JSON line. */
export type LogLine = Record<string, unknown> & { msg?: string; time?: number; text?: string };

const running = new Set<Service>();
const children = new Set<ChildProcess>();
// Last resort when the harness itself exits early (an uncaught error): none of its servers outlives it.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * Starts a server process and resolves once `GET url + readyPath` answers 2xx. Rejects with the tail of
 * its log when it exits first or is not ready in time (and then stops it). The process is remembered so
 * that {@link stopAllServices} can end it if the harness stops early.
 */
export async function startService(spec: ServiceSpec): Promise<Service> {
  const logFile = path.join(spec.logDir, `${spec.name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const service = describe(spec, child, log, logFile);
  running.add(service);
  children.add(child);
  void service.exited.then(() => {
    running.delete(service);
    children.delete(child);
  });

  const deadline = Date.now() + (spec.timeoutMs ?? 120_000);
  while (Date.now() < deadline && !service.hasExited()) {
    try {
      // A connection of its own each time (`reset`): a kept-alive one could still reach a predecessor.
      const response = await request(spec.url + spec.readyPath, { reset: true, headersTimeout: 2000, bodyTimeout: 2000 });
      await response.body.dump();
      if (response.statusCode >= 200 && response.statusCode < 300) return service;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  const failedBy = service.hasExited() ? 'exited' : 'was not ready in time';
  await service.stop();
  const tail = (await readFile(logFile, 'utf8').catch(() => '')).slice(-2000);
  throw new Error(`${spec.name} ${failedBy}; log tail:\n${tail}`);
}

function describe(spec: ServiceSpec, child: ChildProcess, log: WriteStream, logFile: string): Service {
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => {
      done = true;
      resolve({ code, signal, at: Date.now() });
    }),
  );
  const flush = () => new Promise<void>((resolve) => (log.writableEnded ? resolve() : log.end(resolve)));
  return {
    name: spec.name,
    pid: child.pid ?? -1,
    url: spec.url,
    logFile,
    exited,
    hasExited: () => done,
    signal: (signal) => {
      if (!done) child.kill(signal);
    },
    async stop(graceMs = 10_000) {
      if (!done) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => !done && child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      // Let the pipes drain what the process wrote last before closing the file.
      await sleep(50);
      await flush();
    },
    async readLog() {
      const text = await readFile(logFile, 'utf8').catch(() => '');
      return text.split('\n').filter(Boolean).map(parseLine);
    },
  };
}

function parseLine(line: string): LogLine {
  if (line.startsWith('{')) {
    try {
      return JSON.parse(line) as LogLine;
    } catch {
      // a line cut short
    }
  }
  return { text: line };
}

/** Stops every service this process started that is still running (SIGTERM, SIGKILL after 5 s). */
export async function stopAllServices(): Promise<void> {
  await Promise.all([...running].map((service) => service.stop(5_000)));
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
