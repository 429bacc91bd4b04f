import { AUTHENTICATE, authenticate, nextClientAddress, signIn } from '../client/accounts';
import { registerEmployee } from '../client/employees';
import { graphql, requestId, type GraphqlExchange } from '../client/graphql';
import { send } from '../client/http';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { countRequests } from '../stack/logs';
import { sleep } from '../../scripts/stack/service';
import type { Stack } from '../stack/stack';

/** rest-api's sign-in limits (contract "Auth"): 5 failures per account in 15 min; 20 attempts per address a minute. */
const ACCOUNT_FAILURES = 5;
const ADDRESS_ATTEMPTS = 20;

/**
 * Brute force and enumeration (issue 8), through the gateway, with rest-api trusting the gateway's
 * `X-Forwarded-For` (TRUST_PROXY=127.0.0.1; each simulated attacker claims its own address there):
 * - the account lockout holds: after 5 wrong passwords the right one is refused too, from any address;
 * - aliases cannot multiply attempts: a request of 15 aliased `authenticate` tries one password (the
 *   first refusal ends the operation), five such requests lock the account; 16 aliases and a batch
 *   (JSON array) are refused before any upstream call;
 * - the per-address limit: the 21st attempt in a minute from one address is TOO_MANY_REQUESTS while
 *   another address still gets through;
 * - enumeration: a known and an unknown e-mail get identical answers (status and body), for a wrong
 *   password, a locked account and a password reset, through the gateway and on REST.
 */
export async function runBruteForceChecks(stack: Stack): Promise<CheckResult[]> {
  const admin = await signIn(stack.gatewayUrl, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());
  return [
    await lockout(stack, admin.token),
    await aliasesAndBatches(stack, admin.token),
    await addressLimit(stack),
    await enumeration(stack, admin.token),
  ];
}

async function lockout(stack: Stack, adminToken: string): Promise<CheckResult> {
  const check = new Check('Brute force', 'Account lockout through the gateway', '5 failures lock the account: the right password is refused, from any address');
  const victim = await registerEmployee(stack.gatewayUrl, adminToken, 'lockout');
  const attacker = nextClientAddress();
  let failures = 0;
  for (let attempt = 1; attempt <= ACCOUNT_FAILURES; attempt++) {
    const answer = await authenticate(stack.gatewayUrl, victim.email, `Wrong${attempt}Password`, attacker);
    if (codeOf(answer) === 'UNAUTHENTICATED') failures += 1;
    check.expect(codeOf(answer) === 'UNAUTHENTICATED', () => `wrong password ${attempt}: ${answer.text.slice(0, 200)}`);
  }
  for (const address of [attacker, nextClientAddress()]) {
    const answer = await authenticate(stack.gatewayUrl, victim.email, victim.password, address);
    check.expect(codeOf(answer) === 'UNAUTHENTICATED' && !answer.data?.authenticate, () => `the right password after ${failures} failures (from ${address}): ${answer.text.slice(0, 200)}`);
  }
  return check.figure(`${failures} failures, then the right password refused from 2 addresses`).finish();
}

async function aliasesAndBatches(stack: Stack, adminToken: string): Promise<CheckResult> {
  const check = new Check('Brute force', 'Aliases and batches cannot multiply attempts', 'a request of 15 aliased sign-ins tries 1 password; 16 aliases and batches refused with 0 upstream calls; lockout after 5');
  const victim = await registerEmployee(stack.gatewayUrl, adminToken, 'aliases');
  const aliases = (count: number, round: number) =>
    `mutation { ${Array.from({ length: count }, (_, i) => `a${i}: authenticate(email: "${victim.email}", password: "Guess${round}x${i}Password") { token }`).join(' ')} }`;

  // Mutation fields run one after the other, and the first refused sign-in (a non-null field) ends the
  // operation: however many aliases, one password is tried per request.
  const attempts: number[] = [];
  for (let round = 1; round <= ACCOUNT_FAILURES; round++) {
    const answer = await graphql(stack.gatewayUrl, { query: aliases(15, round), requestId: requestId('aliases'), headers: { 'x-forwarded-for': nextClientAddress() } });
    check.expect(!answer.data && codeOf(answer) === 'UNAUTHENTICATED', () => `15 aliases, round ${round}: ${answer.text.slice(0, 200)}`);
    await sleep(100);
    attempts.push(await countRequests(stack.restApi, 'reqId', answer.requestId));
  }
  check.expect(attempts.every((n) => n === 1), () => `upstream sign-in attempts per 15-alias request: ${attempts.join(', ')}`);
  const after = await authenticate(stack.gatewayUrl, victim.email, victim.password, nextClientAddress());
  check.expect(codeOf(after) === 'UNAUTHENTICATED' && !after.data?.authenticate, () => `the right password after ${ACCOUNT_FAILURES} aliased requests: ${after.text.slice(0, 200)}`);

  const sixteenId = requestId('aliases');
  const sixteen = await graphql(stack.gatewayUrl, { query: aliases(16, 0), requestId: sixteenId, headers: { 'x-forwarded-for': nextClientAddress() } });
  check.expect(sixteen.status === 400 && /alias/i.test(sixteen.errors[0]?.message ?? ''), () => `16 aliases: ${sixteen.status} ${sixteen.text.slice(0, 200)}`);
  const batchId = requestId('batch');
  const batch = await send({
    method: 'POST',
    url: `${stack.gatewayUrl}/graphql`,
    headers: { 'content-type': 'application/json', 'x-request-id': batchId, 'x-forwarded-for': nextClientAddress() },
    body: JSON.stringify([1, 2, 3].map((n) => ({ query: AUTHENTICATE, variables: { email: victim.email, password: `Batch${n}Password` } }))),
  });
  check.expect(batch.status === 400, () => `a batch of 3: ${batch.status} ${batch.text.slice(0, 200)}`);
  await sleep(300);
  const upstreamOf16 = await countRequests(stack.restApi, 'reqId', sixteenId);
  const upstreamOfBatch = await countRequests(stack.restApi, 'reqId', batchId);
  check.expect(upstreamOf16 === 0 && upstreamOfBatch === 0, () => `upstream calls: 16 aliases ${upstreamOf16}, batch ${upstreamOfBatch}`);
  return check
    .figure(`15-alias requests tried ${attempts.join(', ')} password(s) each; locked after ${ACCOUNT_FAILURES}; 16 aliases: ${upstreamOf16} upstream calls; batch: ${upstreamOfBatch}`)
    .finish();
}

