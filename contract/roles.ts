/**
 * The six roles of spec §6, spelled as the spec, REST bodies and tokens spell them (`Gvr`), and as the
 * GraphQL `Role` enum spells them (`GVR`). An employee's first role is their active role (spec §3).
 * Source of every workspace's copy (src/generated/contract/, written by `npm run codegen`).
 */
export const ROLES = ['Employee', 'Hod', 'Finance', 'Gvr', 'Admin', 'Product'] as const;

/** One of {@link ROLES}. */
export type Role = (typeof ROLES)[number];

/** A role as the GraphQL `Role` enum spells it (spec §6 name upper-cased). */
export type GraphqlRole = 'EMPLOYEE' | 'HOD' | 'FINANCE' | 'GVR' | 'ADMIN' | 'PRODUCT';

/** The GraphQL `Role` value of each role: `Gvr` → `GVR`. */
export const GRAPHQL_ROLES: Readonly<Record<Role, GraphqlRole>> = {
  Employee: 'EMPLOYEE',
  Hod: 'HOD',
  Finance: 'FINANCE',
  Gvr: 'GVR',
  Admin: 'ADMIN',
  Product: 'PRODUCT',
};
