import type { Dispatcher } from 'undici';
import { AUTHENTICATE } from '../client/accounts';
import { graphql, requestId, firstCode } from '../client/graphql';
import { sleep } from '../../scripts/stack/service';

/** The anonymous guesser's attempts: how many, and an example of each answer that was not a clean refusal. */
export interface BadSignIns {
  attempts: number;
  /** Answers by code (UNAUTHENTICATED, TOO_MANY_REQUESTS, …) or HTTP status. */
  byCode: Map<string, number>;
  failures: string[];
}

/**
 * The answers that refuse a bad sign-in: wrong credentials, the throttle's 429, a malformed input. An
 * UPSTREAM error (the service could not check) or any other is not a refusal but a failure.
 */
const REFUSALS = new Set(['UNAUTHENTICATED', 'TOO_MANY_REQUESTS', 'BAD_USER_INPUT']);

/**
 * The anonymous guesser sharing the office's address: `perMinute` sign-ins with unknown e-mails and
 * wrong passwords through the web front server, evenly spread, until `until`. Each must be refused
 * cleanly (one of {@link REFUSALS}; never a 5xx, a network failure, another error or a token).
 */
export async function runBadSignIns(target: { webUrl: string; dispatcher: Dispatcher }, perMinute: number, until: number): Promise<BadSignIns> {
  const result: BadSignIns = { attempts: 0, byCode: new Map(), failures: [] };
  const everyMs = 60_000 / Math.max(1, perMinute);
  const startedAt = Date.now();
  const attempt = async (n: number) => {
    const answer = await graphql(target.webUrl, {
      query: AUTHENTICATE,
      variables: { email: `nobody.${n}@example.net`, password: `Guess${n}Password!` },
      requestId: requestId('workday-guess'),
      dispatcher: target.dispatcher,
      timeoutMs: 15_000,
    });
    const code = firstCode(answer) ?? `HTTP ${answer.status}`;
    result.byCode.set(code, (result.byCode.get(code) ?? 0) + 1);
    const clean = answer.status > 0 && answer.status < 500 && !answer.data?.authenticate && REFUSALS.has(code);
    if (!clean) result.failures.push(`${answer.status} ${answer.networkError ?? answer.text.slice(0, 200)}`);
  };
  // On the clock, whatever the answers take: a guesser does not wait for the server.
  const pending: Promise<void>[] = [];
  while (perMinute > 0 && startedAt + result.attempts * everyMs < until) {
    await sleep(Math.max(0, startedAt + result.attempts * everyMs - Date.now()));
    pending.push(attempt(result.attempts));
    result.attempts += 1;
  }
  await Promise.all(pending);
  return result;
}
