import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { visits } from '../visits/table';

/** What a claim takes from the visit it is made on (docs/visits.md "Claims"). */
export interface ClaimedVisit {
  id: string;
  number: string;
  customerName: string;
}

/**
 * The visit `visitId` when it is a COMPLETED visit of `claimantId` (docs/visits.md "Claims": a claim
 * is made on a completed visit of the claimant), else undefined.
 */
export async function completedVisitOf(db: Db, visitId: string, claimantId: string): Promise<ClaimedVisit | undefined> {
  const [visit] = await db
    .select({ id: visits.id, number: visits.number, customerName: visits.customerName })
    .from(visits)
    .where(and(eq(visits.id, visitId), eq(visits.status, 'COMPLETED'), eq(visits.requester, claimantId)));
  return visit;
}
