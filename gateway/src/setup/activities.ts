import { z } from 'zod';
import { defineResource } from '../crud/resource';
import { restId } from '../upstream/contract';

/**
 * Activities, Visit Report › Activities (DESIGN §5 "Visit reports", docs/visits.md "Activities"): the
 * visits (kind VISIT, read-only here, with their `status` and `visitNumber`) and the calls and meetings
 * employees log (`kind`, the customer `customerId` / `Activity.customer`, `contactName`, `date`, `note`).
 * REST's `employee` (who logged it, server-set) is GraphQL `employeeId`. No full list (catalogue
 * `fullList: false`); which activities a caller sees is decided by REST (the GVR view list).
 */
export const activities = defineResource({
  name: 'activities',
  fields: {
    kind: z.string(),
    employee: restId.default(''),
    employeeName: z.string().default(''),
    customerName: z.string().default(''),
    contactName: z.string().nullish(),
    date: z.string(),
    note: z.string().nullish(),
    status: z.string().nullish(),
    visitNumber: z.string().nullish(),
  },
  readOnly: ['employee', 'employeeName', 'customerName', 'status', 'visitNumber'],
  toObject: (record, object) => {
    const { employee: _employee, ...rest } = object;
    return { ...rest, employeeId: record.employee };
  },
});
