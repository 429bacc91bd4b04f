import { request as httpRequest } from 'node:http';
import type { FaultWindow, Timeline } from '../load/timeline';
import { Check } from '../report/checks';
import { inFlightAtSignal, unfinished, type IdField } from '../stack/logs';
import { sleep, type Service } from '../../scripts/stack/service';
import type { Stack } from '../stack/stack';

/** A SIGTERM sent to a server under load, and its replacement. */
export interface Termination {
  window: FaultWindow;
  old: Service;
  signalAt: number;
  exit: { code: number | null; signal: NodeJS.Signals | null; at: number };
}

/**
 * Sends SIGTERM to the current rest-api or gateway while the load runs (reliability/README.md) and starts a
 * replacement on the same port at once (the old one stops listening as soon as it starts closing; if
 * the port is still taken, the replacement is tried again once the old one has exited). Resolves when
 * the old process has exited and the replacement is ready.
 */
export async function terminate(stack: Stack, which: 'rest-api' | 'gateway', recoveryLimitMs: number): Promise<Termination> {
  const old = which === 'rest-api' ? stack.restApi : stack.gateway;
  const startReplacement = which === 'rest-api' ? stack.startRestApi : stack.startGateway;
  const held =
    which === 'rest-api'
      ? holdRequest(old.url, '/setup/employees/authenticate', JSON.stringify({ email: 'in-flight@example.com', password: 'held-open-1' }))
      : holdRequest(old.url, '/graphql', JSON.stringify({ query: '{ __typename }' }), { 'apollo-require-preflight': 'true' });
  await sleep(200); // the server logs the request as soon as its headers arrive
  const signalAt = Date.now();
  old.signal('SIGTERM');
  await sleep(100);
  await held.finish();
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

/** A request whose body is only half sent: the server has it in flight until {@link HeldRequest.finish}. */
interface HeldRequest {
  /** Sends the rest of the body; resolves with the answer's status (0 when the connection failed). */
  finish(): Promise<number>;
}

/**
 * Opens a POST to `url` + `path` and sends half of `body`, so that the server has logged the request
 * and is waiting for the rest when the signal comes: a lull in the load cannot leave the "in-flight
 * requests complete" check without a case. The rest is sent after the signal.
 */
function holdRequest(url: string, path: string, body: string, headers: Record<string, string> = {}): HeldRequest {
  const request = httpRequest(new URL(path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
  });
  const status = new Promise<number>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return {
    finish() {
      request.end(body.slice(half));
      return status;
    },
  };
}

/**
 * Judges a {@link Termination} from the old process's log (reliability/README.md: "no in-flight request fails; exit
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
