import type { GraphqlExchange } from '../client/graphql';
import { findLeaks } from '../report/leaks';

/** How one request of the load ended. */
export type Outcome = 'ok' | 'degraded' | 'error' | 'network';

/** One request of the load, as recorded by the simulated user that made it. */
export interface Sample {
  user: number;
  operation: string;
  write: boolean;
  requestId: string;
  startedAt: number;
  endedAt: number;
  status: number;
  /** ok: data, no error, no warning; degraded: the read fallback (warnings); error: GraphQL errors or a non-200; network: no answer. */
  outcome: Outcome;
  code?: string;
  message?: string;
  /** Signs of leaked internals in the answer (report/leaks.ts). */
  leaks: string[];
}

/** A period of a fault, from its injection until recovery was due (`start` … `end`, ms epoch). */
export interface FaultWindow {
  name: string;
  kind: 'upstream-down' | 'gateway-restart';
  start: number;
  /** When the faulty part was back (rest-api ready, PostgreSQL started, replacement ready). */
  backAt: number;
  /** `backAt` + the recovery limit: requests after it must succeed again. */
  end: number;
}

/** Every request of the load in the order they ended. */
export class Timeline {
  readonly samples: Sample[] = [];

  /** Records `exchange` as a sample of `user`'s `operation`. */
  record(user: number, operation: string, write: boolean, exchange: GraphqlExchange): Sample {
    const sample: Sample = {
      user,
      operation,
      write,
      requestId: exchange.requestId,
      startedAt: exchange.startedAt,
      endedAt: exchange.endedAt,
      status: exchange.status,
      outcome: outcomeOf(exchange),
      code: exchange.errors[0]?.extensions?.code ?? exchange.warnings[0]?.code,
      message: exchange.errors[0]?.message ?? exchange.warnings[0]?.message ?? exchange.networkError,
      leaks: exchange.errors.length > 0 || exchange.warnings.length > 0 || exchange.status !== 200 ? findLeaks(exchange.text) : [],
    };
    this.samples.push(sample);
    return sample;
  }

  /** The samples whose lifetime overlaps `[start, end]`. */
  overlapping(start: number, end: number): Sample[] {
    return this.samples.filter((sample) => sample.startedAt <= end && sample.endedAt >= start);
  }
}

/**
 * The {@link Outcome} of a GraphQL exchange. A reference withheld from the caller (a warning with reason
 * WITHHELD: DESIGN §3, a Hod reading another department's head) is the answer their role gets, not a
 * degraded one; every other warning is the read fallback.
 */
export function outcomeOf(exchange: GraphqlExchange): Outcome {
  if (exchange.status === 0) return 'network';
  if (exchange.status !== 200 || exchange.errors.length > 0 || !exchange.data) return 'error';
  return exchange.warnings.some((warning) => warning.reason !== 'WITHHELD') ? 'degraded' : 'ok';
}

/**
 * How long after `backAt` requests kept failing: the start of the last request that started after
 * `backAt`, ended before `until` (the next fault) and did not succeed, minus `backAt` (0 when every such
 * request succeeded). Issue 8 wants it within 5 s.
 */
export function recoveryMs(timeline: Timeline, backAt: number, until: number): number {
  let last = backAt;
  for (const sample of timeline.samples) {
    if (sample.startedAt >= backAt && sample.endedAt < until && sample.outcome !== 'ok') last = Math.max(last, sample.startedAt);
  }
  return last - backAt;
}
