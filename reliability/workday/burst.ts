import { setMaxListeners } from 'node:events';
import { setTimeout as wait } from 'node:timers/promises';
import { sseEvents } from '../client/sse';
import { openSubscription, type StreamTarget } from './live-stream';

/** How one subscription of the burst was answered. */
export type BurstOutcome = 'served' | 'refused' | 'failed';

/** The burst's answers, with an example of each failure. */
export interface BurstResult {
  served: number;
  refused: number;
  failures: string[];
}

/** Whether a refusal is a clean "too many" answer: HTTP 429, or a subscription error whose code says a limit was reached. */
export function cleanRefusal(status: number, code: string | undefined): boolean {
  return status === 429 || /LIMIT|TOO_MANY|RATE/i.test(code ?? '');
}

/**
 * The abusive burst of the working day: one user opens `count` extra subscriptions at once through the
 * web front server. Each must be served (200, a stream that stays open for `observeMs` without an error)
 * or refused cleanly past the cap ({@link cleanRefusal}); a 5xx, a network failure, a hang past the open's
 * time limit or any other error is a failure. Every served stream is closed after `holdMs`.
 */
export async function runBurst(target: StreamTarget, count: number, options: { observeMs: number; holdMs: number }): Promise<BurstResult> {
  const controller = new AbortController();
  // One signal closes every stream of the burst.
  setMaxListeners(count + 10, controller.signal);
  const result: BurstResult = { served: 0, refused: 0, failures: [] };
  const one = async (): Promise<void> => {
    const opening = await openSubscription(target, controller.signal);
    if (!opening.body) {
      const code = (/"code"\s*:\s*"([A-Z_]+)"/.exec(opening.detail) ?? [])[1];
      if (cleanRefusal(opening.status, code)) result.refused += 1;
      else result.failures.push(`${opening.status} ${opening.detail}`);
      return;
    }
    const body = opening.body;
    const firstError = (async () => {
      try {
        for await (const event of sseEvents(body)) {
          if (event.event !== 'next') continue;
          const payload = JSON.parse(event.data) as { errors?: { message?: string; extensions?: { code?: string } }[] };
          if (payload.errors?.length) return payload.errors[0];
        }
      } catch {
        // Closed by the client after holdMs (or broken: then it was served and ended, which the burst does not judge).
      }
      return undefined;
    })();
    const early = await Promise.race([firstError, wait(options.observeMs).then(() => 'open' as const)]);
    if (early === 'open') result.served += 1;
    else if (early && cleanRefusal(0, early.extensions?.code)) result.refused += 1;
    else if (early) result.failures.push(`error event ${early.extensions?.code ?? ''}: ${early.message ?? ''}`);
    else result.served += 1;
  };
  const all = Promise.all(Array.from({ length: count }, one));
  await all;
  await wait(Math.max(0, options.holdMs - options.observeMs));
  controller.abort();
  return result;
}
