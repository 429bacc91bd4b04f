import type { CONFIG } from '../config';
import type { Timeline } from '../load/timeline';
import { Check, type CheckResult } from '../report/checks';
import type { Expected } from './active-user';
import type { BadSignIns } from './bad-sign-ins';
import type { BurstResult } from './burst';
import type { Download, Stall } from './downloads';
import type { Arrival, LiveStream } from './live-stream';
import type { Employee } from './people';
import type { Probe } from './probe';
import type { Release } from './server-logs';

const AREA = 'Working day' as const;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The `fraction` percentile (0–1) of `values` (0 when empty). */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** "Each employee holds one live notification stream for the whole run": opened at the first try and never ended before the day was over. */
export function judgeStreams(held: readonly { employee: Employee; stream: LiveStream }[], durationMs: number, setupMs: number): CheckResult {
  const check = new Check(AREA, `${held.length} employees each holding a live notification stream through the web server`, 'every stream opened and held throughout');
  let problems = 0;
  for (const { employee, stream } of held) {
    problems += stream.problems.length;
    check.expect(stream.problems.length === 0, () => `${employee.email} (${employee.part}): ${stream.problems.slice(0, 2).join('; ')}`);
  }
  const opened = held.map(({ stream }) => stream.firstOpenMs);
  return check
    .figure(
      `${held.filter(({ stream }) => stream.problems.length === 0).length} of ${held.length} held for ${seconds(durationMs)} (opening p95 ${percentile(opened, 0.95)} ms); ${problems} refusals or ends; setup ${seconds(setupMs)}`,
    )
    .finish();
}

/**
 * "0 failed requests for the honest users": every read, write, workflow action and sign-in of the active
 * users, and every download (a download the day's end stopped is not failed). A throttled download that a
 * server cut counts as failed even when the client, still reading what was buffered, has not seen it yet
 * (the servers' logs, {@link releasesOf}): a slow reader must never be taken for a stalled one.
 */
export function judgeHonest(timeline: Timeline, downloads: readonly Download[], releases: ReadonlyMap<string, Release>): CheckResult {
  const check = new Check(AREA, 'Honest users: reads, writes, workflow actions, sign-ins and downloads from the office address', '0 failed requests');
  for (const sample of timeline.samples) {
    check.expect(
      sample.outcome === 'ok' && sample.leaks.length === 0,
      () => `${sample.operation}: ${sample.outcome} ${sample.status} ${sample.code ?? ''} ${sample.message ?? ''}`,
    );
  }
  const cut = (download: Download) => (releases.get(download.requestId)?.cutAt ?? 0) > 0;
  for (const download of downloads) {
    check.expect(download.outcome === 'ok' || download.outcome === 'stopped', () => `download of employee ${download.employee}: ${download.outcome}`);
    check.expect(!cut(download), () => `download of employee ${download.employee}: cut by ${releases.get(download.requestId)?.cutBy} after ${download.bytes} bytes read`);
  }
  const writes = timeline.samples.filter((sample) => sample.write && sample.operation !== 'sign-in').length;
  const signIns = timeline.samples.filter((sample) => sample.operation === 'sign-in');
  const failed = timeline.samples.filter((sample) => sample.outcome !== 'ok').length + downloads.filter((d) => (d.outcome !== 'ok' && d.outcome !== 'stopped') || cut(d)).length;
  const mib = downloads.reduce((sum, download) => sum + download.bytes, 0) / 2 ** 20;
  return check
    .figure(
      `${failed} failed of ${timeline.samples.length + downloads.length}: ${timeline.samples.length - writes - signIns.length} reads, ${writes} writes and actions, ${signIns.filter((s) => s.outcome === 'ok').length} of ${signIns.length} sign-ins, ${downloads.length} downloads (${mib.toFixed(0)} MiB)`,
    )
    .finish();
}

/** "p95 of their reads ≤ 500 ms" on this machine. */
export function judgeReads(timeline: Timeline, limitMs: number): CheckResult {
  const check = new Check(AREA, 'Honest users: read time', `p95 ≤ ${limitMs} ms`);
  const reads = timeline.samples.filter((sample) => !sample.write).map((sample) => sample.endedAt - sample.startedAt);
  check.passMany(reads.length);
  const p95 = percentile(reads, 0.95);
  return check
    .verdict(reads.length > 0 && p95 <= limitMs, `p95 ${p95} ms`)
    .figure(`p95 ${p95} ms, p50 ${percentile(reads, 0.5)} ms, max ${percentile(reads, 1)} ms over ${reads.length} reads; slowest by p95: ${slowestOperations(timeline, 3)}`)
    .finish();
}

/** The `count` read operations with the highest p95, as `name p95 N ms (n reads)`: where the read time goes. */
function slowestOperations(timeline: Timeline, count: number): string {
  const byOperation = new Map<string, number[]>();
  for (const sample of timeline.samples) {
    if (sample.write) continue;
    const times = byOperation.get(sample.operation) ?? [];
    times.push(sample.endedAt - sample.startedAt);
    byOperation.set(sample.operation, times);
  }
  return [...byOperation]
    .map(([operation, times]) => ({ operation, p95: percentile(times, 0.95), n: times.length }))
    .sort((a, b) => b.p95 - a.p95)
    .slice(0, count)
    .map(({ operation, p95, n }) => `${operation} p95 ${p95} ms (${n})`)
    .join(', ');
}

