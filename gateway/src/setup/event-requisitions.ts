import { z } from 'zod';
import { defineResource } from '../crud/resource';

/**
 * Event requisitions, Requisitions › Events requisition (DESIGN §5 "Requisitions", docs/requisitions.md):
 * event portfolio, event name, venue, `dates { from, to }`, attendees and budget (an exact Decimal; a
 * server that sends a number is read as its text); the number, status, requester, history and actions
 * of its workflow come with the catalogue entry's `workflow` (crud/workflow.ts), and so do its action mutations.
 */
export const eventRequisitions = defineResource({
  name: 'eventRequisitions',
  fields: {
    eventName: z.string(),
    venue: z.string(),
    dates: z.object({ from: z.string(), to: z.string() }),
    attendees: z.number().int(),
    budget: z.union([z.string(), z.number().transform(String)]),
  },
});
