import { z } from 'zod';
import { defineResource } from '../crud/resource';
import { restId } from '../upstream/contract';

/**
 * Visits, Visit Report › Calendar (DESIGN §5 "Visit reports", docs/visits.md "Visits"): the customer
 * (`customerId`, `Visit.customer`) and its name kept with the visit, the contacts met, `start`/`end`, the
 * GVR category (`categoryId`, `Visit.category`), the notes per GVR section (`notes[].sectionId`,
 * `VisitNote.section`), the products discussed in order (`productIds`, `Visit.products`), outcome and
 * next action; read-only `completedAt` and `late`. The number, status, visitor (requester), history and
 * actions of its workflow come with the catalogue entry's `workflow` (crud/workflow.ts), and so do its
 * action mutations (complete, cancel, correct).
 */
export const visits = defineResource({
  name: 'visits',
  fields: { notes: z.array(z.object({ section: restId, text: z.string() })).default([]), late: z.boolean().default(false) },
  readOnly: ['late'],
  itemReferences: { notes: { typeName: 'VisitNote', references: { section: 'gvrSections' } } },
});
