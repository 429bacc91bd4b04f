import os from 'node:os';
import type pg from 'pg';
import type { Machine } from './result';

/** PostgreSQL settings that shape the scale figures, reported beside the version. */
const SETTINGS = ['shared_buffers', 'work_mem', 'effective_cache_size', 'max_parallel_workers_per_gather', 'jit'];

/** Describes this machine (CPU model, cores, memory in GiB, OS, Node, load average now) and the PostgreSQL server `client` is connected to. */
export async function describeMachine(client: pg.Client): Promise<Machine> {
  const { rows } = await client.query<{ version: string }>('select version()');
  const settings = await client.query<{ name: string; setting: string; unit: string | null }>(
    'select name, current_setting(name) as setting, unit from pg_settings where name = any($1)',
    [SETTINGS],
  );
  return {
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    postgres: rows[0]?.version.split(',')[0] ?? 'unknown',
    postgresSettings: Object.fromEntries(settings.rows.map((row) => [row.name, row.setting])),
    loadAverage: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  };
}
