import type { BenchConfig } from '../config';
import { reasonOf, type Comparison, type LoadSection, type Maybe, type NotMeasured } from '../report/result';
import { ratio } from '../report/stats';
import { waitForQuiet } from '../memory/cpu';
import { residentSizes } from '../memory/rss';
import type { Service } from '../../scripts/stack/service';
import { runSideBySide, type LoadFigures, type LoadOptions, type LoadTarget } from './autocannon';
import { probeGraphql, probeRest, type Probe } from './probe';
import { profileGateway } from './profile';
import { countUpstreamCalls } from './upstream-calls';
import { graphqlRequest, restRequests, WORKLOADS, type Workload } from './workloads';

/** Seconds of each one-connection run (the gateway's own latency, without queueing), and its warm-up. */
const UNLOADED = { connections: 1, durationS: 5, warmupS: 1 };

/** Seconds a comparison may wait for other work on the machine to calm down first. */
const QUIET_WAIT_S = 5;
/** Turns each side of a comparison takes (direct, gateway, direct, gateway, …). */
const SLICES = 3;

/** A side of a comparison: whether it answers correctly, and what to load it with. */
interface Side {
  probe: Probe;
  target: () => LoadTarget;
}

/**
 * Loads the sides that answer correctly side by side (`runSideBySide`), with the CPU of `meter`'s
 * processes; each side's figures carry the servers' resident sizes after the comparison.
 */
async function measureSides(sides: Side[], options: LoadOptions, meter: Record<string, number>): Promise<Maybe<LoadFigures>[]> {
  const ready = sides.filter((side) => side.probe.ok);
  let measured: LoadFigures[] = [];
  let failure: string | undefined;
  try {
    await waitForQuiet(meter, QUIET_WAIT_S);
    measured = await runSideBySide(
      ready.map((side) => side.target()),
      { ...options, meter, slices: ready.length > 1 ? SLICES : 1 },
    );
  } catch (error) {
    failure = reasonOf(error);
  }
  const servers = Object.fromEntries(
    Object.entries(meter)
      .filter(([name]) => name !== 'bench')
      .map(([name, pid]) => [name, { pid }]),
  );
  const rssAfterMiB = await residentSizes(servers);
  return sides.map((side) => {
    if (!side.probe.ok) return { notMeasured: side.probe.reason };
    if (failure) return { notMeasured: failure };
    const figures = measured[ready.indexOf(side)];
    if (!figures) return { notMeasured: 'the load run answered no figures for this side' };
    return { ...figures, rssAfterMiB };
  });
}

async function compare(workload: Workload, sides: { restApi: Service; gateway: Service | NotMeasured; token: string }, options: LoadOptions): Promise<Comparison> {
  const { restApi, gateway, token } = sides;
  const restProbe = await probeRest(restApi.url, workload, token);
  const gatewayProbe: Probe = 'notMeasured' in gateway ? { ok: false, reason: gateway.notMeasured } : await probeGraphql(`${gateway.url}/graphql`, workload, token);
  const meter = { bench: process.pid, restApi: restApi.pid, ...('pid' in gateway ? { gateway: gateway.pid } : {}) };
  const [rest, viaGateway] = await measureSides(
    [
      { probe: restProbe, target: () => ({ url: restApi.url, requests: restRequests(workload, token), expectBody: restProbe.ok ? restProbe.body : undefined }) },
      {
        probe: gatewayProbe,
        target: () => ({ url: (gateway as Service).url, requests: [graphqlRequest(workload, token)], expectBody: gatewayProbe.ok ? gatewayProbe.body : undefined }),
      },
    ],
    options,
    meter,
  );
  if (!rest || !viaGateway) throw new Error('measuring two sides answered fewer than two');
  const figures = (value: Maybe<LoadFigures>) => ('notMeasured' in value ? undefined : value);
  return {
    name: workload.name,
    label: workload.label,
    rest,
    gateway: viaGateway,
    throughputRatio: ratio(figures(viaGateway)?.perSecond, figures(rest)?.perSecond),
    addedP50Ms: figures(viaGateway) && figures(rest) ? Math.round((figures(viaGateway)!.p50Ms - figures(rest)!.p50Ms) * 100) / 100 : null,
    ...(restProbe.ok && gatewayProbe.ok && restProbe.rows ? { sameNames: JSON.stringify(restProbe.rows) === JSON.stringify(gatewayProbe.rows) } : {}),
  };
}

/**
 * Part 1 (README "Performance"): each workload of {@link WORKLOADS} loaded directly on the rest-api and through the
 * gateway, same data, same token (after up to 5 s waiting for other work on the machine to calm down, a
 * warm-up of each side, then {@link SLICES} turns each, `config.durationS` seconds per side in all, at
 * `config.connections`); then again at one connection; then the upstream calls of one GraphQL request and
 * a profile of the gateway.
 * A side that cannot answer correctly is "not measured" with the reason.
 */
export async function measureLoad(
  config: BenchConfig,
  sides: { restApi: Service; gateway: Service | NotMeasured; token: string; employees: number },
  log: (line: string) => void,
): Promise<LoadSection> {
  const comparisons: Comparison[] = [];
  for (const workload of WORKLOADS) {
    log(`load: ${workload.label} at ${config.connections} connections`);
    comparisons.push(await compare(workload, sides, { connections: config.connections, durationS: config.durationS, warmupS: config.warmupS }));
  }
  const unloaded: Comparison[] = [];
  for (const workload of WORKLOADS) {
    log(`load: ${workload.label} at 1 connection`);
    unloaded.push(await compare(workload, sides, UNLOADED));
  }
  log('load: counting upstream calls');
  const upstreamCalls =
    'notMeasured' in sides.gateway ? [{ query: 'every GraphQL query', calls: sides.gateway }] : await countUpstreamCalls(config, sides.restApi.url, sides.token);
  log('load: profiling the gateway under load');
  const gatewayProfile =
    'notMeasured' in sides.gateway ? sides.gateway : await profileGateway(config, sides.restApi.url, sides.token).catch((error: unknown) => ({ notMeasured: reasonOf(error) }));
  return {
    connections: config.connections,
    durationS: config.durationS,
    warmupS: config.warmupS,
    employees: sides.employees,
    comparisons,
    unloaded,
    upstreamCalls,
    gatewayProfile,
  };
}
