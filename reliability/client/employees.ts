import { graphql, requestId, type GraphqlExchange } from './graphql';
import { acknowledgedRecord } from './records';

/** An employee the suite registered for one check, with the password it chose. */
export interface TestEmployee {
  id: string;
  employeeNo: string;
  email: string;
  password: string;
  version: number;
  /** GraphQL role values, first = active. */
  roles: string[];
}

let counter = 0;

/**
 * Registers a new employee through the gateway with a Gvr/Admin `token` (roles default: EMPLOYEE), so
 * that a check can sign in, lock, deactivate or delete it without touching the demo accounts.
 * @throws when the registration fails.
 */
export async function registerEmployee(gatewayUrl: string, token: string, purpose: string, roles: string[] = ['EMPLOYEE']): Promise<TestEmployee> {
  counter += 1;
  const tag = `${purpose}${counter}${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9]/g, '');
  const password = `Reliable${counter}Pass42`;
  const email = `${tag}@example.com`;
  const employeeNo = tag.slice(-20);
  const answer = await graphql(gatewayUrl, {
    query: 'mutation($input: EmployeeRegisterInput!) { registerEmployee(input: $input) { employee { id version } errors { field message code } } }',
    variables: { input: { employeeNo, employeeName: `Reliability ${purpose}`, email, roles, password } },
    token,
    requestId: requestId('register'),
  });
  const employee = acknowledgedRecord(answer, 'registerEmployee', 'employee') as { id: string; version: number } | undefined;
  if (!employee) throw new Error(`could not register an employee for ${purpose}: ${answer.text.slice(0, 300)}`);
  return { id: employee.id, employeeNo, email, password, version: employee.version, roles };
}

/**
 * Sends `updateEmployee` for `employee` with only `changes` (e.g. `{ active: false }` or `{ roles: ['GVR'] }`;
 * DESIGN §3: the other fields keep their values) as `token`. On success the employee's `version` (and roles) are brought up
 * to date, so that the next update is not stale. Answers the exchange either way (a refusal is what
 * some checks expect).
 */
export async function updateEmployee(gatewayUrl: string, token: string, employee: TestEmployee, changes: { roles?: string[]; active?: boolean }): Promise<GraphqlExchange> {
  const roles = changes.roles ?? employee.roles;
  const answer = await graphql(gatewayUrl, {
    query:
      'mutation($id: ID!, $version: Int!, $input: EmployeeUpdateInput!) { updateEmployee(id: $id, version: $version, input: $input) { employee { id version roles active } errors { field message code reason } } }',
    variables: { id: employee.id, version: employee.version, input: changes },
    token,
    requestId: requestId('update-employee'),
  });
  const updated = acknowledgedRecord(answer, 'updateEmployee', 'employee') as { version: number } | undefined;
  if (updated) {
    employee.version = updated.version;
    employee.roles = roles;
  }
  return answer;
}
