import type { Role } from '../../../generated/graphql';
import { ALL_ROLES } from '../../../menu/roles';

const isRole = (value: string): value is Role => (ALL_ROLES as readonly string[]).includes(value);

/**
 * An employee's roles as the form shows them (spec §3: only the first role is the active one):
 * the active role ('' when there is none) and the others, in the order they have.
 */
export function splitRoles(roles: readonly Role[]): { activeRole: Role | ''; otherRoles: Role[] } {
  const [activeRole = '', ...rest] = roles;
  return { activeRole, otherRoles: rest.filter((role, index) => role !== activeRole && rest.indexOf(role) === index) };
}

/**
 * The roles to save from the form (schema.graphql `EmployeeInput.roles`, the first is the active
 * one): the active role first, then the other roles in the spec's order (Employee, Hod, Finance,
 * Gvr, Admin, Product), each once; values that are not roles are dropped. Empty without an active
 * role and other roles.
 */
export function joinRoles(activeRole: string, otherRoles: readonly string[]): Role[] {
  const first = isRole(activeRole) ? [activeRole] : [];
  const others = ALL_ROLES.filter((role) => role !== activeRole && otherRoles.includes(role));
  return [...first, ...others];
}
