import { workflowOf } from '../../workflow/part';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createRepository } from '../../crud/repository';
import type { CrudDeps } from '../../crud/routes';
import { errorResponses } from '../../http/error-schema';
import { notFound } from '../../http/http-error';
import { gvrCategories } from '../gvr-categories/table';
import { visits } from '../visits/table';
import { claimsResource } from './resource';
import { claimLines } from './table';

/** What a reviewer reads of the visit a claim is made on (docs/visits.md "The claim's visit"). */
export const claimVisitSummary = z.object({
  _id: z.uuid(),
  number: z.string(),
  status: z.string().describe("The visit's status (a claim's visit is COMPLETED)"),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  customerName: z.string(),
  categoryName: z.string().nullable(),
  visitorName: z.string(),
  outcome: z.string().nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  late: z.boolean().describe('Reported more than the GVR deadline after the visit'),
  distanceKm: z.string().nullable().describe("Kilometres claimed for the visit (the sum of the claim's MILEAGE lines, exact), null without any"),
});

const params = z.object({ id: z.string() });

/**
 * `GET /claims/:id/visit` (docs/visits.md "The claim's visit"), registered with prefix `/claims` under the
 * claims' read permission: the summary of the visit claim `id` is made on (date, customer, category,
 * visitor, outcome, lateness and the kilometres claimed) for whoever reads the claim (the claimant, their
 * Hod, Finance and Gvr; nobody but the claimant reads a draft), so that a reviewer sees what they approve
 * without reading the visit itself (Finance reads no visit of others). 404 "Claim not found" when the
 * claim is outside the caller's view (or no claim), never the visit of another claim.
 */
export function claimVisitSummaryRoute(deps: CrudDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const repository = createRepository(deps.db, claimsResource, { referrers: deps.referrers });
    const part = workflowOf(claimsResource)!;
    app.get(
      '/:id/visit',
      {
        onRequest: deps.guard.requirePermission(claimsResource.permissions.read),
        schema: {
          tags: ['claims'],
          summary: "The summary of a claim's visit, for whoever reads the claim",
          params,
          response: { 200: claimVisitSummary, ...errorResponses(403, 404) },
        },
      },
      async (request: FastifyRequest) => {
        const { id } = request.params as z.output<typeof params>;
        const claim = await repository.find(id, part.scope(deps.db, request.user!));
        if (!claim) throw notFound('Claim not found');
        const [visit] = await deps.db
          .select({
            _id: visits.id,
            number: visits.number,
            status: visits.status,
            start: visits.start,
            end: visits.end,
            customerName: visits.customerName,
            categoryName: gvrCategories.name,
            visitorName: visits.requesterName,
            outcome: visits.outcome,
            completedAt: visits.completedAt,
            late: visits.lateReport,
            distanceKm: sql<string | null>`(select sum(${claimLines.km})::text from ${claimLines} where ${claimLines.claim} = ${claim.id} and ${claimLines.type} = 'MILEAGE')`,
          })
          .from(visits)
          .leftJoin(gvrCategories, eq(gvrCategories.id, visits.category))
          .where(and(eq(visits.id, String(claim.visit))));
        if (!visit) throw notFound('Visit not found');
        return {
          ...visit,
          start: visit.start.toISOString(),
          end: visit.end.toISOString(),
          completedAt: visit.completedAt?.toISOString() ?? null,
        };
      },
    );
  };
}
