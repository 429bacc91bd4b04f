import { GRAPHQL_ROLES, ROLES as SPEC_ROLES } from '../generated/contract/roles';
import type { Role } from '../generated/resolvers-types';

/** The GraphQL `Role` values (spec §6 role names, upper-cased: `Gvr` → `GVR`), from the contract's role list. */
export const ROLES = SPEC_ROLES.map((role) => GRAPHQL_ROLES[role]) satisfies readonly Role[];

// Fails to compile when schema.graphql gains a Role that ROLES lacks.
type MissingRole = Exclude<Role, (typeof GRAPHQL_ROLES)[keyof typeof GRAPHQL_ROLES]>;
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
export const ROLE_NAMES = Object.fromEntries(SPEC_ROLES.map((role) => [GRAPHQL_ROLES[role], role])) as Readonly<Record<Role, string>>;
