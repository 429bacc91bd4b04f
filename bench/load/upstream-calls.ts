import type { BenchConfig } from '../config';
import { reasonOf, type UpstreamCalls } from '../report/result';
import { graphqlProblem, postGraphql, type Answer } from '../stack/client';
import { startGateway } from '../stack/stack';
import { startCountingProxy } from './counting-proxy';
import { ALL_GRADES_QUERY, EMPLOYEES_PAGE_QUERY, GRADES_PAGE_QUERY, UPDATE_GRADE_MUTATION } from './workloads';

/** The GraphQL requests whose upstream calls are counted: the employees page at two sizes, and the grades queries. */
const COUNTED: { name: string; query: string; variables: Record<string, unknown> }[] = [
  { name: 'employees(pageSize: 10) with names', query: EMPLOYEES_PAGE_QUERY, variables: { pageSize: 10 } },
  { name: 'employees(pageSize: 50) with names', query: EMPLOYEES_PAGE_QUERY, variables: { pageSize: 50 } },
  { name: 'grades(page: 1)', query: GRADES_PAGE_QUERY, variables: {} },
  { name: 'allGrades', query: ALL_GRADES_QUERY, variables: {} },
];

/** The name under which the update of a grade is counted (report/targets.ts judges it: exactly one call). */
export const UPDATE_GRADE_COUNTED = 'updateGrade(one field)';

type Grade = { id: string; version: number; description: string | null };

/** The first grade of `allGrades`'s answer, or undefined when it holds none. */
function firstGrade(answer: Answer): Grade | undefined {
  return (answer.json as { data?: { allGrades?: Grade[] } } | undefined)?.data?.allGrades?.[0];
}

/** The first error of an `updateGrade` payload (`errors[]`), when it refused the change. */
function payloadProblem(answer: Answer): string | undefined {
  const error = (answer.json as { data?: { updateGrade?: { errors?: { code: string; message: string }[] } } } | undefined)?.data?.updateGrade?.errors?.[0];
  return error ? `${error.code}: ${error.message}` : undefined;
}

/**
 * Counts the upstream calls of one GraphQL request: starts a counting proxy in front of the rest-api and a
 * second gateway (not the measured one) behind it, sends each query of {@link COUNTED} once with its own
 * `x-request-id`, and reads what the proxy forwarded under that id (the gateway forwards the request id).
 * Last, an update of one grade's description (to the text it holds, so that the other parts read the same
 * data): against our rest-api, whose PUT is partial, it is one `PUT` (DESIGN §3, gateway/src/upstream/profile.ts).
 */
export async function countUpstreamCalls(config: BenchConfig, restApiUrl: string, token: string): Promise<UpstreamCalls[]> {
  const proxy = await startCountingProxy(config.ports.countingProxy, restApiUrl);
  try {
    const gateway = await startGateway(config, { name: 'probe-gateway', port: config.ports.probeGateway, upstreamUrl: proxy.url });
    try {
      const counted: UpstreamCalls[] = [];
      let grade: Grade | undefined;
      for (const [index, item] of COUNTED.entries()) {
        const requestId = `bench-calls-${index}-${Date.now()}`;
        const answer = await postGraphql(`${gateway.url}/graphql`, item.query, { token, requestId, variables: item.variables });
        const problem = graphqlProblem(answer);
        const requests = proxy.callsFor(requestId);
        counted.push({ query: item.name, calls: problem ? { notMeasured: `GraphQL answered: ${problem}` } : { count: requests.length, requests } });
        if (item.query === ALL_GRADES_QUERY && !problem) grade = firstGrade(answer);
      }
      counted.push({
        query: UPDATE_GRADE_COUNTED,
        calls: grade ? await countUpdate(`${gateway.url}/graphql`, proxy.callsFor, token, grade) : { notMeasured: 'allGrades answered no grade to update' },
      });
      return counted;
    } finally {
      await gateway.stop();
    }
  } catch (error) {
    return [...COUNTED.map((item) => item.name), UPDATE_GRADE_COUNTED].map((query) => ({ query, calls: { notMeasured: reasonOf(error) } }));
  } finally {
    await proxy.close();
  }
}

/** Sends the update of `grade` once with its own request id and answers what the proxy forwarded under it. */
async function countUpdate(graphqlUrl: string, callsFor: (requestId: string) => string[], token: string, grade: Grade): Promise<UpstreamCalls['calls']> {
  const requestId = `bench-calls-update-${Date.now()}`;
  const variables = { id: grade.id, version: grade.version, input: { description: grade.description } };
  const answer = await postGraphql(graphqlUrl, UPDATE_GRADE_MUTATION, { token, requestId, variables });
  const problem = graphqlProblem(answer) ?? payloadProblem(answer);
  if (problem) return { notMeasured: `GraphQL answered: ${problem}` };
  const requests = callsFor(requestId);
  return { count: requests.length, requests };
}
