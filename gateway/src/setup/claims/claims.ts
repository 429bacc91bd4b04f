import { z } from 'zod';
import { defineResource } from '../../crud/resource';
import { claimReceiptUrl } from '../../files/file-paths';
import { restDecimal, restId, restInstant } from '../../upstream/contract';

/** A line's receipt as REST sends it (docs/visits.md "Receipts"): `{ originalName, mimeType, size, uploadedAt }`. */
const restReceipt = z.object({ originalName: z.string(), mimeType: z.string(), size: z.number().int().nonnegative(), uploadedAt: restInstant });

/** A claim line as REST sends it: `{ _id, type, description, km, amount, receipt }` (km and amount exact text). */
const restLine = z.object({
  _id: restId,
  type: z.string(),
  description: z.string().nullish(),
  km: restDecimal.nullish(),
  amount: restDecimal.nullish(),
  receipt: restReceipt.nullish(),
});

/**
 * Claims, Visit Report › Claims (DESIGN §5 "Visit reports", docs/visits.md "Claims"): the completed
 * `visit` claimed on (GraphQL `visitId` and `Claim.visit`), `lines` (`_id` ↔ `id`; a line input's `id`
 * keeps that line and its receipt), and what the server sets: `visitNumber`, `customerName`, `total`,
 * `currency` and each line's amount and receipt, whose `downloadUrl` is the gateway's
 * `/files/claims/{claimId}/{lineId}`. The number, status, requester, history and actions of its
 * workflow come with the catalogue entry's `workflow` (crud/workflow.ts), and so do its action
 * mutations; receipts and totals: setup/claims/claim-operations.ts.
 */
export const claims = defineResource({
  name: 'claims',
  fields: { lines: z.array(restLine).default([]) },
  toObject: (record, object) =>
    Object.assign(object, {
      lines: record.lines.map((line) => ({
        id: line._id,
        type: line.type,
        description: line.description ?? null,
        km: line.km ?? null,
        amount: line.amount ?? '0.00',
        receipt: line.receipt ? { ...line.receipt, downloadUrl: claimReceiptUrl(record._id, line._id) } : null,
      })),
    }),
});
