import { AUTHENTICATE, nextClientAddress } from '../client/accounts';
import { send, type Exchange } from '../client/http';
import { CONFIG, ROOT } from '../config';
import { Check, type CheckResult } from '../report/checks';
import type { Stack } from '../stack/stack';

/**
 * What the servers tell browsers (DESIGN §1 "served from one origin with security headers"):
 * - security headers on the web server's pages and the gateway's answers: a CSP with `default-src
 *   'self'` and `frame-ancestors 'none'`, `X-Content-Type-Options: nosniff` and a `Referrer-Policy`;
 * - `Cache-Control: no-store` on GraphQL answers, REST JSON answers and both sign-in answers;
 * - the web server serves its build and nothing else: the JWT secret, sources, the package file and
 *   Vite's `/@fs/` paths answer 404.
 */
export async function runHeaderChecks(stack: Stack): Promise<CheckResult[]> {
  await stack.startWeb();
  return [await securityHeaders(stack), await noStore(stack), await outsideTheBuild(stack)];
}

async function securityHeaders(stack: Stack): Promise<CheckResult> {
  const check = new Check('Headers', 'Security headers on the web pages and the gateway', "CSP default-src 'self' and frame-ancestors 'none', nosniff, Referrer-Policy");
  const answers: [string, Exchange][] = [
    ['web /', await send({ method: 'GET', url: `${stack.webUrl}/` })],
    ['web /account/login', await send({ method: 'GET', url: `${stack.webUrl}/account/login` })],
    ['web /graphql', await graphqlPost(stack.webUrl)],
    ['gateway /graphql', await graphqlPost(stack.gatewayUrl)],
    ['gateway /healthz', await send({ method: 'GET', url: `${stack.gatewayUrl}/healthz` })],
    ['gateway 404', await send({ method: 'GET', url: `${stack.gatewayUrl}/no-such-page` })],
  ];
  for (const [name, answer] of answers) {
    const csp = header(answer, 'content-security-policy');
    const problems = [
      !/(^|;)\s*default-src 'self'/.test(csp) && `CSP "${csp}" lacks default-src 'self'`,
      !/(^|;)\s*frame-ancestors 'none'/.test(csp) && `CSP "${csp}" lacks frame-ancestors 'none'`,
      header(answer, 'x-content-type-options') !== 'nosniff' && 'no X-Content-Type-Options: nosniff',
      !header(answer, 'referrer-policy') && 'no Referrer-Policy',
      answer.status === 0 && `no answer (${answer.networkError ?? ''})`,
    ].filter(Boolean);
    check.expect(problems.length === 0, () => `${name} (${answer.status}): ${problems.join('; ')}`);
  }
  return check.figure(`${answers.length} answers of the web server and the gateway`).finish();
}

async function noStore(stack: Stack): Promise<CheckResult> {
  const check = new Check('Headers', 'Cache-Control on API answers', 'no-store on GraphQL, REST JSON and both sign-in answers');
  const signInBody = JSON.stringify({ email: CONFIG.accounts.employee, password: CONFIG.password });
  const answers: [string, Exchange][] = [
    ['GraphQL query', await graphqlPost(stack.gatewayUrl)],
    [
      'GraphQL sign-in',
      await send({
        method: 'POST',
        url: `${stack.gatewayUrl}/graphql`,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress() },
        body: JSON.stringify({ query: AUTHENTICATE, variables: { email: CONFIG.accounts.employee, password: CONFIG.password } }),
      }),
    ],
    [
      'REST sign-in',
      await send({
        method: 'POST',
        url: `${stack.restApiUrl}/setup/employees/authenticate`,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress() },
        body: signInBody,
      }),
    ],
    ['REST error', await send({ method: 'GET', url: `${stack.restApiUrl}/setup/grades/all` })],
  ];
  const token = (answers[2]![1].json as { token?: string } | undefined)?.token;
  answers.push(['REST list', await send({ method: 'GET', url: `${stack.restApiUrl}/setup/grades/?page=1`, headers: { authorization: `Bearer ${token ?? ''}` } })]);
  for (const [name, answer] of answers) {
    const cacheControl = header(answer, 'cache-control');
    check.expect(/\bno-store\b/.test(cacheControl) && answer.status > 0, () => `${name} (${answer.status}): Cache-Control "${cacheControl}"`);
  }
  check.expect(Boolean(token), () => `the REST sign-in did not answer a token: ${answers[2]![1].text.slice(0, 200)}`);
  return check.figure(`${answers.length} answers`).finish();
}

async function outsideTheBuild(stack: Stack): Promise<CheckResult> {
  const check = new Check('Headers', 'Files outside the web build', '404 from the web server: data, sources, package files, /@fs/');
  const paths = [
    `/@fs${ROOT}/data/jwt-secret?raw`,
    `/@fs${ROOT}/package.json`,
    '/../data/jwt-secret',
    '/%2e%2e/package.json',
    '/data/jwt-secret',
    '/src/main.tsx',
    '/package.json',
    '/vite.config.ts',
    '/node_modules/react/package.json',
    '/.env',
  ];
  for (const path of paths) {
    const answer = await send({ method: 'GET', url: `${stack.webUrl}${path}` });
    check.expect(answer.status === 404, () => `${path}: ${answer.status} ${answer.text.slice(0, 120)}`);
  }
  const page = await send({ method: 'GET', url: `${stack.webUrl}/setup/grades` });
  check.expect(page.status === 200 && /<div id="root">/.test(page.text), () => `a route of the app: ${page.status} ${page.text.slice(0, 120)}`);
  return check.figure(`${paths.length} paths refused; app routes served`).finish();
}

function graphqlPost(baseUrl: string): Promise<Exchange> {
  return send({ method: 'POST', url: `${baseUrl}/graphql`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
}

function header(answer: Exchange, name: string): string {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}
