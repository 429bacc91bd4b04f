import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex, restrictKey } from '../../db/columns';
import { newId } from '../../db/ids';
import { workflowColumns, workflowIndexes } from '../../workflow/columns';
import { customers } from '../customers/table';
import { gvrCategories } from '../gvr-categories/table';
import { gvrSections } from '../gvr-sections/table';
import { products } from '../products/table';

/** The day (UTC) a visit starts, as SQL on `start_at`: its activities `date` (docs/visits.md "Activities"). */
export const visitDay = (start: unknown) => sql`((${start} at time zone 'UTC')::date)`;

/**
 * Visits (DESIGN §5 "Visit reports", docs/visits.md "Visits"): the workflow columns (number `VS-…`,
 * status, requester = the visitor; src/workflow/columns.ts), the customer and its name at the time,
 * the names of the contacts met (jsonb text array, kept as written), `start_at`/`end_at` (end after
 * start, at most 24 h later: the `?period=` overlap bounds the start by that), the GVR category, the
 * outcome and next action, `completed_at` and `late_report` (set when completed). Notes and products
 * live in {@link visitNotes} and {@link visitProducts}.
 *
 * Indexes: the workflow's; one person's calendar (`(requester_id, start_at)`: `?period=` of an Employee,
 * of a Hod's person filter); everybody's calendar (`(start_at, id)`: the default sort `-start` and
 * Gvr/Admin's period); the customer's visits and its summary (`(customer_id, status, start_at)`); the
 * category filter; the activities view's day order, for all and per person (`visitDay`), and its customer
 * order (`customer_name`); the searches
 * over customer name, outcome and the first contact (activities).
 */
export const visits = pgTable(
  'visits',
  {
    ...recordColumns(),
    ...workflowColumns(),
    customer: uuid('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    contactNames: jsonb('contact_names').$type<string[]>().notNull().default([]),
    start: timestamp('start_at', { withTimezone: true }).notNull(),
    end: timestamp('end_at', { withTimezone: true }).notNull(),
    category: uuid('category_id').notNull(),
    outcome: text('outcome'),
    nextAction: text('next_action'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lateReport: boolean('late_report').notNull().default(false),
  },
  (t): PgTableExtraConfigValue[] => [
    ...workflowIndexes('visits', t),
    check('visits_span_check', sql`${t.end} > ${t.start} and ${t.end} <= ${t.start} + interval '24 hours'`),
    index('visits_requester_start_idx').on(t.requester, t.start, t.id),
    index('visits_start_idx').on(t.start, t.id),
    index('visits_customer_status_start_idx').on(t.customer, t.status, t.start),
    index('visits_category_idx').on(t.category),
    index('visits_customer_name_idx').on(t.customerName, t.id),
    index('visits_day_idx').on(visitDay(t.start), t.id),
    index('visits_requester_day_idx').on(t.requester, visitDay(t.start), t.id),
    ...recordIndexes('visits', t),
    searchIndex('visits', t.customerName),
    searchIndex('visits', t.outcome),
    index('visits_first_contact_trgm').using('gin', sql`(${t.contactNames} ->> 0) gin_trgm_ops`),
    restrictKey('visits', t.customer, customers.id),
    restrictKey('visits', t.category, gvrCategories.id),
  ],
);

/**
 * The notes of a visit report, at most one per GVR section (docs/visits.md: text 1–5,000; answered in the
 * sections' order). A section with notes cannot be deleted (ON DELETE RESTRICT: 409).
 */
export const visitNotes = pgTable(
  'visit_notes',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    visit: uuid('visit_id').notNull(),
    section: uuid('section_id').notNull(),
    text: text('text').notNull(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('visit_notes_section_unique').on(t.visit, t.section),
    index('visit_notes_section_idx').on(t.section),
    foreignKey({ name: 'visit_notes_visit_fk', columns: [t.visit], foreignColumns: [visits.id] }).onDelete('cascade'),
    restrictKey('visit_notes', t.section, gvrSections.id),
  ],
);

/** The products discussed on a visit, each once, in the order given (`position` from 0). A product named here is not deleted. */
export const visitProducts = pgTable(
  'visit_products',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    visit: uuid('visit_id').notNull(),
    product: uuid('product_id').notNull(),
    position: integer('position').notNull(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('visit_products_product_unique').on(t.visit, t.product),
    index('visit_products_product_idx').on(t.product),
    foreignKey({ name: 'visit_products_visit_fk', columns: [t.visit], foreignColumns: [visits.id] }).onDelete('cascade'),
    restrictKey('visit_products', t.product, products.id),
  ],
);
