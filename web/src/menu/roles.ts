import type { Role } from '../generated/graphql';

/** The six roles of spec §6, in the spec's order, as the GraphQL `Role` enum spells them. */
export const ALL_ROLES: readonly Role[] = ['EMPLOYEE', 'HOD', 'FINANCE', 'GVR', 'ADMIN', 'PRODUCT'];

/** How the spec names each role (spec §2, §6), for display. */
export const ROLE_LABELS: Record<Role, string> = {
  EMPLOYEE: 'Employee',
  HOD: 'Hod',
  FINANCE: 'Finance',
  GVR: 'Gvr',
  ADMIN: 'Admin',
  PRODUCT: 'Product',
};
