import type pg from 'pg';
import type { BenchConfig } from '../config';
import { reasonOf, type ScaleSection, type ScaleSize } from '../report/result';
import type { Service } from '../../scripts/stack/service';
import { startCpuMeter, waitForQuiet } from '../memory/cpu';
import { explainOperations } from './explain';
import type { Population } from './generator';
import { timeOperations } from './operations';

/** Seconds the timing at one size may wait for other work on the machine to calm down first. */
const QUIET_WAIT_S = 5;

/**
 * Part 2 (issue 7): for each size of `config.sizes`, grows the employees to it and times the list
 * operations directly on the rest-api; at the largest size, captures and explains the SQL behind them.
 */
export async function measureScale(
  config: BenchConfig,
  context: { restApi: Service; token: string; client: pg.Client; population: Population },
  log: (line: string) => void,
): Promise<ScaleSection> {
  const sizes: ScaleSize[] = [];
  for (const employees of config.sizes) {
    log(`scale: growing to ${employees.toLocaleString('en')} employees`);
    const generateS = await context.population.growTo(employees);
    log(`scale: timing the list operations at ${employees.toLocaleString('en')} (generated in ${generateS} s)`);
    let operations: ScaleSize['operations'];
    const ours = { bench: process.pid, restApi: context.restApi.pid };
    await waitForQuiet(ours, QUIET_WAIT_S);
    const meter = await startCpuMeter(ours);
    try {
      operations = await timeOperations(context.restApi.url, context.token, config.samples);
    } catch (error) {
      operations = { notMeasured: reasonOf(error) };
    }
    sizes.push({ employees, generateS, operations, othersPct: (await meter.stop()).others });
  }
  const largest = config.sizes[config.sizes.length - 1] ?? config.sizes[0];
  log(`scale: EXPLAIN ANALYZE of the SQL behind each operation at ${largest.toLocaleString('en')}`);
  const lastOperations = sizes[sizes.length - 1]?.operations;
  const explains = !lastOperations || 'notMeasured' in lastOperations ? [] : await explainOperations(config, context.client, context.token, largest);
  return { sizes, explains };
}
