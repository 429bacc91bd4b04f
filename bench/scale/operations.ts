import { percentile } from '../report/stats';
import type { ScaleOperation } from '../report/result';
import { getWithToken } from '../stack/client';
import { SEARCH_TERM } from './generator';

/** The list operations of part 2, as the web's employees screen would ask them (10 a page). */
export const OPERATIONS: { name: string; path: string }[] = [
  { name: 'page 1', path: '/setup/employees/?page=1&limit=10' },
  { name: 'page 500', path: '/setup/employees/?page=500&limit=10' },
  { name: `search "${SEARCH_TERM}"`, path: `/setup/employees/?page=1&limit=10&search=${SEARCH_TERM}` },
  { name: 'sort -joinDate', path: '/setup/employees/?page=1&limit=10&sort=-joinDate' },
];

/** Requests sent (and not timed) before each operation's samples. */
const WARMUP = 3;
/** Seconds one operation may take in all at one size (bounds the loop when a request is slow). */
const TIME_CAP_S = 20;

/**
 * Times each operation of {@link OPERATIONS} directly on the rest-api, one request at a time: a warm-up,
 * then up to `samples` requests (fewer if {@link TIME_CAP_S} runs out). Milliseconds, client-side.
 * @throws when an operation does not answer 200 with a page.
 */
export async function timeOperations(restApiUrl: string, token: string, samples: number): Promise<ScaleOperation[]> {
  const results: ScaleOperation[] = [];
  for (const operation of OPERATIONS) {
    const url = restApiUrl + operation.path;
    let totalDocs = 0;
    for (let i = 0; i < WARMUP; i++) {
      const answer = await getWithToken(url, token);
      if (answer.status !== 200) throw new Error(`GET ${operation.path} answered ${answer.status}: ${answer.text.slice(0, 160)}`);
      totalDocs = (answer.json as { totalDocs: number }).totalDocs;
    }
    const times: number[] = [];
    const deadline = performance.now() + TIME_CAP_S * 1000;
    while (times.length < samples && performance.now() < deadline) {
      const started = performance.now();
      const answer = await getWithToken(url, token);
      times.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`GET ${operation.path} answered ${answer.status}`);
    }
    times.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 100) / 100;
    results.push({ name: operation.name, path: operation.path, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), samples: times.length, totalDocs });
  }
  return results;
}
