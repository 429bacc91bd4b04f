import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nextClientAddress, signIn, type Session } from '../client/accounts';
import { graphql, requestId } from '../client/graphql';
import { CONFIG } from '../config';
import { judgeUpstreamFault, upstreamFaultProblem } from '../faults/judge';
import { judgePostgresRestart, restartPostgres } from '../faults/postgres-restart';
import { killRestApi, type InjectedFault } from '../faults/rest-api-kill';
import { judgeTermination, terminate, type Termination } from '../faults/sigterm';
import { Check, type CheckResult } from '../report/checks';
import { sleep } from '../../scripts/stack/service';
import type { Stack } from '../stack/stack';
import { runCounter } from './counter';
import { runRequisitionRaces } from './requisition-races';
import { WRITE_KINDS, type SeedRefs } from './kinds';
import { Ledger } from './ledger';
import { Timeline, type FaultWindow } from './timeline';
import { runUser, type LoadContext } from './user';

/** The accounts the simulated users sign in as: writers (Gvr/Admin) and readers of every other role. */
const USER_ACCOUNTS = ['admin', 'gvr', 'admin', 'gvr', 'hod', 'admin', 'gvr', 'finance', 'admin', 'gvr', 'employee', 'product'] as const;

/**
 * The reliability load with its faults: {@link CONFIG.load}.users simulated users (load/user.ts) for
 * {@link CONFIG.load}.durationMs through the gateway, the concurrent-increment test (load/counter.ts)
 * at the start, and — at the times of {@link CONFIG.faults} — rest-api killed for 10 s, PostgreSQL
 * restarted, SIGTERM to rest-api and then to the gateway, each replaced. Afterwards every acknowledged
 * write is read back (load/ledger.ts). Returns one check per target.
 */
export async function runLoadWithFaults(stack: Stack): Promise<CheckResult[]> {
  const sessions = await signInUsers(stack.gatewayUrl, CONFIG.load.users);
  const admin = sessions.find((session) => session.roles[0] === 'ADMIN')!;
  const refs = await seedRefs(stack.gatewayUrl, admin.token);
  const timeline = new Timeline();
  const ledger = new Ledger();
  const startedAt = Date.now();
  const context: LoadContext = {
    gatewayUrl: stack.gatewayUrl,
    timeline,
    ledger,
    refs,
    until: startedAt + CONFIG.load.durationMs,
    thinkMs: CONFIG.load.thinkMs,
    requestTimeoutMs: CONFIG.load.requestTimeoutMs,
  };
  const users = Promise.all(sessions.map((session, index) => runUser(index, session, context)));
  const counter = await runCounter({
    gatewayUrl: stack.gatewayUrl,
    session: admin,
    clients: CONFIG.load.counterClients,
    incrementsEach: CONFIG.load.counterIncrementsEach,
    // Before the faults if it can; they wait for it (a slow machine shifts them, never overlaps them).
    deadline: startedAt + CONFIG.load.durationMs / 2,
  });
  const at = (offset: number) => sleep(Math.max(0, startedAt + offset - Date.now()));
  const { faults: f } = CONFIG;

  await at(f.restApiKillAtMs);
  const kill = await killRestApi(stack, f.restApiDownMs, f.recoveryLimitMs);
  await at(f.postgresRestartAtMs);
  const restart = await restartPostgres(stack, admin.token, f.postgresDownMs, f.recoveryLimitMs);
  await at(f.restApiSigtermAtMs);
  const restTermination = await terminate(stack, 'rest-api', f.recoveryLimitMs);
  await at(f.gatewaySigtermAtMs);
  const gatewayTermination = await terminate(stack, 'gateway', f.recoveryLimitMs);
  await users;
  const endedAt = Date.now();
  // After the faults, so that every refusal it sees is the workflow's own.
  const races = await runRequisitionRaces({
    gatewayUrl: stack.gatewayUrl,
    employee: await signIn(stack.gatewayUrl, CONFIG.accounts.employee, CONFIG.password, nextClientAddress()),
    admin,
    issuers: sessions.filter((session) => session.roles[0] === 'GVR' || session.roles[0] === 'ADMIN'),
    clients: CONFIG.load.raceClients,
    stock: CONFIG.load.raceStock,
  });

  const windows = [kill.window, restart.window, restTermination.window, gatewayTermination.window];
  // Kept with the logs for a look afterwards (RELIABILITY_KEEP=1 keeps the folder).
  await writeFile(path.join(stack.dir, 'samples.json'), JSON.stringify({ windows, samples: timeline.samples }));
  const verification = await ledger.verify(stack.gatewayUrl, admin.token);
  return [
    judgeLoad(timeline, windows, endedAt - startedAt),
    judgeLostWrites(ledger, verification),
    counter.finish(),
    ...races,
    judgeGatewayStayedUp(kill),
    judgeUpstreamFault(timeline, kill.window, f.recoveryLimitMs, restart.window.start).finish(),
    judgePostgresRestart(restart, f.recoveryLimitMs).finish(),
    judgeUpstreamFault(timeline, restart.window, f.recoveryLimitMs, restTermination.window.start).finish(),
    ...(await judgeTerminations(timeline, [restTermination, gatewayTermination])),
  ];
}

