import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BenchConfig } from '../config';
import type { CpuProfileSummary } from '../report/result';
import { residentMiB } from '../memory/rss';
import { startGateway } from '../stack/stack';
import { runLoad } from './autocannon';
import { graphqlRequest, WORKLOADS } from './workloads';

/** The parts of a V8 .cpuprofile the summary reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** What a frame's time is booked to: an npm package, the gateway's own code, Node's internals, or V8's own buckets. */
function bucketOf(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (pkg?.[1]) return pkg[1];
  if (/\/gateway\/(src|dist)\//.test(frame.url)) return 'gateway';
  if (frame.url.startsWith('node:')) return '(node internals)';
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  return frame.url;
}

/**
 * Self time by bucket and by function, in ms, from the sample deltas (`(idle)` left out), counting only
 * samples taken from `fromUs` on (CLOCK_MONOTONIC µs, the profile's clock): the start-up is not the load.
 */
function summarize(profile: CpuProfile, fromUs: number): CpuProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const buckets = new Map<string, number>();
  const functions = new Map<string, number>();
  let busyMs = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id)!;
    if (frame.functionName === '(idle)' || at < fromUs) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    busyMs += ms;
    const bucket = bucketOf(frame);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
    const name =
      `${frame.functionName || '(anonymous)'} ${frame.url ? `${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/gateway\//, 'gateway/')}:${frame.lineNumber + 1}` : ''}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms: Math.round(ms), share: Math.round((ms / busyMs) * 1000) / 10 }));
  return {
    seconds: Math.round((profile.endTime - Math.max(fromUs, profile.startTime)) / 1e5) / 10,
    busyMs: Math.round(busyMs),
    buckets: top(buckets, 12),
    functions: top(functions, 15),
  };
}

/**
 * The V8 heap of the main isolate after its last full GC, from `--trace-gc` lines such as
 * `Mark-Compact 107.9 (138.6) -> 47.3 (138.4) MB, …`: live MB after it, and MB committed for the heap.
 */
function fullGcHeap(log: string): { liveHeapMiB: number | null; committedHeapMiB: number | null; fullGcs: number } {
  const collections = [...log.matchAll(/Mark-Compact[^\n]*?([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/g)].map((m) => ({ live: Number(m[3]), committed: Number(m[4]) }));
  // The main isolate has the largest heap (a worker or loader thread, if any, has its own small one).
  const main = collections.filter((c) => c.committed >= Math.max(0, ...collections.map((x) => x.committed)) / 4);
  const last = main[main.length - 1];
  return { liveHeapMiB: last?.live ?? null, committedHeapMiB: last?.committed ?? null, fullGcs: main.length };
}

/**
 * Where the gateway's CPU goes under load: starts a gateway (not the measured one) with `--cpu-prof`,
 * loads it with the Grades page and full-list queries (5 s each at `config.connections`), stops it, and
 * summarizes the main thread's profile during the load by package and by function (self time). On a shared machine the
 * times include moments the process waited for a core; the shares still show what it spends them on.
 */
export async function profileGateway(config: BenchConfig, restApiUrl: string, token: string): Promise<CpuProfileSummary> {
  const dir = path.join(config.tmpDir, 'gateway-profile');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const gateway = await startGateway(config, {
    name: 'profiled-gateway',
    port: config.ports.probeGateway,
    upstreamUrl: restApiUrl,
    nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir, '--trace-gc'],
  });
  let rssMiB: number | null = null;
  // process.hrtime and V8's profiler both count CLOCK_MONOTONIC time.
  const loadStartUs = Number(process.hrtime.bigint() / 1000n);
  try {
    for (const workload of WORKLOADS.filter((w) => w.name !== 'employeesPage')) {
      await runLoad({ url: gateway.url, requests: [graphqlRequest(workload, token)] }, { connections: config.connections, durationS: 5, warmupS: 1 });
    }
    rssMiB = await residentMiB(gateway.pid);
  } finally {
    await gateway.stop();
  }
  const heap = fullGcHeap(await readFile(gateway.logFile, 'utf8'));
  const profiles = await Promise.all(
    (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile')).map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as CpuProfile),
  );
  if (profiles.length === 0) throw new Error('the gateway wrote no CPU profile');
  // The main thread is the busiest profile (a worker or loader thread, if any, writes one too).
  const busiest = profiles.map((profile) => summarize(profile, loadStartUs)).sort((a, b) => b.busyMs - a.busyMs)[0];
  if (!busiest) throw new Error('the gateway wrote no CPU profile');
  return { ...busiest, memory: { rssMiB, ...heap } };
}