async function addressLimit(stack: Stack): Promise<CheckResult> {
  const check = new Check('Brute force', 'Sign-in attempts per client address', `attempt ${ADDRESS_ATTEMPTS + 1} in a minute from one address → TOO_MANY_REQUESTS; other addresses unaffected`);
  const attacker = nextClientAddress();
  let limitedAt = 0;
  for (let attempt = 1; attempt <= ADDRESS_ATTEMPTS + 1; attempt++) {
    const answer = await authenticate(stack.gatewayUrl, `nobody${attempt}.${Date.now()}@example.com`, 'Whatever12345', attacker);
    if (codeOf(answer) === 'TOO_MANY_REQUESTS') {
      limitedAt = attempt;
      break;
    }
  }
  check.expect(limitedAt === ADDRESS_ATTEMPTS + 1, () => `limited at attempt ${limitedAt || 'never'}`);
  const other = await authenticate(stack.gatewayUrl, CONFIG.accounts.finance, CONFIG.password, nextClientAddress());
  check.expect(Boolean(other.data?.authenticate), () => `another address was refused too: ${other.text.slice(0, 200)}`);
  return check.figure(`limited at attempt ${limitedAt || 'never'}; another address signs in: ${other.data?.authenticate ? 'yes' : 'no'}`).finish();
}

async function enumeration(stack: Stack, adminToken: string): Promise<CheckResult> {
  const check = new Check('Brute force', 'Known and unknown e-mails answer alike', 'identical status and body (GraphQL and REST; wrong password, locked, reset)');
  const known = await registerEmployee(stack.gatewayUrl, adminToken, 'enumeration');
  const unknown = `no.such.${Date.now()}@example.com`;
  const pairs: [string, () => Promise<string>][] = [
    ['GraphQL wrong password', () => authenticate(stack.gatewayUrl, known.email, 'Wrong12345x', nextClientAddress()).then(answerOf)],
    ['GraphQL unknown e-mail', () => authenticate(stack.gatewayUrl, unknown, 'Wrong12345x', nextClientAddress()).then(answerOf)],
  ];
  const [wrong, missing] = [await pairs[0]![1](), await pairs[1]![1]()];
  check.expect(wrong === missing, () => `GraphQL: known ${wrong} vs unknown ${missing}`);

  const rest = (email: string, path: string, body: object) =>
    send({ method: 'POST', url: `${stack.restApiUrl}/setup/employees/${path}`, headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress() }, body: JSON.stringify({ email, ...body }) }).then(
      (answer) => `${answer.status} ${answer.text}`,
    );
  const restWrong = await rest(known.email, 'authenticate', { password: 'Wrong12345x' });
  const restMissing = await rest(unknown, 'authenticate', { password: 'Wrong12345x' });
  check.expect(restWrong === restMissing, () => `REST: known ${restWrong} vs unknown ${restMissing}`);

  for (let i = 0; i < ACCOUNT_FAILURES; i++) await rest(known.email, 'authenticate', { password: `Lock${i}Wrong123` });
  const locked = await rest(known.email, 'authenticate', { password: known.password });
  check.expect(locked === restMissing, () => `REST: locked ${locked} vs unknown ${restMissing}`);

  const reset = (email: string) =>
    graphql(stack.gatewayUrl, { query: 'mutation($email: String!) { requestPasswordReset(email: $email) }', variables: { email }, requestId: requestId('reset'), headers: { 'x-forwarded-for': nextClientAddress() } }).then(answerOf);
  const resetKnown = await reset(known.email);
  const resetUnknown = await reset(unknown);
  check.expect(resetKnown === resetUnknown, () => `reset: known ${resetKnown} vs unknown ${resetUnknown}`);
  const restResetKnown = await rest(known.email, 'reset', {});
  const restResetUnknown = await rest(unknown, 'reset', {});
  check.expect(restResetKnown === restResetUnknown, () => `REST reset: known ${restResetKnown} vs unknown ${restResetUnknown}`);
  return check.figure('5 pairs compared byte for byte').finish();
}

function codeOf(answer: GraphqlExchange): string | undefined {
  return answer.errors[0]?.extensions?.code;
}

/** An answer as compared for enumeration: status and body. */
function answerOf(answer: GraphqlExchange): string {
  return `${answer.status} ${answer.text}`;
}
