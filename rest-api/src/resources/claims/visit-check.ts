import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rawRows } from '../../db/raw-rows';

/** What a claim takes from the visit it is made on (docs/visits.md "Claims"). */
export interface ClaimedVisit {
  id: string;
  number: string;
  customerName: string;
}

/**
 * The visit `visitId` when it is a COMPLETED visit of `claimantId` (docs/visits.md "Claims": a claim
 * is made on a completed visit of the claimant), else undefined. Reads the `visits` table of the visits
 * resource (columns `id`, `number`, `status`, `requester_id`, `customer_name`) by SQL, so that claims
 * depend on nothing else of it.
 */
export async function completedVisitOf(db: Db, visitId: string, claimantId: string): Promise<ClaimedVisit | undefined> {
  const [visit] = await rawRows<ClaimedVisit>(
    db,
    sql`select id, number, customer_name as "customerName" from visits where id = ${visitId} and status = 'COMPLETED' and requester_id = ${claimantId}`,
  );
  return visit;
}
