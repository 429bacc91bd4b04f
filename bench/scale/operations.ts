import { percentile } from '../report/stats';
import type { ScaleOperation } from '../report/result';
import { getWithToken } from '../stack/client';
import type { ScaleOperationSpec } from './resources';

/** Requests sent (and not timed) before each operation's samples. */
const WARMUP = 3;
/** Seconds each operation may take in all at one size (bounds the loop when a request is slow). */
const TIME_CAP_S = 20;

/**
 * Times `operations` directly on the rest-api, one request at a time: a warm-up of each, then rounds
 * that send each operation once in turn, until each has `samples` (fewer if the time cap,
 * {@link TIME_CAP_S} per operation, runs out). Taking the samples in rounds, not one operation after the
 * other, spreads every operation's samples over the whole window, so that a burst of other work on a
 * shared machine weighs on all of them alike instead of on whichever ran during it. Milliseconds,
 * client-side.
 * @throws when an operation does not answer 200 with a page.
 */
export async function timeOperations(restApiUrl: string, token: string, operations: ScaleOperationSpec[], samples: number): Promise<ScaleOperation[]> {
  const get = async (operation: ScaleOperationSpec) => {
    const started = performance.now();
    const answer = await getWithToken(restApiUrl + operation.path, token);
    const ms = performance.now() - started;
    if (answer.status !== 200) throw new Error(`GET ${operation.path} answered ${answer.status}: ${answer.text.slice(0, 160)}`);
    return { ms, totalDocs: (answer.json as { totalDocs: number }).totalDocs };
  };
  const totals = new Map<string, number>();
  for (const operation of operations) {
    for (let i = 0; i < WARMUP; i++) totals.set(operation.name, (await get(operation)).totalDocs);
  }
  const times = new Map<string, number[]>(operations.map((operation) => [operation.name, []]));
  const deadline = performance.now() + TIME_CAP_S * 1000 * operations.length;
  for (let round = 0; round < samples && performance.now() < deadline; round++) {
    for (const operation of operations) times.get(operation.name)!.push((await get(operation)).ms);
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return operations.map((operation) => {
    const sorted = times.get(operation.name)!.sort((a, b) => a - b);
    return {
      name: operation.name,
      path: operation.path,
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      samples: sorted.length,
      totalDocs: totals.get(operation.name) ?? 0,
    };
  });
}
