import type { BenchConfig } from '../config';
import { reasonOf, type UpstreamCalls } from '../report/result';
import { graphqlProblem, postGraphql } from '../stack/client';
import { startGateway } from '../stack/stack';
import { startCountingProxy } from './counting-proxy';
import { ALL_GRADES_QUERY, EMPLOYEES_PAGE_QUERY, GRADES_PAGE_QUERY } from './workloads';

/** The GraphQL requests whose upstream calls are counted: the employees page at two sizes, and the grades queries. */
const COUNTED: { name: string; query: string; variables: Record<string, unknown> }[] = [
  { name: 'employees(pageSize: 10) with names', query: EMPLOYEES_PAGE_QUERY, variables: { pageSize: 10 } },
  { name: 'employees(pageSize: 50) with names', query: EMPLOYEES_PAGE_QUERY, variables: { pageSize: 50 } },
  { name: 'grades(page: 1)', query: GRADES_PAGE_QUERY, variables: {} },
  { name: 'allGrades', query: ALL_GRADES_QUERY, variables: {} },
];

/**
 * Counts the upstream calls of one GraphQL request: starts a counting proxy in front of the rest-api and a
 * second gateway (not the measured one) behind it, sends each query of {@link COUNTED} once with its own
 * `x-request-id`, and reads what the proxy forwarded under that id (the gateway forwards the request id).
 */
export async function countUpstreamCalls(config: BenchConfig, restApiUrl: string, token: string): Promise<UpstreamCalls[]> {
  const proxy = await startCountingProxy(config.ports.countingProxy, restApiUrl);
  try {
    const gateway = await startGateway(config, { name: 'probe-gateway', port: config.ports.probeGateway, upstreamUrl: proxy.url });
    try {
      const counted: UpstreamCalls[] = [];
      for (const [index, item] of COUNTED.entries()) {
        const requestId = `bench-calls-${index}-${Date.now()}`;
        const answer = await postGraphql(`${gateway.url}/graphql`, item.query, { token, requestId, variables: item.variables });
        const problem = graphqlProblem(answer);
        const requests = proxy.callsFor(requestId);
        counted.push({ query: item.name, calls: problem ? { notMeasured: `GraphQL answered: ${problem}` } : { count: requests.length, requests } });
      }
      return counted;
    } finally {
      await gateway.stop();
    }
  } catch (error) {
    return COUNTED.map((item) => ({ query: item.name, calls: { notMeasured: reasonOf(error) } }));
  } finally {
    await proxy.close();
  }
}
