import { AUTHENTICATE, authenticate, nextClientAddress, signIn } from '../client/accounts';
import { registerEmployee } from '../client/employees';
import { graphql, requestId, type GraphqlCall, type GraphqlExchange } from '../client/graphql';
import { send } from '../client/http';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { countRequests } from '../stack/logs';
import { sleep } from '../../scripts/stack/service';
import type { Stack } from '../stack/stack';

/**
 * rest-api's sign-in limits (docs/setup-contract.md "Auth"): from one address, 3 failures for an account
 * are free and each further attempt waits for a delay that doubles; 60 counted attempts per address a
 * minute (SIGN_IN_LIMIT_PER_MINUTE: failures for accounts that never signed in from there; never a success).
 */
const FREE_FAILURES = 3;
const ADDRESS_ATTEMPTS = 60;

/**
 * Brute force and enumeration, through the gateway and the web server (DESIGN §2 auth):
 * - backoff instead of a lock: after 3 failures from one address, that address waits (TOO_MANY_REQUESTS
 *   with `retryAfter`, a message that points to the password reset), attempts during the wait neither
 *   check the password nor extend it, and the person keeps signing in from their own address however
 *   many failures other addresses pile up;
 * - aliases cannot multiply attempts: a request of 15 aliased `authenticate` tries one password (the
 *   first refusal ends the operation) and cannot step over the backoff; 16 aliases and a batch (JSON
 *   array) are refused before any upstream call;
 * - the per-address limit counts real clients: clients at other loopback socket addresses (127.0.0.2…)
 *   that put a forged `X-Forwarded-For` through the web server, straight to the gateway and straight to
 *   rest-api are limited at attempt 61 all the same, a forged address spends nobody else's budget, and
 *   25 anonymous failures for a person do not keep them out;
 * - enumeration: a known and an unknown e-mail get identical answers (status and body), for a wrong
 *   password, a throttled account and a password reset, through the gateway and on REST.
 * The suite's own clients (127.0.0.1) may claim addresses in `X-Forwarded-For`, as the web server at that
 * address does (TRUST_PROXY=127.0.0.1, as `npm start` sets it).
 */
export async function runBruteForceChecks(stack: Stack): Promise<CheckResult[]> {
  const admin = await signIn(stack.gatewayUrl, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());
  await stack.startWeb();
  return [
    await backoff(stack, admin.token),
    await aliasesAndBatches(stack, admin.token),
    await addressLimit(stack),
    await enumeration(stack, admin.token),
    await resetConfirmLimit(stack, admin.token),
  ];
}

/**
 * `reset/confirm` counts towards the per-address limit as sign-in and `reset/check` do
 * (docs/setup-contract.md "Auth"): from one client address, 20 confirmations with guessed tokens are
 * answered 400 and the 21st 429 with `Retry-After` (REST) / TOO_MANY_REQUESTS (GraphQL), even with a
 * working link, which is not used up by the refusal and works from another address.
 */
async function resetConfirmLimit(stack: Stack, adminToken: string): Promise<CheckResult> {
  const check = new Check(
    'Brute force',
    'Reset-link confirmations per client address',
    `confirmation ${ADDRESS_ATTEMPTS + 1} in a minute from one address → 429 / TOO_MANY_REQUESTS before the link is used; others unaffected`,
  );
  const person = await registerEmployee(stack.gatewayUrl, adminToken, 'resetconfirm');
  const mailed = stack.mail.next(person.email);
  await graphql(stack.gatewayUrl, {
    query: 'mutation($email: String!) { requestPasswordReset(email: $email) }',
    variables: { email: person.email },
    requestId: requestId('resetconfirm'),
    headers: { 'x-forwarded-for': nextClientAddress() },
  });
  const token = /reset-password\?token=([\w-]{20,})/.exec((await mailed).text)?.[1] ?? 'no-token-mailed';
  const confirm = (address: string, guess: string) =>
    send({
      method: 'POST',
      url: `${stack.restApiUrl}/setup/employees/reset/confirm`,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ token: guess, password: 'Guessed4Reset1' }),
    });
  const address = nextClientAddress();
  let guessesAnswered400 = 0;
  for (let n = 1; n <= ADDRESS_ATTEMPTS; n++) if ((await confirm(address, `guessed-token-${n}-${Date.now()}`)).status === 400) guessesAnswered400 += 1;
  check.expect(guessesAnswered400 === ADDRESS_ATTEMPTS, () => `${guessesAnswered400} of ${ADDRESS_ATTEMPTS} guesses answered 400`);
  const limited = await confirm(address, token);
  check.expect(limited.status === 429 && Number(limited.headers['retry-after']) > 0, () => `confirmation ${ADDRESS_ATTEMPTS + 1}: ${limited.status} ${limited.text.slice(0, 200)}`);
  const viaGateway = await graphql(stack.gatewayUrl, {
    query: 'mutation($token: String!, $password: String!) { confirmPasswordReset(token: $token, password: $password) }',
    variables: { token, password: 'Guessed4Reset1' },
    requestId: requestId('resetconfirm'),
    headers: { 'x-forwarded-for': address },
  });
  check.expect(codeOf(viaGateway) === 'TOO_MANY_REQUESTS', () => `GraphQL confirmation from the limited address: ${viaGateway.text.slice(0, 200)}`);
  const elsewhere = await confirm(nextClientAddress(), token);
  check.expect(elsewhere.status === 200, () => `the link from another address after the refusals: ${elsewhere.status} ${elsewhere.text.slice(0, 200)}`);
  return check
    .figure(`${guessesAnswered400} guesses answered 400, then ${limited.status} (REST) and ${codeOf(viaGateway) ?? 'no error'} (GraphQL); the link worked from another address`)
    .finish();
}

