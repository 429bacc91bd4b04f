import { nextClientAddress, signIn } from '../client/accounts';
import { graphql, requestId } from '../client/graphql';
import { send } from '../client/http';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { findLeaks } from '../report/leaks';
import type { Stack } from '../stack/stack';

/** The sections each role's dashboard carries (docs/dashboard.md): the team's for Hod, Gvr and Admin, the claims for Finance. */
const SECTIONS: Readonly<Record<keyof typeof CONFIG.accounts, { team: boolean; claims: boolean }>> = {
  employee: { team: false, claims: false },
  product: { team: false, claims: false },
  finance: { team: false, claims: true },
  hod: { team: true, claims: false },
  gvr: { team: true, claims: false },
  admin: { team: true, claims: false },
};

/**
 * The dashboard (`GET /setup/dashboard`, GraphQL `dashboard`; docs/dashboard.md) for every role and with
 * bad input: each role's answer carries exactly its sections, no token is 401 / UNAUTHENTICATED, an
 * unknown time zone, a malformed or impossible day and an unknown parameter are 400 / BAD_USER_INPUT
 * with a message, never a 500 or a fallback warning, and nothing leaks.
 */
export async function runDashboardChecks(stack: Stack): Promise<CheckResult> {
  const check = new Check(
    'Tokens',
    'Dashboard: sections per role, no token, bad time zone and day',
    'each role its sections; 401; 400 / BAD_USER_INPUT, never 500 or a fallback warning',
  );
  let adminToken = '';
  for (const [role, email] of Object.entries(CONFIG.accounts) as [keyof typeof CONFIG.accounts, string][]) {
    const { token } = await signIn(stack.gatewayUrl, email, CONFIG.password, nextClientAddress());
    if (role === 'admin') adminToken = token;
    const answer = await graphql(stack.gatewayUrl, { query: '{ dashboard { day team { people } claims { submitted } } }', token, requestId: requestId('dashboard') });
    const dashboard = answer.data?.dashboard as { team: unknown; claims: unknown } | null | undefined;
    const expected = SECTIONS[role];
    check.expect(
      answer.errors.length === 0 && !!dashboard && (dashboard.team !== null) === expected.team && (dashboard.claims !== null) === expected.claims,
      () => `${role}'s dashboard: ${answer.status} ${answer.text.slice(0, 240)}`,
    );
  }
  const none = await graphql(stack.gatewayUrl, { query: '{ dashboard { day } }', requestId: requestId('dashboard') });
  check.expect(none.errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED') && !none.data?.dashboard, () => `no token: ${none.text.slice(0, 200)}`);
  const noneRest = await send({ method: 'GET', url: `${stack.restApiUrl}/setup/dashboard` });
  check.expect(noneRest.status === 401, () => `REST without a token: ${noneRest.status}`);
  const badQueries = ['timeZone=Mars%2FBase', 'timeZone=%27%3B%20drop%20table%20visits', `timeZone=${'A'.repeat(5000)}`, 'date=2026-02-30', 'date=2026-13-01', 'date=-1', 'week=3'];
  for (const query of badQueries) {
    const answer = await send({ method: 'GET', url: `${stack.restApiUrl}/setup/dashboard?${query}`, headers: { authorization: `Bearer ${adminToken}` } });
    const message = (answer.json as { message?: unknown } | undefined)?.message;
    check.expect(
      answer.status === 400 && typeof message === 'string' && findLeaks(answer.text).length === 0,
      () => `REST ?${query.slice(0, 60)}: ${answer.status} ${answer.text.slice(0, 200)}`,
    );
  }
  const badVariables: Record<string, unknown>[] = [{ timeZone: 'Mars/Base' }, { timeZone: 'x'.repeat(5000) }, { date: '2026-02-30' }, { date: 'tomorrow' }];
  for (const variables of badVariables) {
    const answer = await graphql(stack.gatewayUrl, {
      query: 'query($timeZone: String, $date: Date) { dashboard(timeZone: $timeZone, date: $date) { day } }',
      variables,
      token: adminToken,
      requestId: requestId('dashboard'),
    });
    check.expect(
      answer.errors.some((error) => error.extensions?.code === 'BAD_USER_INPUT') && answer.warnings.length === 0 && !answer.data?.dashboard && findLeaks(answer.text).length === 0,
      () => `GraphQL ${JSON.stringify(variables).slice(0, 60)}: ${answer.status} ${answer.text.slice(0, 200)}`,
    );
  }
  return check.figure(`${Object.keys(SECTIONS).length} roles, ${badQueries.length} REST and ${badVariables.length} GraphQL bad inputs`).finish();
}
