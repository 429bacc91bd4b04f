import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conflict } from '../../http/http-error';
import { claims } from './table';

/**
 * The statuses of a claim that no longer holds its visit (docs/visits.md "One claim per visit"): a
 * cancelled or rejected claim leaves the visit free for a new claim.
 */
export const RELEASING_STATUSES = ['CANCELLED', 'REJECTED'] as const;

/**
 * The rule "one claim per visit" (docs/visits.md "One claim per visit"; a visit has one visitor, so it is
 * also one claim per visit per claimant): throws a 409 on `visit` when another claim than `ownId` (the
 * claim being updated; undefined on a create) holds visit `visitId` in a status other than
 * {@link RELEASING_STATUSES}, naming that claim so that the claimant adds lines to it instead.
 */
export async function assertVisitUnclaimed(db: Db, visitId: string, visitNumber: string, ownId: string | undefined): Promise<void> {
  const [other] = await db
    .select({ number: claims.number, status: claims.status })
    .from(claims)
    .where(and(eq(claims.visit, visitId), notInArray(claims.status, [...RELEASING_STATUSES]), ownId === undefined ? undefined : ne(claims.id, ownId)))
    .limit(1);
  if (!other) return;
  const message = `Visit ${visitNumber} is already claimed by ${other.number} (${other.status.toLowerCase()}). A visit is claimed once: add your lines to that claim, or cancel it first.`;
  throw conflict(message, [{ field: 'visit', message }]);
}
