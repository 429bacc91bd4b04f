import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthenticatedUser } from '../../auth/guard';
import { fromCatalogue, labelOf, referenceTo } from '../../crud/catalogue';
import { boundedInstant } from '../../crud/dates';
import { optionalText, requiredReference, requiredText } from '../../crud/fields';
import { childList } from '../../crud/lists';
import type { RecordRow } from '../../crud/resource';
import type { Db } from '../../db/database';
import { badRequest, conflict, type FieldError } from '../../http/http-error';
import type { ActionEffect } from '../../workflow/part';
import { withWorkflow } from '../../workflow/resource';
import { visibleCustomers } from '../customers/resource';
import { customers } from '../customers/table';
import { gvrCategories } from '../gvr-categories/table';
import { gvrSections } from '../gvr-sections/table';
import { gvrSettings } from '../gvr-settings/table';
import { visitNotes, visitProducts, visits } from './table';

/** The most contacts met, notes' text, products, outcome and next action of one visit (docs/visits.md "Visits"). */
export const VISIT_LIMITS = { contacts: 20, noteText: 5000, products: 50, outcome: 2000, nextAction: 1000, hours: 24 } as const;

/** The report deadline in days when no GVR settings record exists yet (the GVR settings' default). */
const DEFAULT_DEADLINE_DAYS = 7;

/** `gvrSettings.reportDeadlineDays` as an SQL interval (docs/visits.md "Late"). */
// The GVR settings table holds one record (a single-record resource, src/crud/single.ts): no order needed.
export const reportDeadline = sql`make_interval(days => coalesce((select ${gvrSettings.reportDeadlineDays} from ${gvrSettings} limit 1), ${DEFAULT_DEADLINE_DAYS}))`;

/**
 * Whether a visit's report is late (docs/visits.md "Late"), computed when read: a completed one as it
 * was flagged when completed (more than the deadline after its end), a planned one once the deadline
 * after its end has passed, a cancelled one never.
 */
export const lateVisit = sql<boolean>`(case ${visits.status} when 'COMPLETED' then ${visits.lateReport} when 'PLANNED' then ${visits.end} + ${reportDeadline} < now() else false end)`;

/** An ISO 8601 instant ("This field is required" when absent). */
const instant = () =>
  boundedInstant(
    z.iso.datetime({
      offset: true,
      error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : 'Must be a date and time (ISO 8601)'),
    }),
  );

const note = z.object({ section: requiredReference(labelOf('gvrSections')), text: requiredText(VISIT_LIMITS.noteText) });

/** A list whose items are each named once (by `key`), else a field error on the repeat. */
function onceEach<T>(list: z.ZodArray<z.ZodType<T>>, key: (item: T) => string, message: string, path: (string | number)[] = []) {
  return list.superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(key(item))) ctx.addIssue({ code: 'custom', path: [i, ...path], message });
      seen.add(key(item));
    });
  });
}

/** The fields of a visit its visitor writes (docs/visits.md "Visits"). */
const fields = z.object({
  customer: requiredReference(labelOf('customers')),
  contactNames: onceEach(
    z.array(requiredText(120), { error: 'Must be a list' }).max(VISIT_LIMITS.contacts, `At most ${VISIT_LIMITS.contacts} contacts`),
    (name) => name.toLowerCase(),
    'This contact is already listed',
  ).default([]),
  start: instant(),
  end: instant(),
  category: requiredReference(labelOf('gvrCategories')),
  notes: onceEach(z.array(note, { error: 'Must be a list' }), (item) => item.section, 'This section already has notes', ['section']).default([]),
  products: onceEach(
    z.array(z.guid({ error: `No such ${labelOf('products')}` }).toLowerCase(), { error: 'Must be a list' }).max(VISIT_LIMITS.products, `At most ${VISIT_LIMITS.products} products`),
    (id) => id,
    'This product is already listed',
  ).default([]),
  outcome: optionalText(VISIT_LIMITS.outcome),
  nextAction: optionalText(VISIT_LIMITS.nextAction),
});

type VisitFields = z.output<typeof fields>;

/**
 * The checks of a visit's create or update against other records (docs/visits.md "Visits"), 400 with
 * field errors: the customer is one the caller reads (else "No such customer"); each contact met is one
 * of its contacts (names already on the record are kept as written); `end` is after `start`, at most 24 h
 * later; a new category is an active one. Answers the customer's name to keep with the visit.
 */
