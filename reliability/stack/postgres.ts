import { execFile, execFileSync } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PostgreSQL server of the suite's own (never the machine's shared one), in a temporary folder. */
export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string;
  port: number;
  /** Stops the server (`pg_ctl stop -m fast`: connections are cut, as in a database restart). */
  stop(): Promise<void>;
  /** Starts it again on the same folder and port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (immediately) if running and removes its folder. */
  destroy(): Promise<void>;
}

/**
 * Creates a cluster with `initdb` in a new temporary folder and starts it with `pg_ctl` on `port`,
 * listening on 127.0.0.1 only, its socket in that folder (reliability/README.md: PostgreSQL is restarted during the
 * load, which must never touch the shared server at 5432). PostgreSQL refuses to run as root, so as
 * root both run as the `postgres` OS user (`runuser -u postgres --`), which then owns the folder.
 *
 * @param binDir folder of initdb and pg_ctl, e.g. `/usr/lib/postgresql/15/bin`.
 * @throws when initdb or the first start fails (the folder is removed first).
 */
export async function createOwnPostgres(binDir: string, port: number): Promise<OwnPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'reliability-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  const exec = async (tool: string, args: string[]) => {
    const binary = path.join(binDir, tool);
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
    return run(command, argv, { timeout: 60_000 });
  };
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  await chmod(dir, 0o700);
  let started = false;
  const start = async () => {
    await exec('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      'start',
    ]);
    started = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await exec('pg_ctl', ['-D', dataDir, '-w', '-t', '60', '-m', mode, 'stop']);
    started = false;
  };
  // Last resort when the suite exits early: the server it started does not outlive it.
  const onExit = () => {
    if (!started) return;
    const stopArgs = [path.join(binDir, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop'];
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', ...stopArgs]] : [stopArgs[0]!, stopArgs.slice(1)];
    try {
      execFileSync(command, argv, { stdio: 'ignore', timeout: 10_000 });
    } catch {
      // nothing more to do while exiting
    }
  };
  process.on('exit', onExit);
  try {
    await exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale', 'C.UTF-8']);
    await start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => stop('fast'),
    start,
    async destroy() {
      process.off('exit', onExit);
      if (started) await stop('immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
