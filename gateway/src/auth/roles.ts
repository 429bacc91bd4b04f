import type { Role } from '../generated/resolvers-types';

/** The GraphQL `Role` values (spec §6 role names, upper-cased: `Gvr` → `GVR`). */
export const ROLES = ['EMPLOYEE', 'HOD', 'FINANCE', 'GVR', 'ADMIN', 'PRODUCT'] as const satisfies readonly Role[];

// Fails to compile when schema.graphql gains a Role that ROLES lacks.
type MissingRole = Exclude<Role, (typeof ROLES)[number]>;
const everyRoleListed: [MissingRole] extends [never] ? true : MissingRole = true;
void everyRoleListed;

/**
 * A spec role name as REST and tokens carry it (`Admin`, `Gvr`, spec §6) → the GraphQL enum value
 * (`ADMIN`, `GVR`); undefined for a name that is not one of the six roles.
 */
export function toRole(name: unknown): Role | undefined {
  if (typeof name !== 'string') return undefined;
  const upper = name.trim().toUpperCase();
  return (ROLES as readonly string[]).includes(upper) ? (upper as Role) : undefined;
}

/** The spec §6 role name of each GraphQL `Role`, as REST bodies and tokens carry it (`GVR` → `Gvr`). */
export const ROLE_NAMES: Readonly<Record<Role, string>> = {
  EMPLOYEE: 'Employee',
  HOD: 'Hod',
  FINANCE: 'Finance',
  GVR: 'Gvr',
  ADMIN: 'Admin',
  PRODUCT: 'Product',
};
