import { z } from 'zod';
import { defineResource } from '../crud/resource';
import { restId } from '../upstream/contract';

/**
 * Activities, Visit Report › Activities (DESIGN §5 "Visit reports", docs/visits.md "Activities"): the
 * visits (kind VISIT, read-only here, with their `status` and `visitNumber`) and the calls and meetings
 * employees log (their catalogue fields). Besides them: REST's `employee` (who logged it, server-set)
 * is GraphQL `employeeId`, and a visit's `status` and `visitNumber`. No full list (catalogue
 * `fullList: false`); which activities a caller sees is decided by REST (the GVR view list).
 */
export const activities = defineResource({
  name: 'activities',
  fields: { employee: restId.default(''), status: z.string().nullish(), visitNumber: z.string().nullish() },
  readOnly: ['status', 'visitNumber'],
  toObject: (record, object) => {
    const { employee: _employee, ...rest } = object;
    return { ...rest, employeeId: record.employee };
  },
});
