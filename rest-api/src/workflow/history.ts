import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { RecordList } from '../crud/lists';
import { workflowHistory } from './history-table';

/** One entry of a record's `history` (docs/requisitions.md "REST"): who moved it, from where to where, when, why. */
export const historyEntrySchema = z.object({
  _id: z.uuid(),
  action: z.string().nullable().describe('The action taken; null for the creation'),
  fromStatus: z.string().nullable().describe('The status it left; null for the creation'),
  toStatus: z.string(),
  by: z.uuid().nullable().describe('Who acted (null once that employee is deleted)'),
  byName: z.string().describe('Their name at the time'),
  at: z.iso.datetime(),
  comment: z.string().nullable(),
});

/**
 * The read-only `history` list of the records of workflow `kind` (DESIGN §5 "a history of every
 * transition"), oldest first, from the shared history table (src/workflow/history-table.ts).
 */
export function historyList(kind: string): RecordList {
  return {
    item: historyEntrySchema,
    async load(db, ownerIds) {
      const byOwner = new Map<string, unknown[]>();
      if (ownerIds.length === 0) return byOwner;
      const rows = await db
        .select()
        .from(workflowHistory)
        .where(and(eq(workflowHistory.kind, kind), inArray(workflowHistory.recordId, ownerIds)))
        .orderBy(asc(workflowHistory.at), asc(workflowHistory.id));
      for (const row of rows) {
        const entry = {
          _id: row.id,
          action: row.action,
          fromStatus: row.fromStatus,
          toStatus: row.toStatus,
          by: row.actorId,
          byName: row.actorName,
          at: row.at.toISOString(),
          comment: row.comment,
        };
        byOwner.set(row.recordId, [...(byOwner.get(row.recordId) ?? []), entry]);
      }
      return byOwner;
    },
  };
}

/** One history row to write: the creation (`action` and `fromStatus` null) or a transition. */
export interface HistoryEntry {
  kind: string;
  recordId: string;
  action: string | null;
  fromStatus: string | null;
  toStatus: string;
  actor: { id: string; employeeName: string };
  comment: string | null;
}

/** Writes `entry` into the history, inside the caller's transaction `tx` (docs/requisitions.md "History"). */
export async function recordHistory(tx: Db, entry: HistoryEntry): Promise<void> {
  const { actor, ...rest } = entry;
  await tx.insert(workflowHistory).values({ ...rest, actorId: actor.id, actorName: actor.employeeName });
}
