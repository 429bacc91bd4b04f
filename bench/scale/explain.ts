import type pg from 'pg';
import type { BenchConfig } from '../config';
import { reasonOf, type ExplainedOperation, type ExplainedStatement } from '../report/result';
import { getWithToken } from '../stack/client';
import { startRestApi } from '../stack/stack';
import { OPERATIONS } from './resources';
import { startSqlCapture } from './sql-capture';

/** A read statement, and a transaction's begin or end (replayed as captured, not explained). */
const READ = /^\s*(select|with)\b/i;
const TRANSACTION = /^\s*(begin|start transaction|commit|end|rollback)\b/i;

/** Times of the plain statement (without EXPLAIN's per-row instrumentation) whose median is reported. */
const PLAIN_RUNS = 3;

/**
 * Runs a captured read statement with its parameters {@link PLAIN_RUNS} times (median wall time, ms, as
 * the client sees it) and once under `EXPLAIN (ANALYZE, BUFFERS)` (the plan, and its own execution time,
 * which per-row timing inflates).
 */
async function explain(client: pg.Client, sql: string, params: (string | null)[]): Promise<ExplainedStatement> {
  const times: number[] = [];
  for (let i = 0; i < PLAIN_RUNS; i++) {
    const started = performance.now();
    await client.query(sql, params);
    times.push(performance.now() - started);
  }
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
  return { sql, params, plainMs: Math.round((times.sort((a, b) => a - b)[Math.floor(PLAIN_RUNS / 2)] ?? Number.NaN) * 100) / 100, executionMs, plan };
}

/**
 * Finds out what the rest-api asks PostgreSQL for each list operation at the current size: a second
 * rest-api (not the measured one) is started with its DATABASE_URL pointing at a capturing proxy, each
 * operation is requested once through it, and every read statement it ran (the token check, the page,
 * the count) is run again under EXPLAIN (ANALYZE, BUFFERS) with the same parameters.
 */
export async function explainOperations(config: BenchConfig, client: pg.Client, token: string, rows: number): Promise<ExplainedOperation[]> {
  const capture = await startSqlCapture(config.ports.sqlProxy, config.databaseUrl);
  try {
    const restApi = await startRestApi(config, { name: 'capture-rest-api', port: config.ports.captureRestApi, databaseUrl: capture.url, seed: false });
    try {
      const explained: ExplainedOperation[] = [];
      for (const operation of OPERATIONS) {
        await getWithToken(restApi.url + operation.path, token); // opens the pool's connection; not recorded
        capture.take();
        const answer = await getWithToken(restApi.url + operation.path, token);
        // Reads, and the transaction boundaries around them: a setting the rest-api made for a transaction
        // (`set_config(…, true)`, e.g. its search count's bitmap scans only) then holds for the same statements here.
        const reads = capture.take().filter((s) => READ.test(s.sql) || TRANSACTION.test(s.sql));
        if (answer.status !== 200) {
          explained.push({ operation: operation.name, rows, statements: { notMeasured: `GET ${operation.path} answered ${answer.status}` } });
          continue;
        }
        const statements: ExplainedStatement[] = [];
        try {
          for (const read of reads) {
            if (TRANSACTION.test(read.sql)) await client.query(read.sql);
            else statements.push(await explain(client, read.sql, read.params));
          }
        } finally {
          await client.query('rollback'); // ends a transaction left open (a warning, not an error, when none is)
        }
        explained.push({ operation: operation.name, rows, statements });
      }
      return explained;
    } finally {
      await restApi.stop();
    }
  } catch (error) {
    return [{ operation: 'all', rows, statements: { notMeasured: reasonOf(error) } }];
  } finally {
    await capture.close();
  }
}
