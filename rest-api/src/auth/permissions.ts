import { PERMISSIONS, type Permission } from '../generated/contract/permissions';

/**
 * The one permission table (DESIGN §6), declared in contract/permissions.ts. Routes name a permission;
 * the caller's active role (their first role, spec §3) must be listed. Routes about one employee take
 * `ownAccount` for that employee and `manageEmployees` for anyone else (src/auth/guard.ts).
 */
export { PERMISSIONS, roleCan, type Permission } from '../generated/contract/permissions';

/** The 403 message for a missing `permission`, e.g. "You do not have permission to change setup data." */
export function deniedMessage(permission: Permission): string {
  return `You do not have permission to ${PERMISSIONS[permission].action}.`;
}
