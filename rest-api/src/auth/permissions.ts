import { ROLES, type Role } from './roles';

/**
 * The one permission table of the REST API (DESIGN §6). Routes name a permission; the caller's active
 * role (their first role, spec §3) must be listed. `action` completes the 403 message "You do not have
 * permission to <action>."
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
   * Read yourself, change your own password and photo, read your notifications: every role. Routes about
   * one employee take this for that employee and `manageEmployees` for anyone else (src/auth/guard.ts).
   */
  ownAccount: { roles: ROLES, action: 'use your account' },
} as const satisfies Record<string, { roles: readonly Role[]; action: string }>;

/** The name of a permission of {@link PERMISSIONS}, e.g. `writeSetup`. */
export type Permission = keyof typeof PERMISSIONS;

/** Whether `role` holds `permission` (DESIGN §6). */
export function roleCan(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly Role[]).includes(role);
}

/** The 403 message for a missing `permission`, e.g. "You do not have permission to change setup data." */
export function deniedMessage(permission: Permission): string {
  return `You do not have permission to ${PERMISSIONS[permission].action}.`;
}