async function backoff(stack: Stack, adminToken: string): Promise<CheckResult> {
  const check = new Check(
    'Brute force',
    'Sign-in backoff cannot keep a person out',
    'after 3 failures the address waits (retryAfter, reset hint), waits do not grow while refused, the person signs in from their own address',
  );
  const victim = await registerEmployee(stack.gatewayUrl, adminToken, 'backoff');
  const home = nextClientAddress();
  const first = await authenticate(stack.gatewayUrl, victim.email, victim.password, home);
  check.expect(Boolean(first.data?.authenticate), () => `the person's first sign-in: ${first.text.slice(0, 200)}`);

  const attacker = nextClientAddress();
  for (let attempt = 1; attempt <= FREE_FAILURES; attempt++) {
    const answer = await authenticate(stack.gatewayUrl, victim.email, `Wrong${attempt}Password`, attacker);
    check.expect(codeOf(answer) === 'UNAUTHENTICATED', () => `wrong password ${attempt}: ${answer.text.slice(0, 200)}`);
  }
  const waits: number[] = [];
  for (let attempt = 1; attempt <= 6; attempt++) {
    // The right password too: during a wait nothing is checked.
    const answer = await authenticate(stack.gatewayUrl, victim.email, attempt === 6 ? victim.password : `Again${attempt}Password`, attacker);
    const error = answer.errors[0];
    const retryAfter = (error?.extensions as { retryAfter?: unknown } | undefined)?.retryAfter;
    if (typeof retryAfter === 'number') waits.push(retryAfter);
    check.expect(
      codeOf(answer) === 'TOO_MANY_REQUESTS' && typeof retryAfter === 'number' && retryAfter > 0 && /reset/i.test(error?.message ?? '') && !answer.data?.authenticate,
      () => `attempt ${attempt} during the wait: ${answer.text.slice(0, 240)}`,
    );
  }
  check.expect(
    waits.every((wait, i) => i === 0 || wait <= waits[i - 1]!),
    () => `refused attempts extended the wait: ${waits.join(', ')} s`,
  );

  // Failures from many other addresses do not keep the person out of their own.
  for (let other = 0; other < 5; other++) {
    const address = nextClientAddress();
    for (let attempt = 1; attempt <= FREE_FAILURES; attempt++) await authenticate(stack.gatewayUrl, victim.email, `Spray${other}x${attempt}Word`, address);
  }
  const home2 = await authenticate(stack.gatewayUrl, victim.email, victim.password, home);
  check.expect(Boolean(home2.data?.authenticate), () => `the person from their own address after ${FREE_FAILURES * 6 + 6} failures elsewhere: ${home2.text.slice(0, 200)}`);
  return check.figure(`refused while waiting: ${waits.join(', ')} s; the person signed in from their address after ${FREE_FAILURES * 6 + 6} failures elsewhere`).finish();
}

