import type { FaultWindow, Timeline } from '../load/timeline';
import { Check } from '../report/checks';
import { inFlightAtSignal, unfinished, type IdField } from '../stack/logs';
import { sleep, type Service } from '../stack/service';
import type { Stack } from '../stack/stack';

/** A SIGTERM sent to a server under load, and its replacement. */
export interface Termination {
  window: FaultWindow;
  old: Service;
  signalAt: number;
  exit: { code: number | null; signal: NodeJS.Signals | null; at: number };
}

/**
 * Sends SIGTERM to the current rest-api or gateway while the load runs (issue 8) and starts a
 * replacement on the same port at once (the old one stops listening as soon as it starts closing; if
 * the port is still taken, the replacement is tried again once the old one has exited). Resolves when
 * the old process has exited and the replacement is ready.
 */
export async function terminate(stack: Stack, which: 'rest-api' | 'gateway', recoveryLimitMs: number): Promise<Termination> {
  const old = which === 'rest-api' ? stack.restApi : stack.gateway;
  const startReplacement = which === 'rest-api' ? stack.startRestApi : stack.startGateway;
  const signalAt = Date.now();
  old.signal('SIGTERM');
  await sleep(100);
  try {
    await startReplacement();
  } catch {
    await old.exited;
    await startReplacement();
  }
  const backAt = Date.now();
  const exit = await old.exited;
  return {
    window: { name: `SIGTERM to ${which}`, kind: which === 'gateway' ? 'gateway-restart' : 'upstream-down', start: signalAt, backAt, end: backAt + recoveryLimitMs },
    old,
    signalAt,
    exit,
  };
}

/**
 * Judges a {@link Termination} from the old process's log (issue 8: "no in-flight request fails; exit
 * within 10 s"): every request it had received before it logged `shutting down` was answered below 500,
 * it exited with code 0 within `exitLimitMs`; for the gateway, the clients' requests that were in flight
 * there also ended well at the client (data, no error, no warning).
 */
export async function judgeTermination(termination: Termination, timeline: Timeline, exitLimitMs: number): Promise<Check> {
  const which = termination.window.name.replace('SIGTERM to ', '');
  const check = new Check('Faults', termination.window.name, `in-flight requests complete; exit 0 within ${exitLimitMs / 1000} s`);
  const idField: IdField = which === 'gateway' ? 'requestId' : 'reqId';
  const inFlight = inFlightAtSignal(await termination.old.readLog(), idField);
  if (!inFlight.signalled) check.fail('the process never logged "shutting down"');
  const problems = unfinished(inFlight);
  for (const problem of problems) check.fail(`in flight, not completed: ${problem}`);
  check.passMany(Math.max(0, [...inFlight.open.values()].reduce((sum, n) => sum + n, 0) - problems.length));
  if (which === 'gateway') {
    const byId = new Map(timeline.samples.map((sample) => [sample.requestId, sample]));
    for (const id of inFlight.open.keys()) {
      const sample = byId.get(id);
      if (sample && sample.outcome !== 'ok') check.fail(`in flight at the gateway, then ${sample.outcome}: ${sample.code ?? ''} ${sample.message ?? ''}`);
    }
  }
  const exitMs = termination.exit.at - termination.signalAt;
  if (termination.exit.code !== 0 || exitMs > exitLimitMs) check.verdict(false, `exited with ${String(termination.exit.code ?? termination.exit.signal)} after ${exitMs} ms`);
  const refused = timeline.overlapping(termination.window.start, termination.window.backAt).filter((sample) => sample.outcome !== 'ok').length;
  return check.figure(
    `${[...inFlight.open.values()].reduce((sum, n) => sum + n, 0)} in flight, ${problems.length} failed; exit ${String(termination.exit.code)} after ${(exitMs / 1000).toFixed(2)} s; replacement ready after ${((termination.window.backAt - termination.signalAt) / 1000).toFixed(1)} s (${refused} requests not served meanwhile)`,
  );
}
