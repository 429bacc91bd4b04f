import type { LogLine, Service } from '../../scripts/stack/service';

/** The request id field of each server's log lines: rest-api `reqId` (Fastify's), gateway `requestId`. */
export type IdField = 'reqId' | 'requestId';

/** Requests a server had received but not answered when it logged `shutting down`, and how they ended. */
export interface InFlight {
  /** Whether the log has a `shutting down` line at all. */
  signalled: boolean;
  /** Request id → how many requests with it were open at the signal. */
  open: Map<string, number>;
  /** Request id → status codes of the answers logged after the signal. */
  answeredAfter: Map<string, number[]>;
}

/**
 * Reads a Fastify (pino) log in order and finds the requests in flight when the process logged
 * `shutting down` (its SIGTERM handler): `incoming request` lines without their `request completed`
 * line before it. Ids can repeat (the gateway sends one id with every upstream call of a GraphQL
 * request), so they are counted.
 */
export function inFlightAtSignal(lines: readonly LogLine[], idField: IdField): InFlight {
  const open = new Map<string, number>();
  const answeredAfter = new Map<string, number[]>();
  let signalled = false;
  let snapshot = new Map<string, number>();
  for (const line of lines) {
    const id = line[idField];
    if (!signalled && line.msg === 'shutting down') {
      signalled = true;
      snapshot = new Map([...open].filter(([, count]) => count > 0));
      continue;
    }
    if (typeof id !== 'string') continue;
    if (line.msg === 'incoming request' && !signalled) open.set(id, (open.get(id) ?? 0) + 1);
    if (line.msg === 'request completed') {
      if (!signalled) open.set(id, (open.get(id) ?? 1) - 1);
      else if (snapshot.has(id)) {
        const status = (line.res as { statusCode?: number } | undefined)?.statusCode ?? 0;
        answeredAfter.set(id, [...(answeredAfter.get(id) ?? []), status]);
      }
    }
  }
  return { signalled, open: snapshot, answeredAfter };
}

/**
 * The in-flight requests of {@link InFlight} that did not end well: fewer answers below 500 after the
 * signal than were open. Each entry is `id: statuses`.
 */
export function unfinished(inFlight: InFlight): string[] {
  const problems: string[] = [];
  for (const [id, count] of inFlight.open) {
    const statuses = inFlight.answeredAfter.get(id) ?? [];
    if (statuses.filter((status) => status > 0 && status < 500).length < count) {
      problems.push(`${id}: ${count} in flight, answered ${statuses.length ? statuses.join(', ') : 'never'}`);
    }
  }
  return problems;
}

/** How many requests with id `id` a service logged as received (the upstream calls of one gateway request). */
export async function countRequests(service: Service, idField: IdField, id: string): Promise<number> {
  const lines = await service.readLog();
  return lines.filter((line) => line.msg === 'incoming request' && line[idField] === id).length;
}
