import { eq } from 'drizzle-orm';
import type { AuthenticatedUser } from '../../auth/guard';
import type { Db } from '../../db/database';
import { isUuid } from '../../db/ids';
import { forbidden } from '../../http/http-error';
import { employees } from './table';

/** The 403 message of the Admin-only changes (DESIGN §6). */
export const ADMIN_ONLY = "Only an Admin can change an Admin's account or grant the Admin role.";

const ADMIN = 'Admin';

/** A change to an employee that may touch the Admin role or an Admin's account. */
export type EmployeeChange =
  { kind: 'register'; roles: readonly string[] } | { kind: 'update'; roles: readonly string[]; active: boolean } | { kind: 'password' } | { kind: 'delete' };

/**
 * DESIGN §6 "only an Admin grants the Admin role or changes another Admin's password": unless the
 * caller's active role (spec §3) is Admin, refuses with 403 {@link ADMIN_ONLY}
 * - registering an employee with `Admin` among their roles;
 * - updating employee `targetId` so that they gain `Admin`, or, when they hold `Admin`, changing their
 *   roles in any way (removing it, or moving it from first place, which demotes them) or deactivating them;
 * - setting the password of an employee who holds `Admin` (callers skip this for your own password, which
 *   needs your current one);
 * - deleting an employee who holds `Admin`.
 * Gvr keeps managing everyone else (DESIGN §6). A target that does not exist passes (the route answers 404).
 *
 * @throws HttpError 403 as above.
 */
export async function checkAdminOnly(db: Db, caller: AuthenticatedUser | null, targetId: string | undefined, change: EmployeeChange): Promise<void> {
  if (caller?.activeRole === ADMIN) return;
  if (change.kind === 'register') {
    if (change.roles.includes(ADMIN)) throw forbidden(ADMIN_ONLY);
    return;
  }
  if (!targetId || !isUuid(targetId)) return;
  const [target] = await db.select({ roles: employees.roles, active: employees.active }).from(employees).where(eq(employees.id, targetId));
  if (!target) return;
  const isAdmin = target.roles.includes(ADMIN);
  if (change.kind === 'update') {
    const rolesChanged = target.roles.length !== change.roles.length || target.roles.some((role, i) => role !== change.roles[i]);
    const grants = !isAdmin && change.roles.includes(ADMIN);
    const touchesAdmin = isAdmin && (rolesChanged || (target.active && !change.active));
    if (grants || touchesAdmin) throw forbidden(ADMIN_ONLY);
    return;
  }
  if (isAdmin) throw forbidden(ADMIN_ONLY);
}
