import { z } from 'zod';
import { type UpstreamDataSource, pathSegment } from '../upstream/data-source';
import { UpstreamError } from '../upstream/upstream-error';

/**
 * What the upstream says of the caller's roles NOW (DESIGN §6: rest-api checks roles from its
 * database, the one source of truth; a token's `roles` claim is only what they were at sign-in):
 * - `roles`: the employee's role names in stored order (spec §6 names; the first is the active one);
 * - `unauthenticated`: the upstream refused the caller's token (401), with its message;
 * - `unknown`: the upstream could not tell (no employee id in the token, another status, unreachable,
 *   an answer without roles).
 */
export type CurrentRoles = { kind: 'roles'; roles: readonly unknown[] } | { kind: 'unauthenticated'; message: string } | { kind: 'unknown' };

/** The part of `GET /setup/employees/{id}` (docs/setup-contract.md "Employees") the lookup reads. */
const employeeRoles = z.object({ roles: z.array(z.unknown()) });

/**
 * Asks the upstream for the current roles of the caller (`subjectOf`: the request's identity,
 * auth/identity.ts; none → unknown) with the caller's
 * own token: `GET /setup/employees/{subject}` ("read yourself", DESIGN §6). Never rejects; see
 * {@link CurrentRoles}. One call each time it is called: the request context memoises it
 * (http/context.ts `currentRoles`), so a request makes it at most once.
 */
export async function lookUpCurrentRoles(upstream: UpstreamDataSource, subjectOf: () => Promise<string | undefined>): Promise<CurrentRoles> {
  try {
    const subject = await subjectOf();
    if (subject === undefined) return { kind: 'unknown' };
    const employee = await upstream.getJson(employeeRoles, `employees/${pathSegment(subject)}`);
    return { kind: 'roles', roles: employee.roles };
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'UNAUTHENTICATED') return { kind: 'unauthenticated', message: error.message };
    return { kind: 'unknown' };
  }
}
