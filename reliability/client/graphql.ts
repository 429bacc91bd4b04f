import type { Dispatcher } from 'undici';
import { send, type Exchange } from './http';

/** A GraphQL error as the gateway answers it. */
export interface GraphqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; reason?: string; fieldErrors?: { field: string; message: string }[] };
}

/** A GraphQL answer: the HTTP exchange plus its `data`, `errors` and `extensions.warnings`. */
export interface GraphqlExchange extends Exchange {
  data?: Record<string, unknown> | null;
  errors: GraphqlError[];
  warnings: { path?: unknown; code?: string; message?: string; reason?: string }[];
  requestId: string;
}

/** What to send to the gateway's `/graphql`. */
export interface GraphqlCall {
  query: string;
  variables?: Record<string, unknown>;
  token?: string;
  /** Sent as `x-request-id`, so that the call can be found in both servers' logs. */
  requestId: string;
  /** Extra headers, e.g. `x-forwarded-for` to act as a client at another address. */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** The loopback socket address to connect from (see `Outgoing.from`). */
  from?: string;
  /** The pool to send through (see `Outgoing.dispatcher`). */
  dispatcher?: Dispatcher;
}

/** POSTs one operation as JSON to `${gatewayUrl}/graphql` and splits the answer; never throws. */
export async function graphql(gatewayUrl: string, call: GraphqlCall): Promise<GraphqlExchange> {
  const exchange = await send({
    method: 'POST',
    url: `${gatewayUrl}/graphql`,
    headers: {
      'content-type': 'application/json',
      'x-request-id': call.requestId,
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...call.headers,
    },
    body: JSON.stringify({ query: call.query, variables: call.variables ?? {} }),
    timeoutMs: call.timeoutMs,
    from: call.from,
    dispatcher: call.dispatcher,
  });
  return splitGraphql(exchange, call.requestId);
}

/** Reads `data`, `errors` and `extensions.warnings` out of a GraphQL answer. */
export function splitGraphql(exchange: Exchange, requestId: string): GraphqlExchange {
  const body = (exchange.json ?? {}) as { data?: Record<string, unknown> | null; errors?: GraphqlError[]; extensions?: { warnings?: GraphqlExchange['warnings'] } };
  return {
    ...exchange,
    data: body.data,
    errors: Array.isArray(body.errors) ? body.errors : [],
    warnings: Array.isArray(body.extensions?.warnings) ? body.extensions.warnings : [],
    requestId,
  };
}

/** The `extensions.code` of the first error, if any. */
export function firstCode(exchange: GraphqlExchange): string | undefined {
  return exchange.errors[0]?.extensions?.code;
}

let sequence = 0;

/** A request id unique within this run: `rel-<area>-<n>` (a plain token both servers accept and log). */
export function requestId(area: string): string {
  sequence += 1;
  return `rel-${area}-${sequence}`;
}
