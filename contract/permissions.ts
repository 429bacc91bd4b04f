import { ROLES, type Role } from './roles';

/**
 * The one permission table (DESIGN §6): REST routes, GraphQL `@auth` directives (through the resource
 * catalogue and `@auth(permission:)` in schema modules) and the web menu all derive from it. The
 * caller's active role (their first role, spec §3) must be listed. `action` completes the 403 message
 * "You do not have permission to <action>."
 */
export const PERMISSIONS = {
  /** Read any setup/master record: pickers everywhere need them. */
  readSetup: { roles: ROLES, action: 'read setup data' },
  /** Write general setup, GVR setup, equipment setup, product categories and subcategories. */
  writeSetup: { roles: ['Gvr', 'Admin'], action: 'change setup data' },
  /** Write products. */
  writeProducts: { roles: ['Gvr', 'Admin', 'Product'], action: 'change products' },
  /** List, register, update and delete employees; read, re-password and re-photo anyone. */
  manageEmployees: { roles: ['Gvr', 'Admin'], action: 'manage employees' },
  /**
   * Make and follow equipment and event requisitions (spec §2 Requisitions: all six roles). Which
   * records a caller sees and which actions they may take is decided per record by the workflow
   * (contract/workflows.ts, DESIGN §5, §6).
   */
  useRequisitions: { roles: ROLES, action: 'use requisitions' },
  /**
   * Plan and report visits, log calls and meetings, claim expenses (spec §2 Visit Report: all six roles).
   * Which records a caller sees follows the GVR view list and the workflow (DESIGN §5, docs/visits.md).
   */
  useVisits: { roles: ROLES, action: 'use visit reports' },
  /** Open the Claims screen, the list of every claim to review (spec §2 Visit Report › Claims); deciding is per claim. */
  reviewClaims: { roles: ['Finance', 'Gvr'], action: 'review claims' },
  /**
   * Read yourself, change your own password and photo, read your notifications: every role. Routes about
   * one employee take this for that employee and `manageEmployees` for anyone else.
   */
  ownAccount: { roles: ROLES, action: 'use your account' },
} as const satisfies Record<string, { roles: readonly Role[]; action: string }>;

/** The name of a permission of {@link PERMISSIONS}, e.g. `writeSetup`. */
export type Permission = keyof typeof PERMISSIONS;

/** The names of every permission, in the table's order. */
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Whether `role` holds `permission` (DESIGN §6). */
export function roleCan(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly Role[]).includes(role);
}

/** The roles that hold `permission`, in the order of {@link ROLES}. */
export function permissionRoles(permission: Permission): Role[] {
  return ROLES.filter((role) => roleCan(role, permission));
}

/** Whether every role holds `permission`, i.e. any signed-in caller may (GraphQL: a plain `@auth`). */
export function isOpenToEveryRole(permission: Permission): boolean {
  return permissionRoles(permission).length === ROLES.length;
}
