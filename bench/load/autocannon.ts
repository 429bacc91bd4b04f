import autocannon from 'autocannon';
import { startCpuMeter, type CpuShares } from '../memory/cpu';
import { percentile } from '../report/stats';

/** One HTTP request of a load: what autocannon sends over and over on each connection. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * What is loaded: one request repeated, or `sequence` (several requests one after the other on a connection,
 * timed as one unit from the first request's start to the last one's end). `expectBody`, for a single
 * request, makes any other answer count as a mismatch.
 */
export interface LoadTarget {
  url: string;
  requests: LoadRequest[];
  expectBody?: string;
}

/** Figures of one measured run. Latencies in milliseconds (sub-millisecond resolution), rates per second. */
export interface LoadFigures {
  /** Completed units (requests, or sequences) answered 2xx, per second of the run. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Completed units in the run. */
  completed: number;
  /** Socket errors and timeouts, non-2xx answers, and answers different from `expectBody`. */
  errors: number;
  non2xx: number;
  mismatches: number;
  durationS: number;
  connections: number;
  /** HTTP requests a unit is made of (1, or the sequence's length). */
  requestsPerUnit: number;
  /** Where the CPU went during the measured seconds (when {@link LoadOptions.meter} named processes). */
  cpu?: CpuShares;
  /** Resident sizes (MiB) of the measured servers right after the run (filled by the caller). */
  rssAfterMiB?: Record<string, number | null>;
}

/** What a run uses: connections, seconds measured, seconds of warm-up before (discarded). */
export interface LoadOptions {
  connections: number;
  durationS: number;
  warmupS: number;
  /** Processes whose CPU time to measure during the measured seconds, by name. */
  meter?: Record<string, number>;
}

/** The largest number of latencies kept for percentiles (a bound on memory; far above what 15 s produce here). */
const MAX_SAMPLES = 2_000_000;

/** One autocannon run's raw outcome: every 2xx unit's latency (ms) and the counters. */
interface Slice {
  latencies: number[];
  completed: number;
  errors: number;
  non2xx: number;
  mismatches: number;
  durationS: number;
  cpu?: CpuShares;
}

async function once(target: LoadTarget, connections: number, durationS: number): Promise<Slice> {
  const latencies: number[] = [];
  const sequence = target.requests.length > 1;
  const requests: autocannon.Request[] = target.requests.map((request, index) => ({
    method: request.method,
    path: request.path,
    headers: request.headers,
    body: request.body,
    // A sequence is timed from the moment its first request is built (just before it is sent) to the last answer.
    ...(sequence && index === 0 ? { setupRequest: (r: autocannon.Request, context: object) => (((context as { start?: number }).start = performance.now()), r) } : {}),
    ...(sequence && index === target.requests.length - 1
      ? {
          onResponse: (status: number, _body: string, context: object) => {
            const start = (context as { start?: number }).start;
            if (status < 300 && start !== undefined && latencies.length < MAX_SAMPLES) latencies.push(performance.now() - start);
          },
        }
      : {}),
  }));
  const [first] = target.requests;
  if (!first) throw new Error(`no request to load ${target.url} with`);
  const { method, path, headers, body } = first;
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => ((finish = resolve), (fail = reject)));
  const instance = autocannon(
    sequence
      ? { url: target.url, connections, duration: durationS, requests }
      : // One request: given at the top level, as autocannon checks `expectBody` only there.
        { url: target.url + path, connections, duration: durationS, method, headers, body, expectBody: target.expectBody },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  if (!sequence) {
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 300 && latencies.length < MAX_SAMPLES) latencies.push(responseTime);
    });
  }
  const result = await done;
  return {
    latencies,
    completed: sequence ? latencies.length : result['2xx'],
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    durationS: result.duration,
  };
}

/** One slice, with the CPU shares of `meter`'s processes over it. */
async function metered(target: LoadTarget, connections: number, durationS: number, meter?: Record<string, number>): Promise<Slice> {
  const cpu = meter ? await startCpuMeter(meter) : undefined;
  const slice = await once(target, connections, durationS);
  return cpu ? { ...slice, cpu: await cpu.stop() } : slice;
}

/** The mean of equally long slices' CPU shares. */
function meanCpu(shares: CpuShares[]): CpuShares | undefined {
  const [first] = shares;
  if (!first) return undefined;
  const mean = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
  return {
    processes: Object.fromEntries(Object.keys(first.processes).map((name) => [name, mean(shares.map((s) => s.processes[name] ?? 0))])),
    postgres: mean(shares.map((s) => s.postgres)),
    others: mean(shares.map((s) => s.others)),
    machine: mean(shares.map((s) => s.machine)),
  };
}

/** Pools slices of one target into its figures. */
function figuresOf(slices: Slice[], connections: number, requestsPerUnit: number): LoadFigures {
  const latencies = slices.flatMap((slice) => slice.latencies).sort((a, b) => a - b);
  const sum = (pick: (slice: Slice) => number) => slices.reduce((total, slice) => total + pick(slice), 0);
  const round = (n: number) => Math.round(n * 100) / 100;
  const completed = sum((slice) => slice.completed);
  const durationS = sum((slice) => slice.durationS);
  const cpu = meanCpu(slices.flatMap((slice) => (slice.cpu ? [slice.cpu] : [])));
  return {
    perSecond: round(completed / durationS),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    completed,
    errors: sum((slice) => slice.errors),
    non2xx: sum((slice) => slice.non2xx),
    mismatches: sum((slice) => slice.mismatches),
    durationS: round(durationS),
    connections,
    requestsPerUnit,
    ...(cpu ? { cpu } : {}),
  };
}

function assertLoopback(target: LoadTarget): void {
  const host = new URL(target.url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) throw new Error(`refusing to load a non-loopback address: ${host}`);
}

/**
 * Loads `target` with autocannon: a warm-up of `warmupS` seconds (discarded), then `durationS` seconds
 * measured at `connections` concurrent connections. Only loopback URLs are accepted.
 */
export async function runLoad(target: LoadTarget, options: LoadOptions): Promise<LoadFigures> {
  assertLoopback(target);
  if (options.warmupS > 0) await once(target, options.connections, options.warmupS);
  return figuresOf([await metered(target, options.connections, options.durationS, options.meter)], options.connections, target.requests.length);
}

/**
 * Loads several targets side by side: each is warmed up, then they take turns in `slices` slices of
 * `durationS / slices` seconds each (A, B, A, B, …), so that other work on a shared machine weighs on all
 * of them alike; each target's slices are pooled into its figures (`durationS` seconds in all).
 */
export async function runSideBySide(targets: LoadTarget[], options: LoadOptions & { slices: number }): Promise<LoadFigures[]> {
  targets.forEach(assertLoopback);
  if (options.warmupS > 0) for (const target of targets) await once(target, options.connections, options.warmupS);
  const sides = targets.map((target) => ({ target, slices: [] as Slice[] }));
  for (let turn = 0; turn < options.slices; turn++) {
    for (const side of sides) side.slices.push(await metered(side.target, options.connections, options.durationS / options.slices, options.meter));
  }
  return sides.map((side) => figuresOf(side.slices, options.connections, side.target.requests.length));
}
