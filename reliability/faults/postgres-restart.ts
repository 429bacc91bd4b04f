import { send } from '../client/http';
import { Check } from '../report/checks';
import { findLeaks } from '../report/leaks';
import { sleep } from '../../scripts/stack/service';
import type { Stack } from '../stack/stack';
import type { InjectedFault } from './rest-api-kill';

/** The PostgreSQL restart and what rest-api answered directly while it lasted. */
export interface PostgresRestart extends InjectedFault {
  /** When rest-api answered a data request with 200 again (ms epoch), or undefined when it never did. */
  recoveredAt?: number;
  /** Whether the rest-api that answered after the restart was the very process of before (no restart of its own). */
  sameProcess: boolean;
}

/**
 * Restarts the suite's own PostgreSQL during the load (reliability/README.md): `pg_ctl stop -m fast` (every
 * connection is cut), `downMs` of nothing, `pg_ctl start`. Meanwhile rest-api is asked directly every
 * 200 ms for data (`GET /setup/grades/all` with `token`), until it answers 200 again after the database
 * is back (at most 30 s).
 */
export async function restartPostgres(stack: Stack, token: string, downMs: number, recoveryLimitMs: number): Promise<PostgresRestart> {
  const probes: InjectedFault['probes'] = [];
  const restApiPid = stack.restApi.pid;
  const start = Date.now();
  let backAt = Number.POSITIVE_INFINITY;
  let recoveredAt: number | undefined;
  const probe = (async () => {
    while (Date.now() < Math.min(backAt + 30_000, start + 90_000)) {
      const answer = await send({ method: 'GET', url: `${stack.restApiUrl}/setup/grades/all`, headers: { authorization: `Bearer ${token}` }, timeoutMs: 10_000 });
      probes.push({ at: answer.startedAt, status: answer.status, text: answer.text.slice(0, 300) });
      if (answer.status === 200 && answer.startedAt >= backAt) {
        recoveredAt = answer.endedAt;
        return;
      }
      await sleep(200);
    }
  })();
  await stack.postgres.stop();
  await sleep(downMs);
  await stack.postgres.start();
  backAt = Date.now();
  await probe;
  return {
    window: { name: 'PostgreSQL restarted', kind: 'upstream-down', start, backAt, end: backAt + recoveryLimitMs },
    probes,
    recoveredAt,
    sameProcess: stack.restApi.pid === restApiPid && !stack.restApi.hasExited(),
  };
}

/**
 * rest-api's side of the restart: while the database was down it answered 503 (never 500, never a
 * dropped connection, no leak), it recovered within the limit after the database came back, and it is
 * the same process (no restart of its own).
 */
export function judgePostgresRestart(restart: PostgresRestart, recoveryLimitMs: number): Check {
  const check = new Check('Faults', 'PostgreSQL restarted: rest-api directly', `503 while down, recovers ≤ ${recoveryLimitMs / 1000} s without a restart`);
  let unavailable = 0;
  for (const probe of restart.probes) {
    const during = probe.at >= restart.window.start && probe.at < restart.window.backAt;
    const leaks = findLeaks(probe.text);
    if (leaks.length > 0) check.fail(`leak in a ${probe.status}: ${leaks.join('; ')}`);
    else if (probe.status === 503) {
      unavailable += 1;
      check.pass();
    } else if (probe.status === 200) check.pass();
    else check.fail(`${during ? 'while down' : 'after'}: ${probe.status} ${probe.text}`);
  }
  if (unavailable === 0) check.verdict(false, 'rest-api never answered 503 while the database was down');
  const recovery = restart.recoveredAt === undefined ? undefined : restart.recoveredAt - restart.window.backAt;
  if (recovery === undefined || recovery > recoveryLimitMs) check.verdict(false, `recovered ${recovery === undefined ? 'never' : `${recovery} ms`} after the database was back`);
  const { sameProcess } = restart;
  if (!sameProcess) check.verdict(false, 'rest-api was restarted or exited');
  return check.figure(
    `${((restart.window.backAt - restart.window.start) / 1000).toFixed(1)} s down; ${unavailable} direct answers 503; recovered ${recovery === undefined ? 'never' : `${(recovery / 1000).toFixed(2)} s`} after; same process: ${sameProcess ? 'yes' : 'no'}`,
  );
}
