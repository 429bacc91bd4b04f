import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fromCatalogue, labelOf } from '../../crud/catalogue';
import { requiredDateRange, requiredInteger, requiredMoney, requiredReference, requiredText } from '../../crud/fields';
import { firstDayNotPast, firstDayReached } from '../../workflow/first-day';
import { withWorkflow } from '../../workflow/resource';
import { eventRequisitions } from './table';

/**
 * Event requisitions (DESIGN §5 "Requisitions"; docs/requisitions.md) on the generic routes under
 * `/setup/eventRequisitions`, running on the event requisition workflow (contract/workflows.ts;
 * src/workflow/resource.ts adds number, status, requester, history, actions, scope and the action
 * routes). Fields: `portfolio` (event portfolio, required), `eventName` (1–150), `venue` (1–200), `dates`
 * `{ from, to }` (required), `attendees` (integer 1–100,000), `budget` (exact money ≥ 0 as text). Search:
 * number, event name, venue, requester name. Sort: `-createdAt` (default), number, dates (first day),
 * status, budget, updatedAt. Filters: mine, awaitingMe, status, requester, portfolio, dates (overlap).
 * `submit` refuses a first day before today; `complete` a first day after today (the event has not begun).
 */
export const eventRequisitionsResource = fromCatalogue(
  'eventRequisitions',
  withWorkflow(
    'eventRequisitions',
    {
      table: eventRequisitions,
      fields: z.object({
        portfolio: requiredReference(labelOf('portfolios')),
        eventName: requiredText(150),
        venue: requiredText(200),
        dates: requiredDateRange(),
        attendees: requiredInteger(1, 100_000),
        budget: requiredMoney({ min: '0' }),
      }),
      searchable: [eventRequisitions.eventName, eventRequisitions.venue],
      sortable: { dates: sql`lower(${eventRequisitions.dates})` },
      filters: { dates: { column: eventRequisitions.dates, type: 'dateRange' } },
    },
    { submit: firstDayNotPast, complete: firstDayReached },
  ),
);
