import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks a second in /proc (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** Where the machine's CPU went during a run. Percentages of one core (200 = both cores of a 2-core machine). */
export interface CpuShares {
  /** The named processes (e.g. gateway, rest-api, the bench with autocannon). */
  processes: Record<string, number>;
  /** Every PostgreSQL process together. */
  postgres: number;
  /** Busy time of the machine that none of the above used: other people's work. */
  others: number;
  /** Busy time of the whole machine. */
  machine: number;
}

async function ticksOf(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
  } catch {
    return 0;
  }
}

async function machineBusyTicks(): Promise<number> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line.split(/\s+/).slice(1).map(Number);
  return user + nice + system + irq + softirq + steal;
}

async function postgresTicks(): Promise<Map<number, number>> {
  const ticks = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (comm.trim() === 'postgres') ticks.set(Number(entry), await ticksOf(Number(entry)));
  }
  return ticks;
}

/**
 * Starts measuring the CPU time of the processes `pids` (by name), of PostgreSQL and of the whole machine
 * from /proc; `stop()` answers the shares over the time in between.
 */
export async function startCpuMeter(pids: Record<string, number>): Promise<{ stop(): Promise<CpuShares> }> {
  const started = performance.now();
  const before = { machine: await machineBusyTicks(), postgres: await postgresTicks(), named: await Promise.all(Object.values(pids).map(ticksOf)) };
  return {
    async stop() {
      const seconds = (performance.now() - started) / 1000;
      const percent = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 1000) / 10;
      const named = await Promise.all(Object.values(pids).map(ticksOf));
      const postgresNow = await postgresTicks();
      let postgres = 0;
      for (const [pid, ticks] of postgresNow) postgres += ticks - (before.postgres.get(pid) ?? 0);
      const processes = Object.fromEntries(Object.keys(pids).map((name, i) => [name, (named[i] ?? 0) - (before.named[i] ?? 0)]));
      const machine = (await machineBusyTicks()) - before.machine;
      const ours = Object.values(processes).reduce((a, b) => a + b, 0) + postgres;
      return {
        processes: Object.fromEntries(Object.entries(processes).map(([name, ticks]) => [name, percent(ticks)])),
        postgres: percent(postgres),
        others: percent(Math.max(0, machine - ours)),
        machine: percent(machine),
      };
    },
  };
}

/** CPU (% of one core) of other work below which the machine counts as quiet enough to measure. */
const QUIET_BELOW = 25;
/** Length of one look at the machine, ms. */
const LOOK_MS = 2000;

/**
 * Waits, at most `maxSeconds`, until other work on the machine (everything but `pids` and PostgreSQL)
 * takes less than {@link QUIET_BELOW} % of one core over {@link LOOK_MS}; the bench shares the machine.
 * @returns the seconds waited and the last share seen (% of one core).
 */
export async function waitForQuiet(pids: Record<string, number>, maxSeconds: number): Promise<{ waitedS: number; othersPct: number }> {
  const started = performance.now();
  let othersPct = Number.NaN;
  do {
    const meter = await startCpuMeter(pids);
    await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
    othersPct = (await meter.stop()).others;
  } while (othersPct >= QUIET_BELOW && performance.now() - started < maxSeconds * 1000);
  return { waitedS: Math.round((performance.now() - started) / 100) / 10, othersPct };
}
