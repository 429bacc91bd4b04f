import { z } from 'zod';
import { type ResourceContract, constantCase, workflowActionField } from '../generated/contract/resources';
import { WORKFLOWS, type Workflow, workflowActions } from '../generated/contract/workflows';
import { restId, restInstant, restRef } from '../upstream/contract';
import type { GraphqlObject } from './graphql-object';

/** One REST history entry (docs/requisitions.md "REST"): `{ _id, action, fromStatus, toStatus, by, byName, at, comment }`. */
const restHistoryEntry = z.object({
  _id: restId,
  action: z.string().nullish(),
  fromStatus: z.string().nullish(),
  toStatus: z.string(),
  by: restRef,
  byName: z.string(),
  at: restInstant,
  comment: z.string().nullish(),
});

/**
 * The REST fields every record of a workflow carries besides its kind's own (DESIGN §5 "Workflows",
 * docs/requisitions.md "REST"): `number` (`EQ-2026-0001`), `status`, `requester` (employee id),
 * `requesterName`, `history` (oldest first) and `actions` (what the caller may do now, REST names).
 * The server sets them all; a client never writes them (crud/resource.ts keeps them out of `writable`).
 */
export const workflowRecordFields = {
  number: z.string(),
  status: z.string(),
  requester: restRef,
  requesterName: z.string(),
  history: z.array(restHistoryEntry).default([]),
  actions: z.array(z.string()).default([]),
};

/** A parsed REST record's workflow part (see {@link workflowRecordFields}). */
type WorkflowRecord = z.output<z.ZodObject<typeof workflowRecordFields>>;

/**
 * The GraphQL fields of a workflow record's REST part (schema.graphql `EquipmentRequisition`): `number`
 * and `status` as they are (the status enum's values are the REST states), `requester` → `requesterId`,
 * `requesterName`, `actions` in CONSTANT_CASE (`sendBack` → `SEND_BACK`, the `XAction` enum), and each
 * history entry `_id` → `id`, `by` → `byId`, its action in CONSTANT_CASE (null for the creation).
 */
export function workflowObject(record: WorkflowRecord): GraphqlObject {
  return {
    number: record.number,
    status: record.status,
    requesterId: record.requester,
    requesterName: record.requesterName,
    history: record.history.map((entry) => ({
      id: entry._id,
      action: entry.action ? constantCase(entry.action) : null,
      fromStatus: entry.fromStatus ?? null,
      toStatus: entry.toStatus,
      byId: entry.by,
      byName: entry.byName,
      at: entry.at,
      comment: entry.comment ?? null,
    })),
    actions: record.actions.map(constantCase),
  };
}

/** One workflow action as the mechanism serves it: REST `POST /setup/<name>/{id}/<rest>`, GraphQL mutation `field`. */
export interface WorkflowActionRoute {
  /** The REST action (path segment): `sendBack`. */
  rest: string;
  /** The GraphQL mutation: `sendBackEquipmentRequisition`. */
  field: string;
}

/**
 * The routes of every action of the workflow `contract` runs on (contract/workflows.ts `WORKFLOWS`), in
 * table order; none for an entry without a workflow.
 */
export function workflowActionRoutes(contract: ResourceContract): WorkflowActionRoute[] {
  if (!contract.workflow) return [];
  const workflow: Workflow = WORKFLOWS[contract.workflow];
  return workflowActions(workflow).map((action) => ({ rest: action, field: workflowActionField(contract, action) }));
}

/** The arguments of every action mutation (schema.graphql, scripts/codegen/workflow-grammar.ts). */
export interface WorkflowActionArgs {
  id: string;
  version: number;
  comment?: string | null;
}

/** The REST body of an action (docs/requisitions.md): `{ __v: version, comment? }`; a null or absent comment is left out. */
export function workflowActionBody(args: WorkflowActionArgs): { __v: number; comment?: string } {
  return args.comment === null || args.comment === undefined ? { __v: args.version } : { __v: args.version, comment: args.comment };
}
