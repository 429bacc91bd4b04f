import { nextClientAddress, signIn, type Session } from '../client/accounts';
import { graphql, requestId } from '../client/graphql';
import { send, type Exchange } from '../client/http';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import { findLeaks } from '../report/leaks';
import { countRequests } from '../stack/logs';
import { sleep } from '../../scripts/stack/service';
import type { Stack } from '../stack/stack';

const EMPLOYEE = 'id employeeName email grade { id name } department { id name head { id employeeName } } companies { id name }';

/**
 * GraphQL-specific attacks (reliability/README.md), with an Admin token so that only the protections can stop them:
 * - over-deep, over-aliased, over-costly, over-long (tokens) and over-directed queries are refused with
 *   400 before any upstream call (counted in rest-api's request log by request id), while the same
 *   shapes within the limits do reach upstream (the counting works);
 * - CSRF: a mutation by GET, or POSTed as `text/plain`, form-encoded or multipart without a preflight
 *   header, is refused, reaches no upstream, and creates nothing;
 * - introspection needs a signed-in caller (UNAUTHENTICATED and no schema without a token) and, well-formed
 *   or malformed, never answers a stack trace or a path.
 */
export async function runGraphqlProtectionChecks(stack: Stack): Promise<CheckResult[]> {
  const admin = await signIn(stack.gatewayUrl, CONFIG.accounts.admin, CONFIG.password, nextClientAddress());
  return [await queryLimits(stack, admin), await csrf(stack, admin), await introspection(stack, admin)];
}

async function queryLimits(stack: Stack, admin: Session): Promise<CheckResult> {
  const check = new Check('GraphQL', 'Over-deep, over-aliased, over-costly, over-long queries', 'refused with 400 before any upstream call');
  const nest = (levels: number): string => (levels === 0 ? 'id' : `id reportsTo { ${nest(levels - 1)} }`);
  const aliases = (count: number) => Array.from({ length: count }, (_, i) => `a${i}: allGrades { id }`).join(' ');
  const costly = Array.from({ length: 8 }, (_, i) => `e${i}: employees { items { ${EMPLOYEE} reportsTo { ${EMPLOYEE} reportsTo { ${EMPLOYEE} } } } }`).join(' ');
  const cases: { name: string; over: string; within: string }[] = [
    { name: 'depth 11', over: `{ employee(id: "${admin.id}") { ${nest(10)} } }`, within: `{ employee(id: "${admin.id}") { ${nest(3)} } }` },
    { name: '16 aliases', over: `{ ${aliases(16)} }`, within: `{ ${aliases(15)} }` },
    { name: 'cost over 2000', over: `{ ${costly} }`, within: `{ employees { items { ${EMPLOYEE} } } }` },
    { name: 'over 2000 tokens', over: `{ allGrades { ${'id '.repeat(2100)}} }`, within: `{ allGrades { ${'id '.repeat(100)}} }` },
    { name: '21 directives', over: `{ allGrades { id ${'@include(if: true) '.repeat(21)}} }`, within: `{ allGrades { id @include(if: true) } }` },
    {
      name: 'fragment cycle',
      over: '{ allGrades { ...A } } fragment A on Grade { id ...B } fragment B on Grade { name ...A }',
      within: '{ allGrades { ...A } } fragment A on Grade { id name }',
    },
  ];
  const sent: { name: string; over: string; within: string; overAnswer: Exchange; overId: string; withinId: string; withinStatus: number }[] = [];
  for (const item of cases) {
    const overId = requestId('limits');
    const withinId = requestId('limits');
    const overAnswer = await graphql(stack.gatewayUrl, { query: item.over, token: admin.token, requestId: overId });
    const within = await graphql(stack.gatewayUrl, { query: item.within, token: admin.token, requestId: withinId });
    sent.push({ ...item, overAnswer, overId, withinId, withinStatus: within.status });
  }
  await sleep(300);
  let refusedBeforeUpstream = 0;
  for (const item of sent) {
    const overCalls = await countRequests(stack.restApi, 'reqId', item.overId);
    const withinCalls = await countRequests(stack.restApi, 'reqId', item.withinId);
    const leaks = findLeaks(item.overAnswer.text);
    const refused = item.overAnswer.status === 400 && overCalls === 0 && leaks.length === 0;
    if (refused) refusedBeforeUpstream += 1;
    check.expect(refused, () => `${item.name}: ${item.overAnswer.status}, ${overCalls} upstream calls ${leaks.join(' ')} ${item.overAnswer.text.slice(0, 160)}`);
    check.expect(
      withinCalls > 0 && item.withinStatus === 200,
      () => `${item.name}: the same shape within the limit made ${withinCalls} upstream calls (status ${item.withinStatus})`,
    );
  }
  return check.figure(`${refusedBeforeUpstream} of ${cases.length} refused with 0 upstream calls; each shape within its limit reached upstream`).finish();
}

