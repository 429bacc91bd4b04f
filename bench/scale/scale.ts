import type pg from 'pg';
import type { BenchConfig } from '../config';
import { reasonOf, type ScaleSection, type ScaleSize } from '../report/result';
import type { Service } from '../../scripts/stack/service';
import { startCpuMeter, waitForQuiet } from '../memory/cpu';
import { explainOperations } from './explain';
import type { Population } from './generator';
import { timeOperations } from './operations';
import { OPERATIONS, SCALE_RESOURCES } from './resources';

/** Seconds the timing at one size may wait for other work on the machine to calm down first. */
const QUIET_WAIT_S = 5;

/**
 * Part 2 (bench/README.md): for each size of `config.sizes`, grows every resource of
 * {@link SCALE_RESOURCES} to that many rows and times their list operations directly on the rest-api; at
 * the largest size, captures and explains the SQL behind them. `populations` holds each resource's
 * population by name.
 */
export async function measureScale(
  config: BenchConfig,
  context: { restApi: Service; token: string; client: pg.Client; populations: Map<string, Population> },
  log: (line: string) => void,
): Promise<ScaleSection> {
  const sizes: ScaleSize[] = [];
  for (const rows of config.sizes) {
    const generateS: Record<string, number> = {};
    for (const resource of SCALE_RESOURCES) {
      const population = context.populations.get(resource.name);
      if (!population) throw new Error(`no population of ${resource.name}`);
      log(`scale: growing ${resource.name} to ${rows.toLocaleString('en')}`);
      generateS[resource.name] = await population.growTo(rows);
    }
    log(`scale: timing the list operations at ${rows.toLocaleString('en')} rows (generated in ${JSON.stringify(generateS)} s)`);
    let operations: ScaleSize['operations'];
    const ours = { bench: process.pid, restApi: context.restApi.pid };
    await waitForQuiet(ours, QUIET_WAIT_S);
    const meter = await startCpuMeter(ours);
    try {
      operations = await timeOperations(context.restApi.url, context.token, OPERATIONS, config.samples);
    } catch (error) {
      operations = { notMeasured: reasonOf(error) };
    }
    sizes.push({ rows, generateS, operations, othersPct: (await meter.stop()).others });
  }
  const largest = config.sizes[config.sizes.length - 1] ?? config.sizes[0];
  log(`scale: EXPLAIN ANALYZE of the SQL behind each operation at ${largest.toLocaleString('en')}`);
  const lastOperations = sizes[sizes.length - 1]?.operations;
  const explains = !lastOperations || 'notMeasured' in lastOperations ? [] : await explainOperations(config, context.client, context.token, largest);
  return { sizes, explains };
}