/**
 * Signs the simulated users in through the gateway, each from a client address of its own, five at a
 * time (argon2 is deliberately slow).
 */
async function signInUsers(gatewayUrl: string, count: number): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let first = 0; first < count; first += 5) {
    const batch = Array.from({ length: Math.min(5, count - first) }, (_, offset) => {
      const account = USER_ACCOUNTS[(first + offset) % USER_ACCOUNTS.length]!;
      return signIn(gatewayUrl, CONFIG.accounts[account], CONFIG.password, nextClientAddress());
    });
    sessions.push(...(await Promise.all(batch)));
  }
  return sessions;
}

/**
 * "0 failed requests": every request outside the fault windows succeeded (data, no error, no warning).
 * Requests inside a window are judged by that fault's own check.
 */
function judgeLoad(timeline: Timeline, windows: FaultWindow[], durationMs: number): CheckResult {
  const check = new Check('Load', `${CONFIG.load.users} users, mixed reads and writes, through the gateway`, '0 failed requests outside the fault windows');
  let inWindows = 0;
  for (const sample of timeline.samples) {
    if (windows.some((window) => sample.startedAt <= window.end && sample.endedAt >= window.start)) {
      inWindows += 1;
      continue;
    }
    check.expect(
      sample.outcome === 'ok' && sample.leaks.length === 0,
      () => `${sample.requestId} ${sample.operation}: ${sample.outcome} ${sample.status} ${sample.code ?? ''} ${sample.message ?? ''}`,
    );
  }
  const writes = timeline.samples.filter((sample) => sample.write).length;
  const durations = timeline.samples.map((sample) => sample.endedAt - sample.startedAt).sort((a, b) => a - b);
  const p95 = durations[Math.floor(durations.length * 0.95)] ?? 0;
  return check
    .figure(
      `${timeline.samples.length} requests in ${(durationMs / 1000).toFixed(0)} s (${(timeline.samples.length / (durationMs / 1000)).toFixed(0)}/s, ${writes} writes, p95 ${p95} ms); ${inWindows} during faults`,
    )
    .finish();
}

/** "Every acknowledged create is readable afterwards" — and every acknowledged edit and delete kept. */
function judgeLostWrites(ledger: Ledger, verification: Awaited<ReturnType<Ledger['verify']>>): CheckResult {
  const check = new Check('Load', 'Acknowledged writes read back', '0 lost writes');
  check.passMany(verification.checked - verification.lost.length);
  for (const lost of verification.lost) check.fail(lost);
  for (const unreadable of verification.unreadable) check.fail(`could not read back: ${unreadable}`);
  const creates = ledger.entries.length;
  const deleted = ledger.entries.filter((entry) => entry.deleted === 'yes').length;
  return check
    .figure(
      `${verification.lost.length} lost of ${creates} acknowledged creates (${deleted} deleted since); ${verification.uncertain} left out after a write with an unknown outcome`,
    )
    .finish();
}

/** The gateway answered `/healthz` with 200 all the while rest-api was dead. */
function judgeGatewayStayedUp(kill: InjectedFault): CheckResult {
  const check = new Check('Faults', 'rest-api killed: gateway stays up', 'gateway /healthz 200 throughout');
  for (const probe of kill.probes) check.expect(probe.status === 200, () => `/healthz answered ${probe.status} ${probe.text}`);
  return check.figure(`${kill.probes.filter((probe) => probe.status === 200).length} of ${kill.probes.length} health probes answered`).finish();
}

async function judgeTerminations(timeline: Timeline, terminations: Termination[]): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const termination of terminations) {
    const check = await judgeTermination(termination, timeline, CONFIG.faults.exitLimitMs);
    if (termination.window.kind === 'upstream-down') {
      // While rest-api was being replaced, the gateway's answers follow the outage rules too.
      for (const sample of timeline.overlapping(termination.window.start, termination.window.backAt)) {
        const problem = upstreamFaultProblem(sample);
        if (problem) check.fail(`${sample.requestId} ${sample.operation} during the replacement: ${problem}`);
      }
    }
    results.push(check.finish());
  }
  return results;
}

/**
 * Ids of the seeded records that generated inputs refer to, by type: the full list of every type that a
 * written resource refers to (e.g. `Department` for positions).
 * @throws when a referenced type has no records to refer to.
 */
async function seedRefs(gatewayUrl: string, token: string): Promise<SeedRefs> {
  const refs: SeedRefs = {};
  const wanted = new Set(WRITE_KINDS.flatMap((kind) => Object.values(kind.references)));
  for (const type of wanted) {
    const kind = WRITE_KINDS.find((candidate) => candidate.type === type);
    if (!kind?.all) continue;
    const answer = await graphql(gatewayUrl, { query: `{ ${kind.all} { id } }`, token, requestId: requestId('setup') });
    const ids = ((answer.data?.[kind.all] ?? []) as { id: string }[]).map((record) => record.id);
    if (ids.length === 0) throw new Error(`no ${type} records to refer to: ${answer.text.slice(0, 200)}`);
    refs[type] = ids;
  }
  return refs;
}
