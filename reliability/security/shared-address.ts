import { authenticate, nextClientAddress, signIn } from '../client/accounts';
import { registerEmployee } from '../client/employees';
import type { GraphqlExchange } from '../client/graphql';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import type { Stack } from '../stack/stack';

/** Honest people behind the shared address, each signing in there for the first time. */
const PEOPLE = 20;
/** Anonymous failures mixed in among them (the 30 a minute). */
const ANONYMOUS = 30;
/** rest-api's SIGN_IN_LIMIT_PER_MINUTE default: counted attempts of one address a minute. */
const ADDRESS_LIMIT = 60;

/**
 * Many people behind ONE address (an office proxy or NAT; docs/security.md "Sign-in limits"): 30
 * anonymous bad sign-ins and 20 people signing in there for the first time, interleaved, from one
 * client address → every person gets in (successes count towards no limit); anonymous guessing from that
 * address is still cut within the per-address limit (SIGN_IN_LIMIT_PER_MINUTE more attempts at most); and a person who signed in there before still
 * gets in once the address is over its limit.
 */
export async function runSharedAddressCheck(stack: Stack): Promise<CheckResult> {
  const check = new Check(
    'Brute force',
    'One address shared by many people, anonymous failures among them',
    `${ANONYMOUS} anonymous failures + ${PEOPLE} first sign-ins from one address: 0 people refused; anonymous guessing then cut within ${ADDRESS_LIMIT + 1} more attempts; regulars still get in`,
  );
  const admin = await signIn(stack.gatewayUrl, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());
  const people = [];
  for (let n = 0; n < PEOPLE; n++) people.push(await registerEmployee(stack.gatewayUrl, admin.token, `office${n}`));
  const office = nextClientAddress();
  const anonymous = (n: number) => authenticate(stack.gatewayUrl, `anonymous${n}.${Date.now()}@example.com`, `Guess${n}Password`, office);

  let refused = 0;
  let sent = 0;
  for (let n = 0; n < Math.max(ANONYMOUS, PEOPLE); n++) {
    if (n < ANONYMOUS) {
      const answer = await anonymous(sent++);
      check.expect(codeOf(answer) === 'UNAUTHENTICATED', () => `anonymous failure ${n + 1}: ${answer.text.slice(0, 200)}`);
    }
    const person = people[n];
    if (!person) continue;
    const signedIn = await authenticate(stack.gatewayUrl, person.email, person.password, office);
    if (!signedIn.data?.authenticate) {
      refused += 1;
      check.expect(false, () => `${person.email} refused: ${signedIn.text.slice(0, 200)}`);
    }
  }

  // Anonymous guessing from the address is still bounded: cut within one limit's worth of further attempts
  // (the mixed part above may take longer than the limit's one-minute window on a busy machine).
  let limitedAt = 0;
  for (let n = 1; n <= ADDRESS_LIMIT + 1; n++) {
    if (codeOf(await anonymous(sent++)) === 'TOO_MANY_REQUESTS') {
      limitedAt = n;
      break;
    }
  }
  check.expect(limitedAt > 0, () => `anonymous attempts from the address not limited within ${ADDRESS_LIMIT + 1} more`);
  // …while a person who signed in there before is not held up by it.
  const regular = people[0]!;
  const again = await authenticate(stack.gatewayUrl, regular.email, regular.password, office);
  check.expect(Boolean(again.data?.authenticate), () => `a regular of the address once it is over its limit: ${again.text.slice(0, 200)}`);
  return check
    .figure(
      `${refused} of the people refused; further anonymous attempts limited at ${limitedAt || 'never'}; a regular afterwards: ${again.data?.authenticate ? 'signed in' : 'refused'}`,
    )
    .finish();
}

function codeOf(answer: GraphqlExchange): string | undefined {
  return answer.errors[0]?.extensions?.code;
}
