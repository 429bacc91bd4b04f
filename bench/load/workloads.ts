import { graphqlBody } from '../stack/client';
import type { LoadRequest } from './autocannon';

/** The GraphQL twin of `GET /setup/grades/?page=1`: the same page with every field of a grade. */
export const GRADES_PAGE_QUERY = 'query BenchGradesPage { grades(page: 1) { items { id name level description version createdAt updatedAt } page pageSize total totalPages } }';

/** The GraphQL twin of `GET /setup/grades/all`. */
export const ALL_GRADES_QUERY = 'query BenchAllGrades { allGrades { id name level description version createdAt updatedAt } }';

/**
 * A partial update of a grade (spec §7 `PUT /setup/grades/{id}`): `input` holds only the fields changed,
 * `version` the one read; the payload's errors are selected so that a refusal is seen.
 */
export const UPDATE_GRADE_MUTATION =
  'mutation BenchUpdateGrade($id: ID!, $version: Int!, $input: GradeUpdateInput!) { updateGrade(id: $id, version: $version, input: $input) { grade { id version description } errors { code message } } }';

/** An employees page with the names of department, position and grade resolved (the performance target's wording). */
export const EMPLOYEES_PAGE_QUERY =
  'query BenchEmployeesPage($pageSize: Int!) { employees(pageSize: $pageSize) { items { employeeName department { name } position { name } grade { name } } } }';

/** REST paths a REST client calls to show an employees page of `limit` with names: the page, then the three lists its ids point into. */
export function employeesRestPaths(limit: number): string[] {
  return [`/setup/employees/?page=1&limit=${limit}`, '/setup/departments/all', '/setup/positions/all', '/setup/grades/all'];
}

/** One side-by-side comparison of part 1: the same data asked of the rest-api directly and of the gateway. */
export interface Workload {
  name: 'gradesPage' | 'employeesPage' | 'gradesAll';
  label: string;
  /** Requests a REST client makes (one after the other on a connection). */
  restPaths: string[];
  graphqlQuery: string;
  graphqlVariables: Record<string, unknown>;
}

/** The three comparisons of the bench's part 1 (bench/README.md). */
export const WORKLOADS: Workload[] = [
  { name: 'gradesPage', label: 'Grades page 1', restPaths: ['/setup/grades/?page=1'], graphqlQuery: GRADES_PAGE_QUERY, graphqlVariables: {} },
  {
    name: 'employeesPage',
    label: 'Employees page of 50 with department, position and grade names',
    restPaths: employeesRestPaths(50),
    graphqlQuery: EMPLOYEES_PAGE_QUERY,
    graphqlVariables: { pageSize: 50 },
  },
  { name: 'gradesAll', label: 'All grades', restPaths: ['/setup/grades/all'], graphqlQuery: ALL_GRADES_QUERY, graphqlVariables: {} },
];

/** The autocannon requests of the REST side of `workload`, with the bearer token. */
export function restRequests(workload: Workload, token: string): LoadRequest[] {
  return workload.restPaths.map((path) => ({ method: 'GET', path, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }));
}

/** The autocannon request of the GraphQL side of `workload` (`POST /graphql`), with the same token. */
export function graphqlRequest(workload: Workload, token: string): LoadRequest {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: graphqlBody(workload.graphqlQuery, workload.graphqlVariables),
  };
}