async function checkVisit(db: Db, user: AuthenticatedUser, values: Record<string, unknown>, current?: RecordRow): Promise<Record<string, unknown>> {
  const visit = values as VisitFields;
  const errors: FieldError[] = [];
  const [customer] = await db
    .select({ name: customers.name, contacts: customers.contacts })
    .from(customers)
    .where(and(eq(customers.id, visit.customer), visibleCustomers(db, user)));
  if (!customer) errors.push({ field: 'customer', message: `No such ${labelOf('customers')}` });
  else {
    const known = new Set(customer.contacts.map((contact) => contact.name.toLowerCase()));
    const kept = new Set(((current?.contactNames as string[] | undefined) ?? []).map((name) => name.toLowerCase()));
    visit.contactNames.forEach((name, i) => {
      if (!known.has(name.toLowerCase()) && !kept.has(name.toLowerCase())) errors.push({ field: `contactNames.${i}`, message: `Not a contact of ${customer.name}` });
    });
  }
  const span = Date.parse(visit.end) - Date.parse(visit.start);
  if (span <= 0) errors.push({ field: 'end', message: 'Must be after the start' });
  else if (span > VISIT_LIMITS.hours * 3_600_000) errors.push({ field: 'end', message: `At most ${VISIT_LIMITS.hours} hours after the start` });
  if (!current || current.category !== visit.category) {
    const [category] = await db.select({ active: gvrCategories.active }).from(gvrCategories).where(eq(gvrCategories.id, visit.category));
    if (category && !category.active) errors.push({ field: 'category', message: 'This GVR category is no longer in use' });
  }
  if (errors.length > 0) throw badRequest('The visit cannot be saved.', errors);
  const keptName = current && current.customer === visit.customer ? String(current.customerName) : undefined;
  return { customerName: keptName ?? customer!.name };
}

/**
 * `complete` (docs/visits.md): refused with 400 on `outcome` while it is blank, and with 409
 * INVALID_STATE before the visit's start; sets `completedAt` (now) and the late flag (more than the
 * report deadline after its end).
 */
const completeVisit: ActionEffect = async (tx, { row }) => {
  if (typeof row.outcome !== 'string' || !row.outcome.trim())
    throw badRequest('Write the outcome before completing the report.', [{ field: 'outcome', message: 'Required to complete the report' }]);
  if ((row.start as Date).getTime() > Date.now()) {
    throw conflict('This visit has not started yet.', [{ field: 'status', message: 'Not possible before the visit starts' }], 'INVALID_STATE');
  }
  await tx
    .update(visits)
    .set({ completedAt: sql`now()`, lateReport: sql`now() > ${visits.end} + ${reportDeadline}` })
    .where(eq(visits.id, row.id));
};

/**
 * Visits (DESIGN §5 "Visit reports"; docs/visits.md "Visits") on the generic routes under
 * `/setup/visits`, running on the visit workflow (contract/workflows.ts; src/workflow/resource.ts adds
 * number, status, requester = the visitor, history, actions, the GVR view scope and the action routes).
 * Fields: `customer`, `contactNames`, `start`, `end`, `category`, `notes` (`[{ section, text }]`, in the
 * sections' order, in `visit_notes`), `products` (ids in order, in `visit_products`), `outcome`,
 * `nextAction`; read-only `customerName`, `completedAt`, `late`. Search: number, customer name, outcome,
 * visitor name. Sort: `-start` (default), number, status, createdAt, updatedAt. Filters: mine, status,
 * requester, customer, category, late, period.
 */
export const visitsResource = fromCatalogue(
  'visits',
  withWorkflow(
    'visits',
    {
      table: visits,
      fields,
      readOnly: {
        customerName: { schema: z.string().describe('The customer’s name when the visit was saved (read-only)') },
        completedAt: { schema: z.iso.datetime().nullable().describe('When the report was completed (read-only)') },
        late: { schema: z.boolean().describe('Whether the report is late (computed when read)'), sql: lateVisit },
      },
      searchable: [visits.customerName, visits.outcome],
      filters: {
        late: { column: lateVisit, type: 'boolean' },
        period: { column: visits.start, type: 'period', period: { end: visits.end, longest: `${VISIT_LIMITS.hours} hours` } },
      },
      references: { 'notes.section': referenceTo('gvrSections', gvrSections) },
      lists: {
        notes: childList<{ section: string; text: string }>({
          table: visitNotes,
          owner: visitNotes.visit,
          order: sql`(select ${gvrSections.position} from ${gvrSections} where ${gvrSections.id} = ${visitNotes.section})`,
          item: note,
          toJson: (row) => ({ section: row.section, text: row.text }),
          insertRow: (visit, item) => ({ visit, ...(item as z.output<typeof note>) }),
        }),
        products: childList<{ product: string }>({
          table: visitProducts,
          owner: visitProducts.visit,
          order: visitProducts.position,
          item: z.uuid(),
          toJson: (row) => row.product,
          insertRow: (visit, product, position) => ({ visit, product, position }),
        }),
      },
      toColumns: (values) => ({ ...values, start: new Date(String(values.start)), end: new Date(String(values.end)) }),
      beforeWrite: checkVisit,
    },
    { complete: completeVisit },
  ),
);
