import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthenticatedUser } from '../auth/guard';
import type { Db } from '../db/database';
import type { Workflow, WorkflowName, WorkflowTransition } from '../generated/contract/workflows';
import type { CreateOptions, RecordRow, RecordTable, RecordWorkflow, ResourceDescription } from '../crud/resource';

/** A table whose records run on a workflow: the record columns plus src/workflow/columns.ts `workflowColumns()`. */
export type WorkflowTable = RecordTable & { number: PgColumn; status: PgColumn; requester: PgColumn; requesterName: PgColumn };

/** What an action's side effect knows: the record after the transition, the transition and who took it. */
export interface ActionContext {
  /** The record's row as the conditional update left it (new status and version). */
  row: RecordRow;
  /** The status it left. */
  from: string;
  transition: WorkflowTransition;
  user: AuthenticatedUser;
}

/** What an effect may add to the history entry of its action: a note after the caller's comment ("Issued 12 of 500 Banner."). */
export interface EffectOutcome {
  note?: string;
}

/**
 * A side effect of one action of a kind (docs/requisitions.md "Stock"), run inside the action's
 * transaction after its conditional update won: it may write (take stock) or refuse by throwing an
 * HttpError (400, 409), which rolls the whole action back; it may answer a note for the history.
 */
export type ActionEffect = (tx: Db, context: ActionContext) => Promise<EffectOutcome | void>;

/**
 * The workflow part of a resource description (src/crud/resource.ts `workflow`, DESIGN §5 "Workflows",
 * docs/requisitions.md), made by src/workflow/resource.ts `withWorkflow` from the contract's transition
 * table (contract/workflows.ts): what the generic routes (src/crud/routes.ts) ask of a workflow resource.
 */
export interface WorkflowPart extends RecordWorkflow {
  /** The key of `WORKFLOWS` and of the history rows (`equipmentRequisitions`). */
  name: WorkflowName;
  workflow: Workflow;
  table: WorkflowTable;
  /** The records `user` reads: their own; a Hod's also their departments' employees'; `readAll` roles every one. */
  scope(db: Db, user: AuthenticatedUser): SQL | undefined;
  /** Boolean list filters that depend on the caller (`?mine=true`, `?awaitingMe=true`), by query parameter. */
  callerFilters: Record<string, (db: Db, user: AuthenticatedUser) => SQL>;
  /** How the repository creates a record for `user`: initial status, number, requester, the creation in the history. */
  creating(user: AuthenticatedUser): CreateOptions;
  /** The caller-dependent JSON of `rows` for `user` (`actions`), one query at most for a page. */
  viewer(db: Db, user: AuthenticatedUser, rows: RecordRow[]): Promise<(row: RecordRow) => Record<string, unknown>>;
  /** Refuses an update of `row` by `user`: 403 unless the requester, 409 INVALID_STATE unless the status is editable. */
  guardUpdate(row: RecordRow, user: AuthenticatedUser): void;
  /** The kind's side effects per action, run in the action's transaction (src/workflow/routes.ts `actionRoutes`). */
  effects: Partial<Record<string, ActionEffect>>;
  /** The web page of record `id`, for notifications: `/requisitions/equipments-requisition/<id>`. */
  link(id: string): string;
}

/**
 * The workflow part of `resource` when it runs on a workflow of its own (made by src/workflow/resource.ts
 * `withWorkflow`), else undefined: `ResourceDescription.workflow` is typed by what the CRUD mechanism asks.
 */
export function workflowOf(resource: ResourceDescription): WorkflowPart | undefined {
  const part = resource.workflow;
  return part && isWorkflowPart(part) ? part : undefined;
}

function isWorkflowPart(part: RecordWorkflow): part is WorkflowPart {
  return 'workflow' in part && 'effects' in part && 'link' in part;
}
