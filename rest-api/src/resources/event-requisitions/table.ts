import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { dateRangeColumn, moneyColumn, recordColumns, recordIndexes, searchIndex, restrictKey } from '../../db/columns';
import { workflowColumns, workflowIndexes } from '../../workflow/columns';
import { portfolios } from '../portfolios/table';

/**
 * Event requisitions (DESIGN §5 "Requisitions"; docs/requisitions.md): the workflow columns (number,
 * status, requester; src/workflow/columns.ts), `portfolio_id` (an event portfolio, required), event
 * name, venue, `dates` (a daterange), `attendees` (1–100,000) and `budget` (exact money ≥ 0). Indexes:
 * the workflow's, portfolio, first day, budget (sorts), a GiST index for `?dates=`, and the search over
 * event name and venue.
 */
export const eventRequisitions = pgTable(
  'event_requisitions',
  {
    ...recordColumns(),
    ...workflowColumns(),
    portfolio: uuid('portfolio_id').notNull(),
    eventName: text('event_name').notNull(),
    venue: text('venue').notNull(),
    dates: dateRangeColumn('dates').notNull(),
    attendees: integer('attendees').notNull(),
    budget: moneyColumn('budget').notNull(),
  },
  (t): PgTableExtraConfigValue[] => [
    ...workflowIndexes('event_requisitions', t),
    index('event_requisitions_portfolio_idx').on(t.portfolio, sql`${t.createdAt} desc`, t.id),
    index('event_requisitions_first_day_idx').on(sql`lower(${t.dates})`, t.id),
    index('event_requisitions_dates_idx').using('gist', t.dates),
    index('event_requisitions_budget_idx').on(t.budget, t.id),
    ...recordIndexes('event_requisitions', t),
    searchIndex('event_requisitions', t.eventName),
    searchIndex('event_requisitions', t.venue),
    check('event_requisitions_budget_check', sql`${t.budget} >= 0`),
    check('event_requisitions_attendees_check', sql`${t.attendees} between 1 and 100000`),
    restrictKey('event_requisitions', t.portfolio, portfolios.id),
  ],
);
