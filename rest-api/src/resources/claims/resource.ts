import { eq, isNotNull, and } from 'drizzle-orm';
import { z } from 'zod';
import { fromCatalogue, labelOf } from '../../crud/catalogue';
import { requiredReference } from '../../crud/fields';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/http-error';
import { withWorkflow } from '../../workflow/resource';
import { claimLinesList, lineSchema, linesField, type LineInput, type SavedLine } from './lines';
import { mileageAmount, sumOf } from './money';
import { claimSettings } from './settings';
import { claimLines, claims } from './table';
import { assertVisitUnclaimed } from './one-per-visit';
import { completedVisitOf } from './visit-check';

/** `submit` (docs/visits.md): a claim without lines is refused with 400 on `lines`. */
async function hasLines(db: Db, claimId: string): Promise<boolean> {
  const [line] = await db.select({ id: claimLines.id }).from(claimLines).where(eq(claimLines.claim, claimId)).limit(1);
  return line !== undefined;
}

/**
 * Claims (DESIGN §5 "Visit reports"; docs/visits.md "Claims") on the generic routes under
 * `/setup/claims`, running on the claim workflow (contract/workflows.ts `CLAIM_WORKFLOW`;
 * src/workflow/resource.ts adds number, status, requester = the claimant, history, actions, scope and the
 * action routes). Fields: `visit` (a COMPLETED visit of the claimant, else 400 on `visit`) and `lines`
 * (1–30, src/resources/claims/lines.ts). Server-set at each save: `visitNumber` and `customerName`
 * (from the visit), each line's `amount` for MILEAGE (km × the GVR settings' mileage rate, rounded half
 * up, exact) and `total` (the sum of the lines); at creation `currency` (the GVR settings'). Search:
 * number, visit number, customer name, claimant name. Sort: `-createdAt` (default), number, status,
 * total, updatedAt. Filters: mine, awaitingMe, status, requester, visit, dates (creation day, UTC).
 * A visit holds one claim at a time (409 otherwise, src/resources/claims/one-per-visit.ts).
 * `submit` refuses a claim without lines (400). Receipts: src/resources/claims/receipt-routes.ts;
 * totals per month: src/resources/claims/totals-route.ts.
 */
export const claimsResource = fromCatalogue(
  'claims',
  withWorkflow(
    'claims',
    {
      table: claims,
      fields: z.object({ visit: requiredReference(labelOf('visits')), lines: linesField }),
      json: z.object({
        visit: z.uuid().describe('The completed visit claimed on'),
        visitNumber: z.string().describe("The visit's number (server-set)"),
        customerName: z.string().describe("The visited customer's name (server-set)"),
        lines: z.array(lineSchema),
        total: z.string().describe('The exact sum of the lines, 2 decimals (server-set)'),
        currency: z.string().describe('ISO 4217, the GVR settings’ when the claim was made (server-set)'),
      }),
      searchable: [claims.visitNumber, claims.customerName],
      filters: { dates: { column: claims.createdAt, type: 'dayRange' } },
      // Checked by beforeWrite instead: a completed visit of the claimant's own.
      references: { visit: null },
      lists: { lines: claimLinesList },
      // Server-set at each save (docs/visits.md "Claims"); `current` is undefined on a create.
      async beforeWrite(db, user, values, current) {
        const visit = await completedVisitOf(db, String(values.visit), user.id);
        if (!visit) throw badRequest('The request body is invalid.', [{ field: 'visit', message: 'Choose a completed visit of yours' }]);
        await assertVisitUnclaimed(db, visit.id, visit.number, current === undefined ? undefined : String(current.id));
        const settings = await claimSettings(db);
        const lines: SavedLine[] = (values.lines as LineInput[]).map((line) => ({
          _id: line._id ?? null,
          type: line.type,
          description: line.description,
          km: line.type === 'MILEAGE' ? (line.km ?? null) : null,
          amount: line.type === 'MILEAGE' ? mileageAmount(line.km!, settings.mileageRate) : String(line.amount),
        }));
        return {
          visitNumber: visit.number,
          customerName: visit.customerName,
          lines,
          total: sumOf(lines.map((line) => line.amount)),
          ...(current === undefined ? { currency: settings.currency } : {}),
        };
      },
      async ownedFiles(db, id) {
        const rows = await db
          .select({ name: claimLines.receiptFileName })
          .from(claimLines)
          .where(and(eq(claimLines.claim, id), isNotNull(claimLines.receiptFileName)));
        return rows.map((row) => ({ folder: 'claims' as const, name: row.name! }));
      },
    },
    {
      async submit(tx, { row }) {
        if (!(await hasLines(tx, row.id))) throw badRequest('Add at least one line before submitting this claim.', [{ field: 'lines', message: 'Add at least one line' }]);
      },
    },
  ),
);
