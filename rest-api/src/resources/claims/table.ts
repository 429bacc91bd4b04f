import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, numeric, pgTable, text, timestamp, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { moneyColumn, recordColumns, recordIndexes, searchIndex, restrictKey } from '../../db/columns';
import { newId } from '../../db/ids';
import { workflowColumns, workflowIndexes } from '../../workflow/columns';
import { visits } from '../visits/table';

/**
 * Claims (DESIGN §5 "Visit reports", docs/visits.md "Claims"): the workflow columns (number, status,
 * requester = the claimant; src/workflow/columns.ts), the completed visit claimed on (`visit_id`) with
 * its number and customer's name as they were when the claim was last saved (searchable), the currency
 * of the GVR settings when it was made, and `total`, the exact sum of its lines' amounts. The lines
 * live in {@link claimLines}. Indexes: the workflow's, the visit (`?visit=`), the total (sort), the status
 * with the last change (the dashboard's "paid this month", docs/dashboard.md), and the search over visit
 * number and customer name. A visit with claims is never deleted (visits are not
 * deleted at all; ON DELETE RESTRICT keeps it so).
 */
export const claims = pgTable(
  'claims',
  {
    ...recordColumns(),
    ...workflowColumns(),
    visit: uuid('visit_id').notNull(),
    visitNumber: text('visit_number').notNull(),
    customerName: text('customer_name').notNull(),
    currency: text('currency').notNull(),
    total: moneyColumn('total').notNull().default('0'),
  },
  (t): PgTableExtraConfigValue[] => [
    ...workflowIndexes('claims', t),
    index('claims_visit_idx').on(t.visit, sql`${t.createdAt} desc`, t.id),
    index('claims_total_idx').on(t.total, t.id),
    index('claims_status_updated_idx').on(t.status, t.updatedAt),
    ...recordIndexes('claims', t),
    searchIndex('claims', t.visitNumber),
    searchIndex('claims', t.customerName),
    check('claims_total_check', sql`${t.total} >= 0`),
    restrictKey('claims', t.visit, visits.id),
  ],
);

/**
 * The lines of a claim in the order entered (`position` from 0), each with a stable id that an update
 * keeps (docs/visits.md): `type` MILEAGE, MEALS, PARKING or OTHER, `description` (≤ 200), `km`
 * (MILEAGE only, > 0, at most 1 decimal), `amount` (exact, ≥ 0: a mileage at a rate of 0 is 0; for MILEAGE km × the mileage rate,
 * rounded half up) and the receipt attached, if any: its generated name in storage folder `claims/`,
 * the name it was uploaded with, the type found from its content, its size in bytes and when it came.
 * The lines go with their claim (their receipt files are removed by the app).
 */
export const claimLines = pgTable(
  'claim_lines',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    claim: uuid('claim_id').notNull(),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    description: text('description'),
    km: numeric('km', { precision: 6, scale: 1 }),
    amount: moneyColumn('amount').notNull(),
    receiptFileName: text('receipt_file_name'),
    receiptOriginalName: text('receipt_original_name'),
    receiptMimeType: text('receipt_mime_type'),
    receiptSize: bigint('receipt_size', { mode: 'number' }),
    receiptUploadedAt: timestamp('receipt_uploaded_at', { withTimezone: true }),
  },
  (t): PgTableExtraConfigValue[] => [
    index('claim_lines_claim_idx').on(t.claim, t.position),
    check('claim_lines_type_check', sql`${t.type} in ('MILEAGE', 'MEALS', 'PARKING', 'OTHER')`),
    check('claim_lines_amount_check', sql`${t.amount} >= 0`),
    check('claim_lines_km_check', sql`(${t.type} = 'MILEAGE') = (${t.km} is not null)`),
    foreignKey({ name: 'claim_lines_claim_fk', columns: [t.claim], foreignColumns: [claims.id] }).onDelete('cascade'),
  ],
);
