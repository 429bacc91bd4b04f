import { getWithToken, graphqlProblem, postGraphql } from '../stack/client';
import type { Workload } from './workloads';

/** A side that answers correctly (with the body of its single request, for autocannon's `expectBody`), or why not. */
export type Probe = { ok: true; body?: string; rows?: string[][] } | { ok: false; reason: string };

type Named = { _id: string; name: string };
type RestEmployee = { employeeName: string; department: string | null; position: string | null; grade: string | null };
type GraphqlEmployee = { employeeName: string; department: { name: string } | null; position: { name: string } | null; grade: { name: string } | null };

/** Employee rows `[name, department, position, grade]` joined as a REST client would: ids looked up in the full lists. */
function joinRest(page: { docs: RestEmployee[] }, lists: Named[][]): string[][] {
  const [departments = new Map<string, string>(), positions = new Map<string, string>(), grades = new Map<string, string>()] = lists.map(
    (list) => new Map(list.map((item) => [item._id, item.name])),
  );
  return page.docs.map((e) => [
    e.employeeName,
    (e.department && departments.get(e.department)) ?? '',
    (e.position && positions.get(e.position)) ?? '',
    (e.grade && grades.get(e.grade)) ?? '',
  ]);
}

/** Checks the REST side of `workload` once: every path answers 200 JSON. For employees, also joins the names. */
export async function probeRest(restApiUrl: string, workload: Workload, token: string): Promise<Probe> {
  const answers = [];
  for (const path of workload.restPaths) {
    const answer = await getWithToken(restApiUrl + path, token);
    if (answer.status !== 200 || answer.json === undefined) return { ok: false, reason: `GET ${path} answered ${answer.status}: ${answer.text.slice(0, 160)}` };
    answers.push(answer);
  }
  if (workload.name !== 'employeesPage') return { ok: true, body: answers[0]?.text };
  const [page, ...lists] = answers.map((a) => a.json);
  return { ok: true, rows: joinRest(page as { docs: RestEmployee[] }, lists as Named[][]) };
}

/** Checks the GraphQL side of `workload` once: 200, data, no error and no fallback warning. */
export async function probeGraphql(graphqlUrl: string, workload: Workload, token: string): Promise<Probe> {
  const answer = await postGraphql(graphqlUrl, workload.graphqlQuery, { token, variables: workload.graphqlVariables });
  const problem = graphqlProblem(answer);
  if (problem) return { ok: false, reason: `GraphQL ${workload.name}: ${problem}` };
  if (workload.name !== 'employeesPage') return { ok: true, body: answer.text };
  const items = (answer.json as { data: { employees: { items: GraphqlEmployee[] } } }).data.employees.items;
  return { ok: true, rows: items.map((e) => [e.employeeName, e.department?.name ?? '', e.position?.name ?? '', e.grade?.name ?? '']) };
}
