import { graphql, requestId } from './graphql';

/** An employee the suite registered for one check, with the password it chose. */
export interface TestEmployee {
  id: string;
  employeeNo: string;
  email: string;
  password: string;
  version: number;
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
    query: 'mutation($input: EmployeeRegisterInput!) { registerEmployee(input: $input) { id version } }',
    variables: { input: { employeeNo, employeeName: `Reliability ${purpose}`, email, roles, password } },
    token,
    requestId: requestId('register'),
  });
  const employee = answer.data?.registerEmployee as { id: string; version: number } | undefined;
  if (!employee) throw new Error(`could not register an employee for ${purpose}: ${answer.text.slice(0, 300)}`);
  return { id: employee.id, employeeNo, email, password, version: employee.version };
}
