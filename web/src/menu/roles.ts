import { GRAPHQL_ROLES, ROLES } from '../generated/contract/roles';
import type { Role } from '../generated/graphql';

/** The six roles of spec §6, in the spec's order, as the GraphQL `Role` enum spells them (contract/roles.ts). */
export const ALL_ROLES: readonly Role[] = ROLES.map((role) => GRAPHQL_ROLES[role]);

/** How the spec names each role (spec §2, §6), for display. */
export const ROLE_LABELS = Object.fromEntries(ROLES.map((role) => [GRAPHQL_ROLES[role], role])) as Record<Role, string>;
