import { nextClientAddress, signIn } from '../client/accounts';
import { graphql, requestId } from '../client/graphql';
import { send } from '../client/http';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { findLeaks } from '../report/leaks';
import type { Stack } from '../stack/stack';

/** Days and instants outside the accepted 1900–2999 (contract/dates.ts), and inside edges that must still work. */
const OUT_OF_RANGE_DAYS = ['9999-12-31', '3000-01-01', '1899-12-31', '0001-01-01', '0000-01-01'];

/**
 * Dates out of range (docs/setup-contract.md "Dates"): the dashboard's `date` and the claim totals'
 * `from`/`to` (and a list's period filter) outside 1900–2999 are a 400 with a field error on REST and
 * BAD_USER_INPUT through the gateway, never a 500 (the dashboard of 9999-12-31 failed in PostgreSQL's time
 * zone conversion), with nothing leaked; the first and last accepted days still answer 200.
 */
export async function runDateRangeChecks(stack: Stack): Promise<CheckResult> {
  const check = new Check('Fuzz', 'Dates outside 1900–2999: dashboard, claim totals, period filter', 'REST 400 naming the field, GraphQL BAD_USER_INPUT; never 500');
  const { token } = await signIn(stack.gatewayUrl, CONFIG.accounts.finance, CONFIG.password, nextClientAddress());
  const rest = (path: string) => send({ method: 'GET', url: `${stack.restApiUrl}/setup/${path}`, headers: { authorization: `Bearer ${token}` } });
  const refused = async (path: string, field: string) => {
    const answer = await rest(path);
    const errors = (answer.json as { errors?: { field?: string; message?: string }[] } | undefined)?.errors ?? [];
    check.expect(
      answer.status === 400 && errors.some((error) => error.field === field && typeof error.message === 'string') && findLeaks(answer.text).length === 0,
      () => `REST ${path}: ${answer.status} ${answer.text.slice(0, 200)}`,
    );
  };
  for (const day of OUT_OF_RANGE_DAYS) {
    await refused(`dashboard?date=${day}`, 'date');
    await refused(`dashboard?date=${day}&timeZone=Pacific%2FKiritimati`, 'date');
    await refused(`claims/totals?from=${day}&to=${day}`, 'from');
    await refused(`claims/totals?from=2026-01-01&to=${day}`, 'to');
  }
  await refused('visits?period=2026-01-01T00:00:00Z,9999-12-31T00:00:00Z', 'period');
  for (const path of ['dashboard?date=1900-01-01', 'dashboard?date=2999-12-31&timeZone=Pacific%2FKiritimati', 'claims/totals?from=2999-01-01&to=2999-12-31']) {
    const answer = await rest(path);
    check.expect(answer.status === 200, () => `REST ${path} (in range): ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  const operations = [
    { query: 'query($date: Date) { dashboard(date: $date) { day } }', field: 'dashboard', variables: (day: string) => ({ date: day }) },
    { query: 'query($from: Date!, $to: Date!) { claimTotals(from: $from, to: $to) { month } }', field: 'claimTotals', variables: (day: string) => ({ from: day, to: day }) },
  ];
  for (const day of OUT_OF_RANGE_DAYS) {
    for (const operation of operations) {
      const answer = await graphql(stack.gatewayUrl, { query: operation.query, variables: operation.variables(day), token, requestId: requestId('dates') });
      check.expect(
        answer.errors.some((error) => error.extensions?.code === 'BAD_USER_INPUT') &&
          !answer.data?.[operation.field] &&
          answer.warnings.length === 0 &&
          findLeaks(answer.text).length === 0,
        () => `GraphQL ${operation.field} ${day}: ${answer.status} ${answer.text.slice(0, 200)}`,
      );
    }
  }
  return check.figure(`${OUT_OF_RANGE_DAYS.length} days outside the range on 2 REST routes, a period filter and 2 GraphQL operations`).finish();
}
