import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { optionalText, requiredMoney } from '../../crud/fields';
import type { RecordList } from '../../crud/lists';
import { newId } from '../../db/ids';
import { claimLines } from './table';

/** The kinds of claim line (docs/visits.md "Claims"; schema `ClaimLineType`). */
export const LINE_TYPES = ['MILEAGE', 'MEALS', 'PARKING', 'OTHER'] as const;
/** The most lines of one claim. */
export const MAX_LINES = 30;
/** The most kilometres of one MILEAGE line. */
export const MAX_KM = '10000';
/** The largest amount of one MEALS, PARKING or OTHER line. */
export const MAX_LINE_AMOUNT = '1000000';

const KM = /^\d+(?:\.\d)?$/;
const lineAmount = requiredMoney({ min: '0.01', max: MAX_LINE_AMOUNT });

/** A kilometre count as text: more than 0, at most {@link MAX_KM}, at most 1 decimal (`"12.5"`). */
const kmText = z.string({ error: 'Must be a distance written as text, e.g. "12.5"' }).superRefine((value, ctx) => {
  const message = !KM.test(value)
    ? 'Must be a distance in km with at most 1 decimal, e.g. 12.5'
    : Number(value) <= 0
      ? 'Must be more than 0'
      : Number(value) > Number(MAX_KM)
        ? `Must be ${MAX_KM} or less`
        : undefined;
  if (message) ctx.addIssue({ code: 'custom', message });
});

/**
 * One line as a client writes it (docs/visits.md "Claims"): `{ _id?, type, description?, km?, amount? }`.
 * MILEAGE needs `km` (its `amount` is computed by the server and any sent is ignored); MEALS, PARKING
 * and OTHER need `amount` (more than 0, at most 1,000,000, at most 2 decimals) and take no `km`; OTHER
 * needs a `description` (≤ 200). `_id` names an existing line to keep (with its receipt).
 */
export const lineInput = z
  .object({
    _id: z.guid({ error: 'Must be a line id' }).toLowerCase().nullish().describe('The id of an existing line to keep, with its receipt'),
    type: z.enum(LINE_TYPES, { error: `Must be one of ${LINE_TYPES.join(', ')}` }),
    description: optionalText(200),
    km: kmText.nullish().describe('MILEAGE only (required there): km driven, > 0, ≤ 10000, at most 1 decimal, as text'),
    amount: z.unknown().optional().describe('Every type but MILEAGE (required there): money > 0, ≤ 1000000, as text; ignored for MILEAGE'),
  })
  .superRefine((line, ctx) => {
    if (line.type === 'MILEAGE') {
      if (line.km === null || line.km === undefined) ctx.addIssue({ code: 'custom', path: ['km'], message: 'This field is required' });
      return;
    }
    if (line.km !== null && line.km !== undefined) ctx.addIssue({ code: 'custom', path: ['km'], message: 'Only a MILEAGE line has km' });
    const amount = lineAmount.safeParse(line.amount ?? undefined);
    if (!amount.success) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount.error.issues[0]?.message ?? 'Must be an amount' });
    if (line.type === 'OTHER' && !line.description) ctx.addIssue({ code: 'custom', path: ['description'], message: 'Say what it was (required for OTHER)' });
  });

/** A validated line (see {@link lineInput}). */
export type LineInput = z.output<typeof lineInput>;

/** `lines`: 1 to {@link MAX_LINES} lines. */
export const linesField = z
  .array(lineInput, { error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : 'Must be a list') })
  .min(1, 'Add at least one line')
  .max(MAX_LINES, `At most ${MAX_LINES} lines`);

/** A line as it is saved: the input with the amount the server settled (docs/visits.md). */
export interface SavedLine {
  _id?: string | null;
  type: (typeof LINE_TYPES)[number];
  description: string | null;
  km: string | null;
  amount: string;
}

/** A receipt as REST shows it (docs/visits.md "Receipts"). */
export const receiptSchema = z.object({
  originalName: z.string().describe('The name the file was uploaded with'),
  mimeType: z.string().describe('The type found from the content: application/pdf, image/png, image/jpeg or image/webp'),
  size: z.number().int().describe('Bytes'),
  uploadedAt: z.iso.datetime(),
});

/** A line as REST shows it: `{ _id, type, description, km, amount, receipt }` (km and amount exact text). */
export const lineSchema = z.object({
  _id: z.uuid(),
  type: z.enum(LINE_TYPES),
  description: z.string().nullable(),
  km: z.string().nullable().describe('km with 1 decimal (MILEAGE), else null'),
  amount: z.string().describe('Exact, 2 decimals'),
  receipt: receiptSchema.nullable(),
});

type LineRow = typeof claimLines.$inferSelect;

/** A `claim_lines` row → {@link lineSchema}. */
export function lineJson(row: LineRow): z.output<typeof lineSchema> {
  return {
    _id: row.id,
    type: row.type as SavedLine['type'],
    description: row.description,
    km: row.km,
    amount: row.amount,
    receipt:
      row.receiptFileName && row.receiptUploadedAt
        ? {
            originalName: row.receiptOriginalName ?? 'receipt',
            mimeType: row.receiptMimeType ?? 'application/octet-stream',
            size: row.receiptSize ?? 0,
            uploadedAt: row.receiptUploadedAt.toISOString(),
          }
        : null,
  };
}

/**
 * A claim's `lines` (docs/visits.md "Claims"), kept in `claim_lines` with stable ids: a write keeps the
 * lines whose `_id` it names (updated in place, their receipt columns untouched), adds the others under
 * new ids in the order sent, and deletes the lines it leaves out (their receipt files are then removed
 * by the update route, resource `ownedFiles`). Amounts arrive settled (resource `serverValues`).
 */
export const claimLinesList: RecordList = {
  item: lineSchema,
  table: claimLines,
  async load(db, claimIds) {
    const byClaim = new Map<string, unknown[]>();
    if (claimIds.length === 0) return byClaim;
    const rows = await db.select().from(claimLines).where(inArray(claimLines.claim, claimIds)).orderBy(asc(claimLines.claim), asc(claimLines.position));
    for (const row of rows) byClaim.set(row.claim, [...(byClaim.get(row.claim) ?? []), lineJson(row)]);
    return byClaim;
  },
  async save(db, claimId, items) {
    const existing = new Set((await db.select({ id: claimLines.id }).from(claimLines).where(eq(claimLines.claim, claimId))).map((row) => row.id));
    const taken = new Set<string>();
    const rows = (items as SavedLine[]).map((line, position) => {
      const id = line._id && existing.has(line._id) && !taken.has(line._id) ? line._id : newId();
      taken.add(id);
      return { id, claim: claimId, position, type: line.type, description: line.description ?? null, km: line.type === 'MILEAGE' ? line.km : null, amount: line.amount };
    });
    await db.delete(claimLines).where(and(eq(claimLines.claim, claimId), notInArray(claimLines.id, [...taken])));
    if (rows.length === 0) return;
    await db
      .insert(claimLines)
      .values(rows)
      .onConflictDoUpdate({
        target: claimLines.id,
        set: { position: sql`excluded.position`, type: sql`excluded.type`, description: sql`excluded.description`, km: sql`excluded.km`, amount: sql`excluded.amount` },
      });
  },
};
