import { readFile } from 'node:fs/promises';

/**
 * The resident set size of process `pid` in MiB, from the `VmRSS:` line of /proc/<pid>/status (kB).
 * @throws when the process is gone or the line is missing.
 */
export async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS line in /proc/${pid}/status`);
  return Math.round((Number(match[1]) / 1024) * 10) / 10;
}

/** Resident sizes (MiB) of several named processes at one moment: `{ gateway: 92.3, restApi: 140.1 }`. */
export async function residentSizes(processes: Record<string, { pid: number } | undefined>): Promise<Record<string, number | null>> {
  const entries = await Promise.all(Object.entries(processes).map(async ([name, process]) => [name, process ? await residentMiB(process.pid).catch(() => null) : null] as const));
  return Object.fromEntries(entries);
}