/** "Every notification delivered within 2 s": from the acknowledged write to the event on the recipient's stream. */
export function judgeNotifications(expected: readonly Expected[], arrivals: ReadonlyMap<string, readonly Arrival[]>, limitMs: number): CheckResult {
  const check = new Check(AREA, 'Notifications of workflow actions on the recipient’s stream', `every one within ${limitMs} ms of the acknowledged write`);
  const latencies: number[] = [];
  for (const due of expected) {
    const arrival = (arrivals.get(due.recipient.id) ?? []).find((candidate) => candidate.title.includes(due.match));
    if (!arrival) {
      check.fail(`${due.write}: "${due.match}" never reached ${due.recipient.email}`);
      continue;
    }
    // The event may come before the answer to the write: that counts as 0.
    const latency = Math.max(0, arrival.at - due.ackAt);
    latencies.push(latency);
    check.expect(latency <= limitMs, () => `${due.write}: reached ${due.recipient.email} after ${latency} ms`);
  }
  return check.figure(`${latencies.length} of ${expected.length} delivered; p95 ${percentile(latencies, 0.95)} ms, max ${percentile(latencies, 1)} ms`).finish();
}

/**
 * "The stalled downloads cut within their timeout", from the servers' own logs ({@link releasesOf}): each
 * stalled download is released by the servers within the idle timeout plus the margin after the stall —
 * cut by one of them (the client's download ends short), or already handed whole to the client's socket
 * (the export fitted into the buffers on the way, so no server holds anything for it). What the client
 * saw once it read again is in the failure's words. The figure also counts the honest requests made while
 * downloads stood stalled and how many of them failed ("everything else keeps answering"; judged with the
 * rest by {@link judgeHonest}).
 */
export function judgeStalls(stalls: readonly Stall[], releases: ReadonlyMap<string, Release>, timeline: Timeline, config: typeof CONFIG.workday): CheckResult {
  const limit = config.exportIdleTimeoutMs + config.cutMarginMs;
  const check = new Check(
    AREA,
    `Downloads stalled after ${config.stallAfterBytes / 1024} KiB`,
    `cut by a server (or handed over whole) within ${seconds(config.exportIdleTimeoutMs)} idle + ${seconds(config.cutMarginMs)}`,
  );
  const outcomes = stalls.map((stall) => {
    const release = releases.get(stall.requestId);
    const by = stall.stalledAt + limit;
    const cut = release !== undefined && release.cutAt > 0 && release.cutAt <= by;
    const handedOver = release !== undefined && release.handedOverAt > 0 && release.handedOverAt <= by;
    return { stall, release, cut, handedOver };
  });
  for (const { stall, release, cut, handedOver } of outcomes) {
    check.expect(cut || handedOver, () => {
      const logged = !stall.requestId
        ? 'no request id in the answer'
        : release?.cutAt
          ? `cut by ${release.cutBy} ${seconds(release.cutAt - stall.stalledAt)} after the stall`
          : 'no server cut it';
      return `employee ${stall.employee} (${stall.status}): ${logged}; the client, reading again: ${stall.ending}`;
    });
  }
  const after = outcomes.filter(({ cut }) => cut).map(({ stall, release }) => (release!.cutAt - stall.stalledAt) / 1000);
  const windows = stalls.filter((stall) => stall.stalledAt > 0).map((stall) => [stall.stalledAt, stall.stalledAt + limit] as const);
  const during = timeline.samples.filter((sample) => windows.some(([from, to]) => sample.startedAt <= to && sample.endedAt >= from));
  const cutBy = [...new Set(outcomes.filter(({ cut }) => cut).map(({ release }) => release!.cutBy))].join(', ');
  return check
    .figure(
      `${after.length} of ${stalls.length} cut${after.length ? ` (by ${cutBy}, ${Math.min(...after).toFixed(1)}–${Math.max(...after).toFixed(1)} s after the stall)` : ''}, ${outcomes.filter(({ cut, handedOver }) => !cut && handedOver).length} handed over whole; ${stalls.filter((stall) => stall.cut).length} ended short for the client; meanwhile ${during.filter((sample) => sample.outcome !== 'ok').length} of ${during.length} honest requests failed`,
    )
    .finish();
}

/** "The service answering throughout": every probe answered 200 within its 5 s. */
export function judgeProbes(probes: readonly Probe[]): CheckResult {
  const check = new Check(AREA, 'Service answering throughout (a page of grades through the web server every 2 s)', 'every probe answered within 5 s');
  for (const probe of probes) check.expect(probe.ok, () => `${probe.status} after ${probe.ms} ms: ${probe.detail}`);
  return check
    .figure(
      `${probes.filter((probe) => probe.ok).length} of ${probes.length} answered; slowest ${percentile(
        probes.map((probe) => probe.ms),
        1,
      )} ms`,
    )
    .finish();
}

/** The anonymous guesser at the office's address: each attempt refused cleanly (no 5xx, no token). */
export function judgeGuesses(guesses: BadSignIns, perMinute: number): CheckResult {
  const check = new Check(AREA, `Anonymous bad sign-ins, ${perMinute} a minute from the office address`, 'each refused cleanly');
  check.passMany(guesses.attempts - guesses.failures.length);
  for (const failure of guesses.failures) check.fail(failure);
  const codes = [...guesses.byCode].map(([code, count]) => `${count} ${code}`).join(', ');
  return check.figure(`${guesses.attempts} attempts: ${codes}`).finish();
}

/** The burst of extra subscriptions from one user: each served, or refused cleanly past the cap (counted, not failed). */
export function judgeBurst(burst: BurstResult, count: number): CheckResult {
  const check = new Check(AREA, `Burst of ${count} extra subscriptions from one user`, 'each served or refused cleanly (429)');
  check.passMany(burst.served + burst.refused);
  for (const failure of burst.failures) check.fail(failure);
  return check.figure(`${burst.served} served, ${burst.refused} refused, ${burst.failures.length} failed`).finish();
}
