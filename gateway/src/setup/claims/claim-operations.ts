import { z } from 'zod';
import { objectOf } from '../../crud/record-mapping';
import type { RootResolver, RootResolvers } from '../../crud/resolvers';
import type { ClaimMonthTotal, MutationDeleteClaimReceiptArgs, MutationUploadClaimReceiptArgs, QueryClaimTotalsArgs, QueryClaimVisitArgs } from '../../generated/resolvers-types';
import type { UploadedFile } from '../../uploads/uploaded-file';
import { restId } from '../../upstream/contract';
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

/** `GET /setup/claims/{id}/visit` (docs/visits.md "The claim's visit"), renamed for GraphQL (`_id` → `id`, a string or a number: the upstream profile's id type). */
const restVisitSummary = z
  .object({
    _id: restId,
    number: z.string(),
    status: z.string(),
    start: z.string(),
    end: z.string(),
    customerName: z.string(),
    categoryName: z.string().nullable(),
    visitorName: z.string(),
    outcome: z.string().nullable(),
    completedAt: z.string().nullable(),
    late: z.boolean(),
    distanceKm: z.union([z.string(), z.number().transform(String)]).nullable(),
  })
  .transform(({ _id, ...rest }) => ({ id: _id, ...rest }));

/**
 * `claimVisit(claimId)` → `GET /setup/claims/{id}/visit` → the summary of the claim's visit for whoever
 * reads the claim (docs/visits.md "The claim's visit"); NOT_FOUND from the upstream outside the caller's view.
 */
const claimVisit: RootResolver<QueryClaimVisitArgs, z.output<typeof restVisitSummary>> = async (_parent, args, context) =>
  context.upstream.getJson(restVisitSummary, `claims/${pathSegment(args.claimId, 'claimId')}/visit`);

/** The claim operations beyond the generated grammar (setup/claims/claims.ts): receipts, totals and the claim's visit. */
export const claimOperations: RootResolvers = {
  Query: { claimTotals, claimVisit },
  Mutation: { uploadClaimReceipt, deleteClaimReceipt },
};
