import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { knownRoles } from '../../auth/roles';
import type { Db } from '../../db/database';
import { departments } from '../departments/table';
import { employees } from './table';

/**
 * Which employees' visit reports employee `target` may see: the GVR view list of DESIGN §2, as the
 * condition on `employees`, decided by the target's active (first) role:
 * - Admin, Gvr → every active employee with `gvr: true`;
 * - Hod → the active employees of the departments they head, and themselves;
 * - anyone else → themselves.
 */
export function gvrViewCondition(db: Db, target: { id: string; roles: string[] }): SQL | undefined {
  const role = knownRoles(target.roles)[0];
  if (role === 'Admin' || role === 'Gvr') return and(eq(employees.active, true), eq(employees.gvr, true));
  if (role === 'Hod') {
    const headed = db.select({ id: departments.id }).from(departments).where(eq(departments.head, target.id));
    return and(eq(employees.active, true), or(inArray(employees.department, headed), eq(employees.id, target.id)));
  }
  return eq(employees.id, target.id);
}
