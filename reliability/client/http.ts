import { Agent, request, type Dispatcher } from 'undici';

/** One HTTP exchange as the suite judges it: status (0 when no answer came), body text, parsed JSON, timing. */
export interface Exchange {
  status: number;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  headers: Record<string, string | string[] | undefined>;
  startedAt: number;
  endedAt: number;
  /** The network failure's code or message when no answer came (connection refused, reset, timeout). */
  networkError?: string;
}

/** What to send: method, absolute URL, headers and a body (string or bytes, sent as is). */
export interface Outgoing {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  timeoutMs?: number;
  /**
   * The loopback address to connect FROM (e.g. `127.0.0.2`): the servers then see a client of that
   * socket address, which no header can fake. Default: the system's choice (127.0.0.1).
   */
  from?: string;
  /** A pool of one's own (e.g. the working day's office, sized for its many users); overrides `from`. */
  dispatcher?: Dispatcher;
}

/** The suite's one connection pool: keep-alive, as a browser or an integrator's client would use. */
export const clientAgent = new Agent({ connections: 128, keepAliveTimeout: 10_000, pipelining: 1 });

const agentsByAddress = new Map<string, Agent>();

/** The pool of clients at socket address `from` (one per address, made on first use). */
function agentFrom(from: string | undefined): Agent {
  if (!from) return clientAgent;
  let agent = agentsByAddress.get(from);
  if (!agent) {
    agent = new Agent({ connections: 16, keepAliveTimeout: 10_000, pipelining: 1, localAddress: from });
    agentsByAddress.set(from, agent);
  }
  return agent;
}

/**
 * Sends one request with undici and never throws: a network failure or a timeout is an
 * {@link Exchange} with status 0 and `networkError`. Bodies are read whole (the suite's answers are small).
 */
export async function send(outgoing: Outgoing): Promise<Exchange> {
  const startedAt = Date.now();
  try {
    const response = await request(outgoing.url, {
      method: outgoing.method as 'GET',
      headers: outgoing.headers,
      body: outgoing.body,
      dispatcher: outgoing.dispatcher ?? agentFrom(outgoing.from),
      headersTimeout: outgoing.timeoutMs ?? 30_000,
      bodyTimeout: outgoing.timeoutMs ?? 30_000,
    });
    const text = await response.body.text();
    return { status: response.statusCode, text, json: parseJson(text), headers: response.headers, startedAt, endedAt: Date.now() };
  } catch (error) {
    return { status: 0, text: '', json: undefined, headers: {}, startedAt, endedAt: Date.now(), networkError: describeError(error) };
  }
}

/** `JSON.parse`, or undefined when `text` is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeError(error: unknown): string {
  const { code, message, cause } = (error ?? {}) as { code?: string; message?: string; cause?: { code?: string } };
  return code ?? cause?.code ?? message ?? String(error);
}