async function aliasesAndBatches(stack: Stack, adminToken: string): Promise<CheckResult> {
  const check = new Check(
    'Brute force',
    'Aliases and batches cannot multiply attempts',
    'a request of 15 aliased sign-ins tries 1 password and meets the backoff; 16 aliases and batches refused with 0 upstream calls',
  );
  const victim = await registerEmployee(stack.gatewayUrl, adminToken, 'aliases');
  const aliases = (count: number, round: number) =>
    `mutation { ${Array.from({ length: count }, (_, i) => `a${i}: authenticate(email: "${victim.email}", password: "Guess${round}x${i}Password") { token }`).join(' ')} }`;

  // Mutation fields run one after the other, and the first refused sign-in (a non-null field) ends the
  // operation: however many aliases, one password is tried per request, and the backoff holds.
  const attacker = nextClientAddress();
  const sent: string[] = [];
  for (let round = 1; round <= FREE_FAILURES; round++) {
    const answer = await graphql(stack.gatewayUrl, { query: aliases(15, round), requestId: requestId('aliases'), headers: { 'x-forwarded-for': attacker } });
    check.expect(!answer.data && codeOf(answer) === 'UNAUTHENTICATED', () => `15 aliases, round ${round}: ${answer.text.slice(0, 200)}`);
    sent.push(answer.requestId);
  }
  // At once: the first wait after the free failures is 1 s, which counting in the logs first could outlast on a busy machine.
  const after = await graphql(stack.gatewayUrl, { query: aliases(15, 9), requestId: requestId('aliases'), headers: { 'x-forwarded-for': attacker } });
  check.expect(!after.data && codeOf(after) === 'TOO_MANY_REQUESTS', () => `15 aliases after ${FREE_FAILURES} failures: ${after.text.slice(0, 200)}`);
  await sleep(100);
  const attempts: number[] = [];
  for (const id of sent) attempts.push(await countRequests(stack.restApi, 'reqId', id));
  check.expect(
    attempts.every((n) => n === 1),
    () => `upstream sign-in attempts per 15-alias request: ${attempts.join(', ')}`,
  );

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
    .figure(`15-alias requests tried ${attempts.join(', ')} password(s) each; the next met the backoff; 16 aliases: ${upstreamOf16} upstream calls; batch: ${upstreamOfBatch}`)
    .finish();
}

async function addressLimit(stack: Stack): Promise<CheckResult> {
  const check = new Check(
    'Brute force',
    'Sign-in attempts per real client, forged X-Forwarded-For',
    `attempt ${ADDRESS_ATTEMPTS + 1} in a minute from one socket address → TOO_MANY_REQUESTS whatever it claims (web server, gateway, REST); others unaffected`,
  );
  const paths: [string, string, (email: string, password: string, from: string, claimed: string) => Promise<string | undefined>][] = [
    ['web server', '127.0.0.2', (email, password, from, claimed) => graphql(stack.webUrl, signInCall(email, password, from, claimed)).then(codeOf)],
    ['gateway', '127.0.0.3', (email, password, from, claimed) => graphql(stack.gatewayUrl, signInCall(email, password, from, claimed)).then(codeOf)],
    [
      'rest-api',
      '127.0.0.4',
      (email, password, from, claimed) =>
        send({
          method: 'POST',
          url: `${stack.restApiUrl}/setup/employees/authenticate`,
          from,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': claimed },
          body: JSON.stringify({ email, password }),
        }).then((answer) => (answer.status === 429 ? 'TOO_MANY_REQUESTS' : answer.status === 401 ? 'UNAUTHENTICATED' : String(answer.status))),
    ],
  ];
  const limits: string[] = [];
  for (const [name, from, attempt] of paths) {
    let limitedAt = 0;
    for (let n = 1; n <= ADDRESS_ATTEMPTS + 1; n++) {
      // Each attempt claims another address, one of them the next path's real one.
      const claimed = n === 5 ? '127.0.0.9' : nextClientAddress();
      if ((await attempt(`nobody${n}.${Date.now()}@example.com`, 'Whatever12345', from, claimed)) === 'TOO_MANY_REQUESTS') {
        limitedAt = n;
        break;
      }
    }
    limits.push(`${name} at ${limitedAt || 'never'}`);
    check.expect(limitedAt === ADDRESS_ATTEMPTS + 1, () => `${name} from ${from} with forged addresses: limited at attempt ${limitedAt || 'never'}`);
  }
  // The address forged above (127.0.0.9) signs in for real: its budget was not spent.
  const claimedVictim = await graphql(stack.webUrl, signInCall(CONFIG.accounts.finance, CONFIG.password, '127.0.0.9', '127.0.0.1'));
  check.expect(Boolean(claimedVictim.data?.authenticate), () => `the address others claimed was refused: ${claimedVictim.text.slice(0, 200)}`);

  // 25 anonymous failures for a person from one client do not keep them out of their own.
  const person = await graphql(stack.webUrl, signInCall(CONFIG.accounts.hod, CONFIG.password, '127.0.0.10', '203.0.113.7'));
  check.expect(Boolean(person.data?.authenticate), () => `the person's first sign-in: ${person.text.slice(0, 200)}`);
  for (let n = 1; n <= 25; n++) await graphql(stack.webUrl, signInCall(CONFIG.accounts.hod, `Guess${n}Password`, '127.0.0.11', nextClientAddress()));
  const kept = await graphql(stack.webUrl, signInCall(CONFIG.accounts.hod, CONFIG.password, '127.0.0.10', nextClientAddress()));
  check.expect(Boolean(kept.data?.authenticate), () => `the person after 25 anonymous failures: ${kept.text.slice(0, 200)}`);
  return check
    .figure(
      `limited ${limits.join(', ')}; the forged address signs in: ${claimedVictim.data?.authenticate ? 'yes' : 'no'}; the person after 25 failures: ${kept.data?.authenticate ? 'yes' : 'no'}`,
    )
    .finish();
}

