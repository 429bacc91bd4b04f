import { z } from 'zod';
import { defineResource } from '../crud/resource';
import { restRef } from '../upstream/contract';

/**
 * Customers, GVR Setup › Customers (DESIGN §5): the catalogue fields, with contacts
 * `[{ name, position, phone, email }]` (each `position` a customer position, GraphQL `positionId` and
 * `CustomerContact.position`), their company and salesperson. Which customers a caller sees is decided
 * by REST (an Employee or a Hod: those of their GVR view list). Read-only, from its visits (docs/visits.md):
 * `visitCount`, `lastVisitAt`, `nextVisitAt` (a server without them: 0 and null).
 */
export const customers = defineResource({
  name: 'customers',
  fields: {
    contacts: z.array(z.object({ name: z.string(), position: restRef, phone: z.string().nullish(), email: z.string().nullish() })).default([]),
    visitCount: z.number().int().default(0),
    lastVisitAt: z.string().nullish(),
    nextVisitAt: z.string().nullish(),
  },
  readOnly: ['visitCount', 'lastVisitAt', 'nextVisitAt'],
  itemReferences: { contacts: { typeName: 'CustomerContact', references: { position: 'customerPositions' } } },
});
