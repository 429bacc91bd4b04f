import { setTimeout as sleep } from 'node:timers/promises';
import { Agent } from 'undici';
import { residentMiB } from '../memory/rss';
import type { SubscriptionStep, SubscriptionsSection } from '../report/result';
import { percentile } from '../report/stats';
import { graphqlProblem, postGraphql, signIn } from '../stack/client';

/** The read timed while the subscriptions are open: the Grades page, as the web asks for it. */
const READ = 'query { grades(page: 1, pageSize: 10) { items { id name } total } }';
/** Tabs of one signed-in person (each a `POST /graphql/stream`): a few, well under SUBSCRIPTIONS_PER_SESSION. */
export const TABS_PER_SESSION = 4;
/** The read's p95 under which a step counts as held (README "Performance"). */
export const READ_P95_LIMIT_MS = 100;
const READ_SAMPLES = 100;
/** One read at a time: the read's own latency, as the load part judges the gateway's added latency (at 4 at once on a shared 2-core machine, queueing behind the load generator dominated). */
const READ_CONCURRENCY = 1;
const WARM_UP_READS = 20;

/** The subscription counts measured one after the other (BENCH_SUBSCRIPTION_STEPS, ascending). */
export function subscriptionSteps(): number[] {
  const raw = process.env.BENCH_SUBSCRIPTION_STEPS ?? '250,500,1000,2000';
  const steps = raw.split(',').map(Number);
  if (steps.some((n, i) => !Number.isInteger(n) || n < 1 || n > 20_000 || (i > 0 && n <= (steps[i - 1] ?? 0)))) {
    throw new Error(`BENCH_SUBSCRIPTION_STEPS must be ascending whole numbers from 1 to 20000, got "${raw}"`);
  }
  return steps;
}

/** p95 and errors of {@link READ_SAMPLES} reads of {@link READ} at {@link READ_CONCURRENCY} at once. */
async function timeReads(graphqlUrl: string, token: string): Promise<{ p95Ms: number; p50Ms: number; errors: number }> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < READ_SAMPLES) {
      next += 1;
      const started = performance.now();
      const answer = await postGraphql(graphqlUrl, READ, { token }).catch(() => undefined);
      times.push(performance.now() - started);
      if (!answer || graphqlProblem(answer)) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: READ_CONCURRENCY }, worker));
  times.sort((a, b) => a - b);
  return { p95Ms: round(percentile(times, 95)), p50Ms: round(percentile(times, 50)), errors };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * How many live subscriptions (`notificationAdded` over `POST /graphql/stream`, as open tabs hold all
 * day, DESIGN §1) one gateway process holds while a read keeps its p95 under {@link READ_P95_LIMIT_MS},
 * and what each costs in resident memory: subscriptions are opened step by step
 * ({@link subscriptionSteps}), {@link TABS_PER_SESSION} per signed-in session (sign-ins on the rest-api,
 * one after the other), and at each step the gateway's VmRSS is read and {@link READ_SAMPLES} reads are
 * timed, one at a time, after a warm-up. Stops at the first step whose p95 is over the limit, that had errors, or whose streams were
 * refused. `held` is the largest step within the limit; `memoryPerSubscriptionKiB` is the gateway's
 * growth from none open to that step, per subscription. `reachedLastStep`: the last step was held too,
 * so the process holds more than `held` (add steps to find where it stops).
 */
export async function measureSubscriptions(
  stack: { restApiUrl: string; gatewayUrl: string; gatewayPid: number; account: { email: string; password: string } },
  log: (line: string) => void,
): Promise<SubscriptionsSection> {
  const graphqlUrl = `${stack.gatewayUrl}/graphql`;
  const readToken = await signIn(stack.restApiUrl, stack.account);
  // The tabs' own connections, as many browsers would hold; the bench's reads use fetch's pool.
  const tabsAgent = new Agent({ connections: null, keepAliveTimeout: 60_000, headersTimeout: 30_000, bodyTimeout: 0 });
  const controllers: AbortController[] = [];
  const tokens: string[] = [];
  const steps: SubscriptionStep[] = [];
  try {
    for (let index = 0; index < WARM_UP_READS; index += 1) await postGraphql(graphqlUrl, READ, { token: readToken });
    await sleep(1000);
    const baselineMiB = await residentMiB(stack.gatewayPid);
    const baseline = await timeReads(graphqlUrl, readToken);
    steps.push({ subscriptions: 0, sessions: 0, gatewayRssMiB: baselineMiB, readP95Ms: baseline.p95Ms, readP50Ms: baseline.p50Ms, readErrors: baseline.errors, refused: 0 });
    for (const target of subscriptionSteps()) {
      const sessions = Math.ceil(target / TABS_PER_SESSION);
      while (tokens.length < sessions) tokens.push(await signIn(stack.restApiUrl, stack.account));
      let refused = 0;
      const opening: Promise<void>[] = [];
      for (let index = controllers.length; index < target; index += 1) {
        const controller = new AbortController();
        controllers.push(controller);
        const token = tokens[Math.floor(index / TABS_PER_SESSION)]!;
        opening.push(
          fetch(`${stack.gatewayUrl}/graphql/stream`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query: 'subscription { notificationAdded { id title } }' }),
            signal: controller.signal,
            // @ts-expect-error undici's fetch takes its dispatcher; the DOM types do not name it.
            dispatcher: tabsAgent,
          }).then(
            (response) => {
              if (response.status !== 200) refused += 1;
            },
            () => {
              refused += 1;
            },
          ),
        );
      }
      await Promise.all(opening);
      // The gateway opens each new session's upstream stream after answering the tab: let them settle.
      await sleep(2000);
      const rss = await residentMiB(stack.gatewayPid);
      const reads = await timeReads(graphqlUrl, readToken);
      const step: SubscriptionStep = { subscriptions: target, sessions, gatewayRssMiB: rss, readP95Ms: reads.p95Ms, readP50Ms: reads.p50Ms, readErrors: reads.errors, refused };
      steps.push(step);
      log(`subscriptions ${target} (${sessions} sessions): read p95 ${reads.p95Ms} ms, p50 ${reads.p50Ms} ms, gateway ${rss} MiB, ${reads.errors} read errors, ${refused} refused`);
      if (reads.p95Ms >= READ_P95_LIMIT_MS || reads.errors > 0 || refused > 0) break;
    }
  } finally {
    for (const controller of controllers) controller.abort();
    await tabsAgent.close().catch(() => undefined);
  }
  const within = steps.filter((step) => step.subscriptions > 0 && step.readP95Ms < READ_P95_LIMIT_MS && step.readErrors === 0 && step.refused === 0);
  const held = within.at(-1);
  const base = steps[0]!;
  return {
    tabsPerSession: TABS_PER_SESSION,
    readP95LimitMs: READ_P95_LIMIT_MS,
    steps,
    held: held?.subscriptions ?? 0,
    memoryPerSubscriptionKiB: held ? Math.round(((held.gatewayRssMiB - base.gatewayRssMiB) * 1024) / held.subscriptions) : null,
    reachedLastStep: held !== undefined && held.subscriptions === subscriptionSteps().at(-1),
  };
}