async function csrf(stack: Stack, admin: Session): Promise<CheckResult> {
  const check = new Check('GraphQL', 'CSRF: mutations by GET, text/plain, form-encoded, multipart without preflight', 'refused, 0 upstream calls, nothing created');
  const marker = `Csrf ${Date.now()}`;
  const mutation = (how: string) => `mutation { createGrade(input: { name: "${marker} ${how}" }) { grade { id } errors { code } } }`;
  const url = `${stack.gatewayUrl}/graphql`;
  const auth = { authorization: `Bearer ${admin.token}` };
  const attempts: { how: string; method: string; url: string; headers: Record<string, string>; body?: string }[] = [
    { how: 'GET', method: 'GET', url: `${url}?query=${encodeURIComponent(mutation('GET'))}`, headers: { ...auth } },
    { how: 'GET with JSON accept', method: 'GET', url: `${url}?query=${encodeURIComponent(mutation('GET json'))}`, headers: { ...auth, accept: 'application/json' } },
    { how: 'text/plain', method: 'POST', url, headers: { ...auth, 'content-type': 'text/plain' }, body: JSON.stringify({ query: mutation('text') }) },
    { how: 'form-encoded', method: 'POST', url, headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, body: `query=${encodeURIComponent(mutation('form'))}` },
    {
      how: 'multipart',
      method: 'POST',
      url,
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=csrf' },
      body: `--csrf\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: mutation('multipart') })}\r\n--csrf\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--csrf--\r\n`,
    },
  ];
  for (const attempt of attempts) {
    const id = requestId('csrf');
    const answer = await send({ method: attempt.method, url: attempt.url, headers: { ...attempt.headers, 'x-request-id': id }, body: attempt.body });
    await sleep(200);
    const upstream = await countRequests(stack.restApi, 'reqId', id);
    check.expect(answer.status >= 400 && answer.status < 500 && upstream === 0, () => `${attempt.how}: ${answer.status}, ${upstream} upstream calls, ${answer.text.slice(0, 160)}`);
  }
  const created = await graphql(stack.gatewayUrl, { query: `{ grades(search: "${marker}") { total } }`, token: admin.token, requestId: requestId('csrf') });
  const total = (created.data?.grades as { total: number } | undefined)?.total;
  check.expect(total === 0, () => `grades created by refused requests: ${String(total)}`);
  return check.figure(`${attempts.length} cross-site forms refused; ${String(total)} grades created`).finish();
}

async function introspection(stack: Stack, admin: Session): Promise<CheckResult> {
  const check = new Check('GraphQL', 'Introspection and malformed introspection', 'without a token UNAUTHENTICATED and no schema; never a stack trace, path or internal error');
  const deepOfType = (levels: number): string => (levels === 0 ? 'name' : `name ofType { ${deepOfType(levels - 1)} }`);
  const queries = [
    '{ __schema { queryType { name } mutationType { name } types { name kind fields { name args { name type { name } } } } } }',
    '{ __type(name: 123) { name } }',
    '{ __type { name } }',
    '{ __schema { types { fields(includeDeprecated: "yes") { name } } } }',
    '{ __schema { nope } }',
    `{ __schema { types { fields { type { ${deepOfType(60)} } } } } }`,
    '{ __typename @skip(if: "x") }',
    'query { __schema { directives { name args { defaultValue } } } } query Other { __typename }',
  ];
  for (const token of [admin.token, undefined]) {
    for (const query of queries) {
      const answer = await graphql(stack.gatewayUrl, { query, token, requestId: requestId('introspection') });
      const codes = answer.errors.map((error) => error.extensions?.code);
      const leaks = findLeaks(answer.text);
      check.expect(
        answer.status > 0 && answer.status < 500 && leaks.length === 0 && !codes.includes('INTERNAL_SERVER_ERROR') && !/stacktrace/i.test(answer.text),
        () => `${query.slice(0, 60)}: ${answer.status} ${leaks.join(' ')} ${answer.text.slice(0, 200)}`,
      );
      if (!token) {
        // A well-formed introspection is refused for being anonymous; a malformed one may fail validation first.
        const wellFormed = query === queries[0];
        check.expect(
          (!wellFormed || codes.includes('UNAUTHENTICATED')) && !/"__schema"\s*:\s*\{|"__type"\s*:\s*\{|"types"\s*:/.test(answer.text),
          () => `without a token: ${query.slice(0, 60)}: ${answer.text.slice(0, 200)}`,
        );
      }
    }
  }
  return check.figure(`${queries.length * 2} introspection queries, with and without a token`).finish();
}
