import net from 'node:net';
import { nextClientAddress, signIn } from '../client/accounts';
import { graphql, requestId } from '../client/graphql';
import { send } from '../client/http';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { findLeaks } from '../report/leaks';
import type { Stack } from '../stack/stack';

/**
 * Hostile input that is not a fuzz case's luck (DESIGN §2 "never a 500 for bad input"):
 * - NUL bytes (U+0000, which PostgreSQL text cannot hold) in a search, a JSON body and a GraphQL
 *   argument or variable: 400 / BAD_USER_INPUT with a message, never a 500 or a read-fallback warning;
 * - slow bodies: a client that sends its headers and then one byte a second is cut off by rest-api, the
 *   gateway and the web server within their request time limit (REQUEST_TIMEOUT_MS) plus 5 s.
 */
export async function runInputChecks(stack: Stack): Promise<CheckResult[]> {
  return [await nulBytes(stack), await slowBodies(stack)];
}

async function nulBytes(stack: Stack): Promise<CheckResult> {
  const check = new Check('Fuzz', 'NUL bytes in searches, JSON bodies and GraphQL arguments', '400 / BAD_USER_INPUT, never 500 or a fallback warning');
  const admin = await signIn(stack.gatewayUrl, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());
  const auth = { authorization: `Bearer ${admin.token}` };
  const restCases: [string, string, string, unknown?][] = [
    ['search of grades', 'GET', '/setup/grades/?page=1&search=%00'],
    ['search of employees', 'GET', '/setup/employees/?page=1&search=a%00b'],
    ['grade name', 'POST', '/setup/grades/create', { name: 'a\u0000b' }],
    ['nested company field', 'POST', '/setup/companies/create', { name: 'Nul company', code: 'N\u0000L' }],
    ['sign-in e-mail', 'POST', '/setup/employees/authenticate', { email: 'admin@example.com\u0000', password: 'x\u0000' }],
    ['notifications page filter', 'GET', '/setup/notifications?page=1&read=%00'],
  ];
  for (const [name, method, path, body] of restCases) {
    const answer = await send({
      method,
      url: `${stack.restApiUrl}${path}`,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const message = (answer.json as { message?: unknown } | undefined)?.message;
    check.expect(answer.status === 400 && typeof message === 'string' && findLeaks(answer.text).length === 0, () => `REST ${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  const graphqlCases: [string, string, Record<string, unknown>][] = [
    ['search variable', 'query($search: String) { grades(search: $search) { total } }', { search: '\u0000' }],
    ['search literal', '{ employees(search: "a\\u0000b") { total } }', {}],
    ['input variable', 'mutation($input: GradeInput!) { createGrade(input: $input) { grade { id } errors { code } } }', { input: { name: 'a\u0000b' } }],
  ];
  for (const [name, query, variables] of graphqlCases) {
    const answer = await graphql(stack.gatewayUrl, { query, variables, token: admin.token, requestId: requestId('nul') });
    const code = answer.errors[0]?.extensions?.code;
    check.expect(
      answer.status === 400 && code === 'BAD_USER_INPUT' && answer.warnings.length === 0 && findLeaks(answer.text).length === 0,
      () => `GraphQL ${name}: ${answer.status} ${answer.text.slice(0, 200)}`,
    );
  }
  return check.figure(`${restCases.length} REST and ${graphqlCases.length} GraphQL requests with U+0000`).finish();
}

async function slowBodies(stack: Stack): Promise<CheckResult> {
  const limitMs = CONFIG.requestTimeoutMs + 5_000;
  const check = new Check('Fuzz', 'Slow request bodies (headers, then one byte a second)', `cut off within REQUEST_TIMEOUT_MS + 5 s (${limitMs / 1000} s)`);
  const web = await stack.startWeb();
  const targets: [string, string, string][] = [
    ['rest-api', stack.restApiUrl, '/setup/employees/authenticate'],
    ['gateway', stack.gatewayUrl, '/graphql'],
    ['web server', web.url, '/graphql'],
  ];
  const results = await Promise.all(targets.map(([name, url, path]) => trickle(url, path, limitMs + 10_000).then((ms) => [name, ms] as const)));
  for (const [name, ms] of results) check.expect(ms !== undefined && ms <= limitMs, () => `${name}: ${ms === undefined ? 'still open' : `cut after ${(ms / 1000).toFixed(1)} s`}`);
  return check.figure(results.map(([name, ms]) => `${name} ${ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`}`).join('; ')).finish();
}

/**
 * Opens a raw connection to `url`, sends a POST head announcing a 10,000-byte JSON body and then one
 * byte a second; resolves with the milliseconds until the server answered or closed, or undefined when
 * it was still open after `giveUpMs`.
 */
function trickle(url: string, path: string, giveUpMs: number): Promise<number | undefined> {
  const { hostname, port } = new URL(url);
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let ticker: NodeJS.Timeout | undefined;
    const finish = (ms: number | undefined) => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(ms);
    };
    const giveUp = setTimeout(() => finish(undefined), giveUpMs);
    socket.on('connect', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{`);
      ticker = setInterval(() => socket.write(' '), 1_000);
    });
    // An answer (408) or a close both end the slow request.
    socket.on('data', () => finish(Date.now() - startedAt));
    socket.on('close', () => finish(Date.now() - startedAt));
    socket.on('error', () => finish(Date.now() - startedAt));
  });
}
