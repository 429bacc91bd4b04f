import path from 'node:path';
import { graphql, requestId, type GraphqlExchange } from '../client/graphql';
import { CONFIG } from '../config';
import { Timeline } from '../load/timeline';
import type { CheckResult } from '../report/checks';
import { sleep } from '../../scripts/stack/service';
import type { Stack } from '../stack/stack';
import { runActiveUser, type DayContext, type Expected } from './active-user';
import { runBadSignIns } from './bad-sign-ins';
import { runBurst } from './burst';
import { runDownloader, runStaller } from './downloads';
import { LiveStream } from './live-stream';
import { officeAgents } from './office-agents';
import { releasesOf } from './server-logs';
import { setUpOffice, type Employee } from './people';
import type { Probe } from './probe';
import { judgeBurst, judgeGuesses, judgeHonest, judgeNotifications, judgeProbes, judgeReads, judgeStalls, judgeStreams } from './judge';

/** When, as a fraction of the steady state, the stalls and the burst start, and the share of it in which the active users sign in again. */
const STALLS_AT = 0.1;
const BURST_AT = 0.4;
const SIGN_INS_WITHIN = 0.6;

/**
 * The working-day scenario (reliability/README.md "Working day"): {@link CONFIG.workday}.employees
 * employees, each holding a live notification stream through the web front server for the whole day,
 * all from one office address; the active ones read, write and take workflow actions, the downloaders
 * read large exports at a throttled rate, the stallers stop reading half-way, one user opens a burst of
 * extra subscriptions, and an anonymous guesser at the same address fails sign-ins. Returns one check per
 * target: streams held, 0 failed honest requests, p95 of their reads, every notification within its
 * limit, stalled downloads cut, the service answering throughout, clean refusals of the guesser and of
 * the burst past its cap.
 */
export async function runWorkday(stack: Stack): Promise<CheckResult[]> {
  const config = CONFIG.workday;
  const needed = config.active + config.downloaders + config.stallers + 1;
  if (config.employees < needed || config.hods < 1 || config.hods >= config.active) {
    throw new Error(
      `RELIABILITY_WORKDAY_*: ${config.employees} employees cannot hold ${config.active} active (${config.hods} Hods), ${config.downloaders} downloaders, ${config.stallers} stallers and the burst user`,
    );
  }
  await stack.startWeb();
  const setupStarted = Date.now();
  const office = await setUpOffice(stack, config);
  const setupMs = Date.now() - setupStarted;
  const agents = officeAgents(config.officeAddress, { streams: config.employees + config.burst + 20, requests: needed + 20 });
  const held: { employee: Employee; stream: LiveStream }[] = [];
  try {
    for (const employee of office.employees) held.push({ employee, stream: new LiveStream({ webUrl: stack.webUrl, token: employee.token, dispatcher: agents.streams }) });
    await Promise.all(held.map(({ stream }) => stream.ready));

    const startedAt = Date.now();
    const until = startedAt + config.durationMs;
    const timeline = new Timeline();
    const expected: Expected[] = [];
    const active = office.employees.filter((employee) => employee.part === 'hod' || employee.part === 'requester');
    const context: DayContext = {
      webUrl: stack.webUrl,
      dispatcher: agents.requests,
      timeline,
      expected,
      queues: new Map(),
      equipmentId: office.equipmentId,
      password: office.password,
      until,
      thinkMs: config.thinkMs,
      signInAt: new Map(active.map((employee, n) => [employee.index, startedAt + ((n + 0.5) / active.length) * SIGN_INS_WITHIN * config.durationMs])),
    };
    const target = { webUrl: stack.webUrl, dispatcher: agents.requests };
    const of = (part: Employee['part']) => office.employees.filter((employee) => employee.part === part);
    const burstUser = of('burst')[0]!;
    const [, downloads, stalls, burst, guesses, probes] = await Promise.all([
      Promise.all(active.map((employee) => runActiveUser(employee, context))),
      Promise.all(of('downloader').map((employee) => runDownloader(target, employee, config.readBytesPerSecond, until))).then((all) => all.flat()),
      sleep(STALLS_AT * config.durationMs).then(() =>
        Promise.all(
          of('staller').map((employee) =>
            runStaller(target, employee, { stallAfterBytes: config.stallAfterBytes, stallMs: config.exportIdleTimeoutMs + config.cutMarginMs, drainMs: 30_000 }),
          ),
        ),
      ),
      sleep(BURST_AT * config.durationMs).then(() =>
        runBurst({ webUrl: stack.webUrl, token: burstUser.token, dispatcher: agents.streams }, config.burst, { observeMs: 3_000, holdMs: 20_000 }),
      ),
      runBadSignIns(target, config.badSignInsPerMinute, until),
      probeService(stack.webUrl, office.admin.token, until),
    ]);
    const durationMs = Date.now() - startedAt;
    // Notifications of the last writes are still on their way: wait for them as long as they may take.
    await sleep(config.deliveryMs + 500);
    await Promise.all(held.map(({ stream }) => stream.stop()));
    const releases = await releasesOf(
      path.join(stack.dir, 'logs'),
      [...stalls, ...downloads].map((download) => download.requestId),
    );
    const arrivals = new Map(held.map(({ employee, stream }) => [employee.id, stream.arrivals]));
    return [
      judgeStreams(held, durationMs, setupMs),
      judgeHonest(timeline, downloads, releases),
      judgeReads(timeline, config.readP95Ms),
      judgeNotifications(expected, arrivals, config.deliveryMs),
      judgeStalls(stalls, releases, timeline, config),
      judgeProbes(probes),
      judgeGuesses(guesses, config.badSignInsPerMinute),
      judgeBurst(burst, config.burst),
    ];
  } finally {
    await Promise.all(held.map(({ stream }) => stream.stop()));
    await agents.close();
  }
}

/**
 * "The service answering throughout": every 2 s until `until`, a one-row page of grades as the Admin
 * through the web server from another address (127.0.0.1), 5 s allowed — a read that goes through the
 * web server, the gateway, rest-api and PostgreSQL, so that a starved part shows.
 */
async function probeService(webUrl: string, token: string, until: number): Promise<Probe[]> {
  const probes: Promise<Probe>[] = [];
  const probe = async (): Promise<Probe> => {
    const answer: GraphqlExchange = await graphql(webUrl, { query: '{ grades(pageSize: 1) { items { id } } }', token, requestId: requestId('workday-probe'), timeoutMs: 5_000 });
    return {
      status: answer.status,
      ok: answer.status === 200 && answer.errors.length === 0 && answer.warnings.length === 0,
      ms: answer.endedAt - answer.startedAt,
      detail: answer.networkError ?? answer.text.slice(0, 200),
    };
  };
  // On the clock, so that a slow answer does not space the probes out.
  for (let at = Date.now(); at < until; at += 2_000) {
    await sleep(Math.max(0, at - Date.now()));
    probes.push(probe());
  }
  return Promise.all(probes);
}
