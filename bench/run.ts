import { execFileSync } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { isFullRun, loadConfig, type BenchConfig } from './config';
import { measureLoad } from './load/overhead';
import { residentSizes } from './memory/rss';
import { describeMachine } from './report/machine';
import {
  isNotMeasured,
  reasonOf,
  type BenchResult,
  type ExportsSection,
  type LoadSection,
  type Maybe,
  type MemorySection,
  type NotMeasured,
  type ScaleSection,
  type WebSection,
} from './report/result';
import { judgeTargets } from './report/targets';
import { writeResults } from './report/write';
import { openPopulation, type Population } from './scale/generator';
import { OPERATIONS, SCALE_RESOURCES } from './scale/resources';
import { measureScale } from './scale/scale';
import { signIn } from './stack/client';
import type { Service } from '../scripts/stack/service';
import { startGateway, startRestApi, stopMailServer } from './stack/stack';
import { measureWeb } from './web/web';
import { EXPORTED_RESOURCE, measureExports } from './exports/exports';
import { measureSubscriptions } from './subscriptions/subscriptions';

const NOT_IN_RUN: NotMeasured = { notMeasured: 'not part of this run (BENCH_PARTS)' };

/** The commit measured, `+` when the work tree has uncommitted changes. */
function commitOf(root: string): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
    return dirty ? `${sha}+` : sha;
  } catch {
    return 'unknown';
  }
}

async function part<T>(config: BenchConfig, name: BenchConfig['parts'][number], fn: () => Promise<T>): Promise<Maybe<T>> {
  if (!config.parts.includes(name)) return NOT_IN_RUN;
  try {
    return await fn();
  } catch (error) {
    return { notMeasured: reasonOf(error) };
  }
}

/** `npm run bench`: the whole benchmark (bench/README.md), writing bench/results/ on a full run. */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const log = (line: string) => console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${line}`);
  await mkdir(config.tmpDir, { recursive: true });

  const client = new pg.Client({ connectionString: config.databaseUrl, options: `-c search_path=${config.schema}` });
  await client.connect().catch((error: unknown) => {
    throw new Error(`PostgreSQL is needed at ${config.databaseUrl} (BENCH_DATABASE_URL): ${reasonOf(error)}`);
  });
  const services: Service[] = [];
  let load: Maybe<LoadSection> = NOT_IN_RUN;
  let scale: Maybe<ScaleSection> = NOT_IN_RUN;
  let web: Maybe<WebSection> = NOT_IN_RUN;
  let memory: Maybe<MemorySection>;
  try {
    const machine = await describeMachine(client);
    log(`machine: ${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.postgres}`);
    await client.query(`drop schema if exists "${config.schema}" cascade`);

    log('starting the rest-api (migrate, seed) on PostgreSQL');
    const restApi = await startRestApi(config, { name: 'rest-api', port: config.ports.restApi, seed: true });
    services.push(restApi);
    const token = await signIn(restApi.url, config.account);
    const populations = new Map<string, Population>();
    for (const resource of SCALE_RESOURCES) populations.set(resource.name, await openPopulation(client, resource.generator));
    const population = populations.get('employees');
    if (!population) throw new Error('the scale part measures no employees (bench/scale/resources.ts), which the load part needs');
    log(`generating ${config.sizes[0].toLocaleString('en')} employees`);
    await population.growTo(config.sizes[0]);

    log('starting the gateway');
    let gateway: Service | NotMeasured;
    try {
      gateway = await startGateway(config, { name: 'gateway', port: config.ports.gateway, upstreamUrl: restApi.url });
      services.push(gateway);
    } catch (error) {
      gateway = { notMeasured: `the gateway did not start: ${reasonOf(error)}` };
      log(gateway.notMeasured);
    }
    const running = { gateway: 'pid' in gateway ? gateway : undefined, restApi };
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = await residentSizes(running);

    load = await part(config, 'load', () => measureLoad(config, { restApi, gateway, token, employees: population.count() }, log));
    const afterLoad: MemorySection['afterLoad'] = config.parts.includes('load') ? await residentSizes(running) : NOT_IN_RUN;
    web = await part(config, 'web', () => measureWeb(config, 'pid' in gateway ? gateway.url : undefined, log));
    scale = await part(config, 'scale', () => measureScale(config, { restApi, token, client, populations }, log));
    const afterScale: MemorySection['afterScale'] = config.parts.includes('scale') ? await residentSizes(running) : NOT_IN_RUN;
    const exported = populations.get(EXPORTED_RESOURCE);
    const exports: Maybe<ExportsSection> = await part(config, 'exports', async () => {
      if (!exported) throw new Error(`the scale part generates no ${EXPORTED_RESOURCE} (bench/scale/resources.ts)`);
      return measureExports(config, { restApi, token, population: exported }, log);
    });
    // Last: it signs in hundreds of sessions and leaves the gateway's memory as those streams left it.
    const subscriptions = await part(config, 'subscriptions', async () => {
      if (!('pid' in gateway)) throw new Error(gateway.notMeasured);
      return measureSubscriptions({ restApiUrl: restApi.url, gatewayUrl: gateway.url, gatewayPid: gateway.pid, account: config.account }, log);
    });
    memory = { idle, afterLoad, afterScale };

    const result: BenchResult = {
      startedAt: new Date(started).toISOString(),
      durationS: Math.round((Date.now() - started) / 1000),
      full: isFullRun(config),
      commit: commitOf(config.root),
      machine,
      load,
      scale,
      web,
      memory,
      exports,
      subscriptions,
      targets: [],
    };
    result.targets = judgeTargets(
      result,
      OPERATIONS.map((operation) => operation.name),
    );
    const written = await writeResults(config, result);
    log(`done in ${result.durationS} s; wrote ${written.join(', ')}`);
    for (const target of result.targets) log(`${target.status.padEnd(12)} ${target.label}: ${target.actual} (target ${target.target})`);
  } finally {
    for (const service of services.reverse()) await service.stop();
    await stopMailServer();
    if (!process.env.BENCH_KEEP) await client.query(`drop schema if exists "${config.schema}" cascade`).catch(() => undefined);
    await client.end();
  }
}

/**
 * A result written before the scale part measured a list of resources (employees only: sizes and plans
 * counted `employees`, operations were named without the resource), in today's shape.
 */
function upgraded(result: BenchResult): BenchResult {
  if (isNotMeasured(result.scale)) return result;
  type Old = { employees?: number; generateS: unknown };
  for (const size of result.scale.sizes as (ScaleSection['sizes'][number] & Old)[]) {
    if (size.employees === undefined) continue;
    size.rows = size.employees;
    if (typeof size.generateS === 'number') size.generateS = { employees: size.generateS };
    if (!isNotMeasured(size.operations)) for (const op of size.operations) op.name = `employees ${op.name}`;
  }
  for (const explain of result.scale.explains as (ScaleSection['explains'][number] & Old)[]) {
    if (explain.employees === undefined) continue;
    explain.rows = explain.employees;
    explain.operation = `employees ${explain.operation}`;
  }
  return result;
}

/**
 * `npm run bench -- --render`: writes latest.md and the README table again from latest.json (e.g. after
 * editing analysis.md), without measuring anything.
 */
async function render(): Promise<void> {
  const config = loadConfig();
  const result = upgraded(JSON.parse(await readFile(path.join(config.resultsDir, 'latest.json'), 'utf8')) as BenchResult);
  console.log(`rendered ${(await writeResults(config, result)).join(', ')}`);
}

(process.argv.includes('--render') ? render() : main()).catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
