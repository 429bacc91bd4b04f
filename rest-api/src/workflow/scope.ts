import { and, eq, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthenticatedUser } from '../auth/guard';
import type { Db } from '../db/database';
import type { Workflow, WorkflowTransition } from '../generated/contract/workflows';
import { headedEmployees } from './callers';
import type { WorkflowTable } from './part';

/**
 * The records of `table` that `user` reads (docs/requisitions.md "Who reads which", DESIGN §6): every one
 * for the workflow's `readAll` roles (undefined: no condition); otherwise their own and, while their
 * active role is Hod, those of the employees of the departments they head. Someone else's record in a
 * state of the workflow's `privateIn` (a claim's DRAFT) is read by no one but its requester. Others answer 404.
 */
export function readScope(workflow: Workflow, table: WorkflowTable, db: Db, user: AuthenticatedUser): SQL | undefined {
  const scope = ownOrHeaded(table.requester, workflow.readAll, db, user);
  const hidden = workflow.privateIn ?? [];
  if (hidden.length === 0) return scope;
  return and(scope, or(eq(table.requester, user.id), notInArray(table.status, [...hidden])));
}

/**
 * The records whose employee (`owner`, an employee id column) is in `user`'s view (DESIGN §2 "the GVR
 * view list", docs/visits.md "Who sees what"): every record for the `readAll` roles (undefined: no
 * condition); else their own and, while their active role is Hod, those of the employees of the
 * departments they head.
 */
export function ownOrHeaded(owner: PgColumn, readAll: readonly string[], db: Db, user: AuthenticatedUser): SQL | undefined {
  if (readAll.includes(user.activeRole)) return undefined;
  const own = eq(owner, user.id);
  return user.activeRole === 'Hod' ? or(own, inArray(owner, headedEmployees(db, user.id))) : own;
}

/** `?mine=true`: the caller's own records. */
export function mine(table: WorkflowTable, user: AuthenticatedUser): SQL {
  return eq(table.requester, user.id);
}

/**
 * `?awaitingMe=true` (docs/requisitions.md, the "To approve" tab): the records in a state from which
 * `user` may take a transition through their active role, or, as a Hod, as the requester's Hod (the
 * requester in a department they head); never their own. No such state: nothing. A correction
 * ({@link isCorrection}) waits for no one, so a completed visit awaits nobody.
 */
export function awaitingMe(workflow: Workflow, table: WorkflowTable, db: Db, user: AuthenticatedUser): SQL {
  const statesWhere = (take: (actor: Workflow['transitions'][number]['by'][number]) => boolean) => [
    ...new Set(workflow.transitions.filter((transition) => !isCorrection(transition) && transition.by.some(take)).flatMap((transition) => transition.from)),
  ];
  const byRole = statesWhere((actor) => 'role' in actor && actor.role === user.activeRole);
  const asHod = user.activeRole === 'Hod' ? statesWhere((actor) => 'relation' in actor && actor.relation === 'requesterHod') : [];
  const parts = [
    byRole.length > 0 ? inArray(table.status, byRole) : undefined,
    asHod.length > 0 ? and(inArray(table.status, asHod), inArray(table.requester, headedEmployees(db, user.id))) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  if (parts.length === 0) return sql`false`;
  return and(or(...parts), ne(table.requester, user.id))!;
}

/**
 * Whether `transition` leaves a record in the status it takes it from (a visit's `correct`, docs/visits.md:
 * a history entry on a completed visit, never a change of it): nobody waits for it to be taken.
 */
export function isCorrection(transition: WorkflowTransition): boolean {
  return transition.from.length === 1 && transition.from[0] === transition.to;
}
