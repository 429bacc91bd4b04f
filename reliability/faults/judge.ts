import { Check } from '../report/checks';
import { recoveryMs, type FaultWindow, type Sample, type Timeline } from '../load/timeline';

/**
 * Judges the load's requests during a fault of the upstream (rest-api down, PostgreSQL restarting,
 * rest-api replaced; reliability/README.md): the gateway stays up (every request gets an HTTP 200 answer), reads
 * answer the fallback with a warning (or real data), mutations either succeed or fail with a clean
 * `UPSTREAM` error — no internal URL, no stack trace — and within the recovery limit of the part being
 * back, errors stop (looking no further than `nextFaultAt`, when the next fault begins).
 */
export function judgeUpstreamFault(timeline: Timeline, window: FaultWindow, recoveryLimitMs: number, nextFaultAt: number): Check {
  const check = new Check(
    'Faults',
    window.name,
    `gateway up, reads fall back with a warning, mutations clean UPSTREAM; errors stop ≤ ${recoveryLimitMs / 1000} s after it is back`,
  );
  const during = timeline.overlapping(window.start, window.backAt);
  let fallbacks = 0;
  let upstreamErrors = 0;
  for (const sample of during) {
    const problem = upstreamFaultProblem(sample);
    if (problem) check.fail(`${sample.requestId} ${sample.operation}: ${problem}`);
    else check.pass();
    if (sample.outcome === 'degraded') fallbacks += 1;
    if (sample.code === 'UPSTREAM' && sample.outcome === 'error') upstreamErrors += 1;
  }
  const recovery = recoveryMs(timeline, window.backAt, Math.min(window.backAt + 30_000, nextFaultAt));
  if (recovery > recoveryLimitMs) check.verdict(false, `errors went on ${(recovery / 1000).toFixed(1)} s after it was back`);
  if (fallbacks === 0) check.verdict(false, 'no read fell back with a warning during the fault (was it injected?)');
  return check.figure(
    `${((window.backAt - window.start) / 1000).toFixed(1)} s down; ${during.length} requests: ${fallbacks} fallbacks, ${upstreamErrors} UPSTREAM errors; errors stopped ${(recovery / 1000).toFixed(2)} s after it was back`,
  );
}

/** Why `sample` is not an acceptable answer during an upstream fault, or undefined. */
export function upstreamFaultProblem(sample: Sample): string | undefined {
  if (sample.leaks.length > 0) return `leaks ${sample.leaks.join('; ')}`;
  if (sample.outcome === 'network') return `the gateway did not answer (${sample.message ?? ''})`;
  if (sample.status !== 200) return `HTTP ${sample.status}`;
  if (sample.outcome === 'ok' || sample.outcome === 'degraded') return undefined;
  if (!sample.write) return `a read failed with ${sample.code ?? '?'} "${sample.message ?? ''}" instead of falling back`;
  if (sample.code !== 'UPSTREAM') return `a mutation failed with ${sample.code ?? '?'} "${sample.message ?? ''}", not UPSTREAM`;
  return undefined;
}
