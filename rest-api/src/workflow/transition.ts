import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthenticatedUser } from '../auth/guard';
import type { Db } from '../db/database';
import { notFound } from '../http/http-error';
import { staleVersion, type Repository } from '../crud/repository';
import { capitalized, type RecordRow, type ResourceDescription } from '../crud/resource';
import { mayTake, transitionFrom } from '../generated/contract/workflows';
import { callerOf, requestersHeadedBy } from './callers';
import { commentRequired, invalidState, notAnActor } from './errors';
import { recordHistory } from './history';
import { notifyTransition } from './notifications';
import type { WorkflowPart } from './part';

/** One request to take a workflow action (docs/requisitions.md `POST /{id}/<action>`). */
export interface ActionRequest {
  id: string;
  action: string;
  /** The `__v` the caller saw; absent: no version check. */
  version?: number;
  /** Trimmed comment; blank counts as none. */
  comment?: string | null;
  user: AuthenticatedUser;
}

/** What {@link takeAction} works with: the resource, its workflow part and its repository. */
export interface ActionSetting {
  resource: ResourceDescription;
  part: WorkflowPart;
  repository: Repository;
}

/** Raised inside the transaction when the conditional update matched no row (another action won). */
class LostRace extends Error {}

/**
 * Takes `request.action` on a record (DESIGN §5 "Workflows", docs/requisitions.md "One winner"), checks
 * in this order: 404 unknown or unreadable (read scope); 403 when the caller is none of the action's
 * actors (never the requester on an approval); 409 STALE_VERSION for a stale `__v`; 409 INVALID_STATE
 * when the action does not leave the current status; 400 `comment` when required and blank. Then, in
 * one transaction: `UPDATE … SET status, version + 1 WHERE id AND status IN (<from>) [AND version]`
 * (of concurrent actions exactly one matches; the others answer the 409 above from a fresh read), the
 * kind's effect (stock, dates; may refuse and roll back; its note follows the comment in the history),
 * the history row and the notifications.
 *
 * @returns the record's row with its lists after the action.
 */
export async function takeAction(db: Db, setting: ActionSetting, request: ActionRequest): Promise<RecordRow> {
  const { resource, repository, part } = setting;
  const { workflow, table } = part;
  const scope = part.scope(db, request.user);
  const found = await repository.find(request.id, scope);
  if (!found) throw notFound(`${capitalized(resource)} not found`);
  const comment = request.comment?.trim() || null;
  const transition = check(setting, found, request, await requestersHeadedBy(db, request.user, [String(found.requester)]), comment);

  try {
    await db.transaction(async (tx) => {
      const conditions = [eq(table.id, found.id), inArray(table.status, [...transition.from])];
      if (request.version !== undefined) conditions.push(eq(table.version, request.version));
      const [row] = (await tx
        .update(table)
        .set({ status: transition.to, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
        .where(and(...conditions))
        .returning()) as RecordRow[];
      if (!row) throw new LostRace();
      const from = String(found.status);
      const outcome = await part.effects[transition.action]?.(tx, { row, from, transition, user: request.user });
      const noted = [comment, outcome ? outcome.note : undefined].filter(Boolean).join(' ') || null;
      await recordHistory(tx, { kind: part.name, recordId: row.id, action: transition.action, fromStatus: from, toStatus: transition.to, actor: request.user, comment: noted });
      const record = { id: row.id, number: String(row.number), status: transition.to, requester: String(row.requester), requesterName: String(row.requesterName) };
      await notifyTransition(tx, workflow, record, { transition, actor: request.user, comment, link: part.link(row.id) });
    });
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    const now = await repository.find(request.id);
    if (!now) throw notFound(`${capitalized(resource)} not found`);
    if (request.version !== undefined && now.version !== request.version) throw staleVersion(resource);
    throw invalidState(workflow, String(now.status));
  }
  const after = await repository.find(request.id);
  if (!after) throw notFound(`${capitalized(resource)} not found`);
  return after;
}

/** The checks before the write (see {@link takeAction}); returns the transition out of the record's status. */
function check(setting: ActionSetting, row: RecordRow, request: ActionRequest, headed: Set<string>, comment: string | null) {
  const { resource } = setting;
  const { workflow } = setting.part;
  const caller = callerOf(request.user, String(row.requester), headed);
  const transition = transitionFrom(workflow, String(row.status), request.action);
  const candidates = workflow.transitions.filter((t) => t.action === request.action);
  const wouldTake = transition ? mayTake(transition, caller) : candidates.some((t) => mayTake(t, caller));
  if (!wouldTake) throw notAnActor(workflow, transition ?? candidates[0]!, caller.isRequester);
  if (request.version !== undefined && request.version !== row.version) throw staleVersion(resource);
  if (!transition) throw invalidState(workflow, String(row.status));
  if (transition.comment === 'required' && !comment) throw commentRequired(transition);
  return transition;
}
