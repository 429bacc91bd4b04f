import { z } from 'zod';
import { objectOf } from '../../crud/record-mapping';
import type { RootResolver, RootResolvers } from '../../crud/resolvers';
import type { ClaimMonthTotal, MutationDeleteClaimReceiptArgs, MutationUploadClaimReceiptArgs, QueryClaimTotalsArgs } from '../../generated/resolvers-types';
import type { UploadedFile } from '../../uploads/uploaded-file';
import { pathSegment } from '../../upstream/data-source';
import { claims } from './claims';

/** `/setup/claims/{claimId}/lines/{lineId}/receipt`, each id one safe path segment. */
function receiptPath(args: { claimId: string; lineId: string }): string {
  return `claims/${pathSegment(args.claimId, 'claimId')}/lines/${pathSegment(args.lineId, 'lineId')}/receipt`;
}

/**
 * `uploadClaimReceipt(claimId, lineId, file)` → `PUT /setup/claims/{id}/lines/{lineId}/receipt`, the
 * file streamed as multipart part `file` → the claim (docs/visits.md "Receipts"). The upstream checks
 * the type by content (415 UNSUPPORTED_MEDIA_TYPE), the size (413 PAYLOAD_TOO_LARGE), the claimant (403)
 * and the draft (409 CONFLICT, reason INVALID_STATE); errors pass on.
 */
const uploadClaimReceipt: RootResolver<MutationUploadClaimReceiptArgs, Record<string, unknown>> = async (_parent, args, context) =>
  objectOf(claims, await context.upstream.sendMultipart(claims.record, 'PUT', receiptPath(args), [{ name: 'file', file: args.file as UploadedFile }]));

/** `deleteClaimReceipt(claimId, lineId)` → `DELETE /setup/claims/{id}/lines/{lineId}/receipt` → the claim; errors pass on. */
const deleteClaimReceipt: RootResolver<MutationDeleteClaimReceiptArgs, Record<string, unknown>> = async (_parent, args, context) =>
  objectOf(claims, await context.upstream.sendJson(claims.record, 'DELETE', receiptPath(args)));

/** One month of `GET /setup/claims/totals` (docs/visits.md "Totals"), sums exact text. */
const restMonthTotal = z.object({
  month: z.string(),
  count: z.number().int(),
  total: z.union([z.string(), z.number().transform(String)]),
  paid: z.union([z.string(), z.number().transform(String)]),
  currency: z.string(),
});

/**
 * `claimTotals(from, to, mine)` → `GET /setup/claims/totals?from=&to=[&mine=true]` → the months, newest
 * first, over the claims the caller may read (docs/visits.md "Totals"); a span of more than 24 months
 * is BAD_USER_INPUT from the upstream. A report, not master data: errors pass on (no read fallback).
 */
const claimTotals: RootResolver<QueryClaimTotalsArgs, ClaimMonthTotal[]> = async (_parent, args, context) =>
  context.upstream.getJson(z.array(restMonthTotal), 'claims/totals', { from: args.from, to: args.to, mine: args.mine ? 'true' : undefined });

/** The claim operations beyond the generated grammar (setup/claims/claims.ts): receipts and totals. */
export const claimOperations: RootResolvers = {
  Query: { claimTotals },
  Mutation: { uploadClaimReceipt, deleteClaimReceipt },
};