/** A sign-in as a client at socket address `from` that claims `claimed` in `X-Forwarded-For`. */
function signInCall(email: string, password: string, from: string, claimed: string): GraphqlCall {
  return { query: AUTHENTICATE, variables: { email, password }, requestId: requestId('signin'), from, headers: { 'x-forwarded-for': claimed } };
}

async function enumeration(stack: Stack, adminToken: string): Promise<CheckResult> {
  const check = new Check('Brute force', 'Known and unknown e-mails answer alike', 'identical status and body (GraphQL and REST; wrong password, throttled, reset)');
  const known = await registerEmployee(stack.gatewayUrl, adminToken, 'enumeration');
  const unknown = `no.such.${Date.now()}@example.com`;
  const pairs: [string, () => Promise<string>][] = [
    ['GraphQL wrong password', () => authenticate(stack.gatewayUrl, known.email, 'Wrong12345x', nextClientAddress()).then(answerOf)],
    ['GraphQL unknown e-mail', () => authenticate(stack.gatewayUrl, unknown, 'Wrong12345x', nextClientAddress()).then(answerOf)],
  ];
  const [wrong, missing] = [await pairs[0]![1](), await pairs[1]![1]()];
  check.expect(wrong === missing, () => `GraphQL: known ${wrong} vs unknown ${missing}`);

  const rest = (email: string, path: string, body: object) =>
    send({
      method: 'POST',
      url: `${stack.restApiUrl}/setup/employees/${path}`,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress() },
      body: JSON.stringify({ email, ...body }),
    }).then((answer) => `${answer.status} ${answer.text}`);
  const restWrong = await rest(known.email, 'authenticate', { password: 'Wrong12345x' });
  const restMissing = await rest(unknown, 'authenticate', { password: 'Wrong12345x' });
  check.expect(restWrong === restMissing, () => `REST: known ${restWrong} vs unknown ${restMissing}`);

  const throttled = async (email: string) => {
    const address = nextClientAddress();
    const attempt = (password: string) =>
      send({
        method: 'POST',
        url: `${stack.restApiUrl}/setup/employees/authenticate`,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, password }),
      });
    for (let i = 0; i < FREE_FAILURES; i++) await attempt(`Lock${i}Wrong123`);
    const answer = await attempt('Lock9Wrong123');
    // The wait in the message and Retry-After counts down; compare the shape, not the seconds.
    return `${answer.status} ${answer.text.replace(/\d+/g, 'N')}`;
  };
  const lockedKnown = await throttled(known.email);
  const lockedUnknown = await throttled(unknown);
  check.expect(lockedKnown === lockedUnknown && lockedKnown.startsWith('429'), () => `REST throttled: known ${lockedKnown} vs unknown ${lockedUnknown}`);

  const reset = (email: string) =>
    graphql(stack.gatewayUrl, {
      query: 'mutation($email: String!) { requestPasswordReset(email: $email) }',
      variables: { email },
      requestId: requestId('reset'),
      headers: { 'x-forwarded-for': nextClientAddress() },
    }).then(answerOf);
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
