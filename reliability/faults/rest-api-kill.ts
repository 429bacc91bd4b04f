import { send } from '../client/http';
import type { FaultWindow } from '../load/timeline';
import { sleep } from '../../scripts/stack/service';
import type { Stack } from '../stack/stack';

/** A fault that happened: its window, and probes of the parts that had to stay up meanwhile. */
export interface InjectedFault {
  window: FaultWindow;
  /** Probes of the part that must stay up (gateway `/healthz`, or rest-api directly): status per probe. */
  probes: { at: number; status: number; text: string }[];
}

/**
 * Kills rest-api (SIGKILL: a crash) and starts a new one `downMs` later (reliability/README.md: "rest-api killed for
 * 10 s during the load"), probing the gateway's `/healthz` every 250 ms meanwhile. The window ends when
 * the new rest-api is ready plus `recoveryLimitMs`.
 */
export async function killRestApi(stack: Stack, downMs: number, recoveryLimitMs: number): Promise<InjectedFault> {
  const probes: InjectedFault['probes'] = [];
  const start = Date.now();
  stack.restApi.signal('SIGKILL');
  await stack.restApi.exited;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const answer = await send({ method: 'GET', url: `${stack.gatewayUrl}/healthz`, timeoutMs: 2_000 });
      probes.push({ at: answer.startedAt, status: answer.status, text: answer.text.slice(0, 200) });
      await sleep(250);
    }
  })();
  await sleep(Math.max(0, start + downMs - Date.now()));
  await stack.startRestApi();
  const backAt = Date.now();
  probing = false;
  await probe;
  return { window: { name: 'rest-api killed for 10 s', kind: 'upstream-down', start, backAt, end: backAt + recoveryLimitMs }, probes };
}
