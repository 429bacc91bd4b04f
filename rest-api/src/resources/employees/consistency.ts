import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sameId } from '../../db/ids';
import { badRequest, type FieldError } from '../../http/http-error';
import { positions } from '../positions/table';

/**
 * Rules between an employee's fields that no single field schema sees (400 with field errors):
 * - `reportsTo` is not the employee themselves;
 * - a `position` belongs to the chosen `department` (when both are set).
 * `id` is the employee being updated (undefined on register).
 *
 * @throws HttpError 400 "The employee's details do not fit together." with the fields at fault.
 */
export async function checkEmployeeConsistency(
  db: Db,
  id: string | undefined,
  values: { reportsTo?: string | null; position?: string | null; department?: string | null },
): Promise<void> {
  const errors: FieldError[] = [];
  if (id && sameId(values.reportsTo, id)) errors.push({ field: 'reportsTo', message: 'An employee cannot report to themselves' });
  if (values.position && values.department) {
    const [position] = await db.select({ department: positions.department }).from(positions).where(eq(positions.id, values.position));
    if (position && !sameId(position.department, values.department)) {
      errors.push({ field: 'position', message: 'This position belongs to another department' });
    }
  }
  if (errors.length > 0) throw badRequest("The employee's details do not fit together.", errors);
}
