import { send, type Exchange, type Outgoing } from '../client/http';
import type { Check } from '../report/checks';
import { findLeaks } from '../report/leaks';
import type { Service } from '../../scripts/stack/service';

/**
 * Node's HTTP server limit on a request's head (request line plus headers, `http.maxHeaderSize`,
 * 16 KiB): over it, Node answers 431 (or 414) and closes the socket at once, so a client still writing
 * may see the reset instead of the answer. Both servers of the stack run with Node's default.
 */
export const NODE_HEADER_LIMIT_BYTES = 16 * 1024;

/** One generated request and the strings it carries that an answer may echo back. */
export interface FuzzCase {
  /** A short label for reports: route or operation. */
  label: string;
  request: Outgoing;
  echoed: string[];
}

/** How each fuzz answer is judged beyond the common rules (e.g. GraphQL's INTERNAL_SERVER_ERROR). */
export type ExtraJudge = (exchange: Exchange) => string | undefined;

/**
 * Sends `cases` with `concurrency` requests at a time and judges each answer (reliability/README.md: "0 responses of
 * 500, no crash, no leaked stack trace"): an answer came (a connection dropped without one is a failure
 * unless the body was over the server's limit or the head over {@link NODE_HEADER_LIMIT_BYTES}), its status is below 500, its body shows no stack frame,
 * path, `node_modules` or internal address, and `extra` finds nothing. After every 250 cases and at the
 * end, `server` must still be running and `healthUrl` answer 200. A request the HTTP client refuses to
 * send (an invalid header) is no case; more than 5 % of them fails the check (the generator is off).
 *
 * A case that got no answer is sent once more before it is judged, and counted in `retried`.
 *
 * @returns counts per status and the number of cases sent again, for the figure.
 */
export async function runFuzzCases(options: {
  cases: readonly FuzzCase[];
  concurrency: number;
  check: Check;
  server: () => Service;
  healthUrl: string;
  extra?: ExtraJudge;
  /** Bodies larger than this may be cut off by the server (413 and a closed connection). */
  bodyLimitBytes: number;
}): Promise<{ statuses: Map<number, number>; retried: number }> {
  const statuses = new Map<number, number>();
  const queue = options.cases.map((fuzzCase, index) => ({ fuzzCase, index }));
  let sinceHealth = 0;
  let crashed = false;
  let unsendable = 0;
  let retried = 0;
  const healthy = async () => {
    const answer = await send({ method: 'GET', url: options.healthUrl, timeoutMs: 10_000 });
    return !options.server().hasExited() && answer.status === 200;
  };
  const worker = async () => {
    for (let item = queue.shift(); item && !crashed; item = queue.shift()) {
      const { fuzzCase } = item;
      let exchange = await send({ ...fuzzCase.request, timeoutMs: fuzzCase.request.timeoutMs ?? 20_000 });
      if (exchange.status === 0 && exchange.networkError !== 'UND_ERR_INVALID_ARG' && !overLimit(fuzzCase, options.bodyLimitBytes)) {
        // Once more (the pool drops the lost connection): a case the server cannot answer fails again, while a connection
        // lost to a starved machine (seen at a load average above 10) does not count against the server.
        retried += 1;
        exchange = await send({ ...fuzzCase.request, timeoutMs: fuzzCase.request.timeoutMs ?? 20_000 });
      }
      if (exchange.networkError === 'UND_ERR_INVALID_ARG') {
        // The HTTP client itself refused to send it (not a request a server could get): not a case.
        unsendable += 1;
        continue;
      }
      if (process.env.RELIABILITY_DEBUG) process.stderr.write(`${item.index} ${exchange.status} ${exchange.endedAt - exchange.startedAt}ms ${fuzzCase.label}\n`);
      statuses.set(exchange.status, (statuses.get(exchange.status) ?? 0) + 1);
      const problem = judge(exchange, fuzzCase, options);
      if (problem) options.check.fail(`${fuzzCase.label}: ${problem}`);
      else options.check.pass();
      sinceHealth += 1;
      if (sinceHealth >= 250) {
        sinceHealth = 0;
        if (!(await healthy())) {
          crashed = true;
          options.check.fail(`the server stopped answering after case ${item.index} (${fuzzCase.label})`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  if (!crashed && !(await healthy())) options.check.fail('the server was not healthy after the fuzzing');
  if (unsendable > options.cases.length / 20) options.check.fail(`${unsendable} generated requests could not be sent at all`);
  return { statuses, retried };
}

/** Whether the server may cut `fuzzCase` off without an answer: its body over the server's limit, or its head over Node's. */
function overLimit(fuzzCase: FuzzCase, bodyLimitBytes: number): boolean {
  const size = typeof fuzzCase.request.body === 'string' ? Buffer.byteLength(fuzzCase.request.body) : (fuzzCase.request.body?.byteLength ?? 0);
  return size > bodyLimitBytes || headSize(fuzzCase.request) > NODE_HEADER_LIMIT_BYTES;
}

function judge(exchange: Exchange, fuzzCase: FuzzCase, options: { extra?: ExtraJudge; bodyLimitBytes: number }): string | undefined {
  if (exchange.status === 0) {
    return overLimit(fuzzCase, options.bodyLimitBytes) ? undefined : `no answer (${exchange.networkError ?? '?'}, also when sent again) to ${describe(fuzzCase)}`;
  }
  if (exchange.status >= 500) return `${exchange.status} ${exchange.text.slice(0, 200)} for ${describe(fuzzCase)}`;
  const leaks = findLeaks(exchange.text, fuzzCase.echoed);
  if (leaks.length > 0) return `leak (${leaks.join('; ')}) for ${describe(fuzzCase)}`;
  const extra = options.extra?.(exchange);
  return extra ? `${extra} for ${describe(fuzzCase)}` : undefined;
}

/** Bytes of the request line and headers as sent over HTTP/1.1 (host included). */
export function headSize(request: Outgoing): number {
  const url = new URL(request.url);
  let size = Buffer.byteLength(`${request.method} ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\n`);
  for (const [name, value] of Object.entries(request.headers ?? {})) size += Buffer.byteLength(`${name}: ${value}\r\n`);
  return size + 2;
}

/** The request in a few hundred characters, for a failure's example. */
function describe(fuzzCase: FuzzCase): string {
  const { method, url, headers, body } = fuzzCase.request;
  const text = typeof body === 'string' ? body : body ? `<${body.byteLength} bytes>` : '';
  return `${method} ${url.slice(0, 160)} [${headers?.['content-type'] ?? 'no type'}] ${text.slice(0, 160)}`;
}
