import { eq } from 'drizzle-orm';
import type { AuthenticatedUser } from '../../auth/guard';
import type { Db } from '../../db/database';
import { isUuid } from '../../db/ids';
import { forbidden } from '../../http/http-error';
import { employees } from './table';

/** The 403 message of the Admin-only changes (DESIGN §6). */
export const ADMIN_ONLY = "Only an Admin can change an Admin's account or grant the Admin role.";

const ADMIN = 'Admin';

/**
 * A write to an employee that may touch the Admin role or an Admin's record: registering one (`roles`),
 * any `PUT /:id` (the merged `roles`), a new photo, a password set by someone else, a deletion.
 */
export type EmployeeChange =
  { kind: 'register'; roles: readonly string[] } | { kind: 'update'; roles: readonly string[] } | { kind: 'photo' } | { kind: 'password' } | { kind: 'delete' };

/**
 * DESIGN §6 "only an Admin grants the Admin role or changes anything of an Admin's record": unless the
 * caller's active role (spec §3) is Admin, refuses with 403 {@link ADMIN_ONLY}
 * - registering an employee with `Admin` among their roles;
 * - updating employee `targetId` so that they gain `Admin`;
 * - any write to an employee who holds `Admin` (in any place of their roles): an update of any field
 *   (e-mail, name, department, companies, roles, active… whether or not the values differ, so that
 *   nobody probes or replays an Admin's record), a photo, a password, a deletion. Callers skip this for
 *   your own photo and password (DESIGN §6 "change your own password and photo"; your own password needs
 *   your current one).
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
  const [target] = await db.select({ roles: employees.roles }).from(employees).where(eq(employees.id, targetId));
  if (!target) return;
  const grants = change.kind === 'update' && change.roles.includes(ADMIN);
  if (grants || target.roles.includes(ADMIN)) throw forbidden(ADMIN_ONLY);
}
