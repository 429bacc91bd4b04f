import type { Role } from './roles';

/**
 * Who may take a workflow action (DESIGN §5 "Workflows"): a role, or a relation of the caller to the
 * record. `requester`: the employee who made the request. `requesterHod`: the Hod (active role Hod) who
 * heads the requester's department (`departments.head`). Roles and relations are alternatives: any one
 * of an action's actors may take it.
 */
export type WorkflowActor = { role: Role } | { relation: 'requester' | 'requesterHod' };

/**
 * One row of a workflow's transition table (DESIGN §5): from one of `from`, `action` moves a record to
 * `to`, taken by any of `by`. `comment: 'required'` refuses the action without a non-blank comment
 * (rejections, send-backs); 'optional' accepts one. `approval`: the action decides on the request, so
 * the requester may never take it, whatever their role ("nobody approves their own request": a Hod's own
 * requisition goes to an Admin). `label` is the button's wording; `past` the history's ("approved").
 */
export interface WorkflowTransition {
  action: string;
  from: readonly string[];
  to: string;
  by: readonly WorkflowActor[];
  comment: 'required' | 'optional';
  approval?: boolean;
  label: string;
  past: string;
}

/**
 * A workflow (DESIGN §5): the states a record passes through, the one it is created in, the states in
 * which the requester may still edit it, its number prefix (`EQ` → `EQ-2026-0001`, per kind and calendar
 * year, without gaps), and its transition table. Actions are unique per from-state (an action may appear
 * in several rows with different from-states and actors, e.g. events' `reject`).
 */
export interface Workflow {
  /** The record's name in words, for messages and notifications: `equipment requisition`. */
  noun: string;
  numberPrefix: string;
  states: readonly string[];
  initial: string;
  editableIn: readonly string[];
  /** States in which the record waits for no one (terminal); the rest wait for someone's action. */
  final: readonly string[];
  /** Roles that read every record of the kind; everyone else reads their own and, as a Hod, those of the departments they head. */
  readAll: readonly Role[];
  /**
   * States in which only the requester reads the record (a claim's DRAFT, docs/visits.md "Who sees
   * what"): the `readAll` roles and a Hod read someone else's record only once it left them. Default none.
   */
  privateIn?: readonly string[];
  transitions: readonly WorkflowTransition[];
  /**
   * What the dashboard counts of the kind (docs/dashboard.md): `approvals`, its records in "Waiting for
   * me" (for the roles its table lets act on someone else's record); `mine`, the caller's own not in a
   * final state in "My open requisitions". Absent: the dashboard counts none of its records (visits have
   * figures of their own). Every layer takes the dashboard's kinds from here ({@link DASHBOARD_KINDS}):
   * rest-api's figures and answer schema, the gateway's mapping, the GraphQL enum `DashboardWorkflowKind`
   * (written by `npm run codegen`) and the web's links.
   */
  dashboard?: readonly ('approvals' | 'mine')[];
}

const requester = { relation: 'requester' } as const;
const requesterHod = { relation: 'requesterHod' } as const;
const admin = { role: 'Admin' } as const;

/**
 * Equipment requisitions (DESIGN §5): DRAFT → SUBMITTED → APPROVED by the requester's Hod or an Admin,
 * REJECTED (comment), or sent back to DRAFT (comment) → ISSUED by Gvr or Admin → RETURNED; CANCELLED by
 * the requester before approval. Issuing takes the items from stock; returning puts them back. After
 * approval (docs/requisitions.md "After approval"), with a comment: CANCELLED by the requester, Gvr or an
 * Admin, or sent back to DRAFT by Gvr or an Admin (the requester changes the quantities and submits again);
 * or the requester accepts a partial issue (PARTIAL_ISSUE_ACCEPTED), and Gvr or an Admin issues what the
 * shelf holds, each item lowered to the units handed out.
 */
export const EQUIPMENT_REQUISITION_WORKFLOW = {
  noun: 'equipment requisition',
  numberPrefix: 'EQ',
  states: ['DRAFT', 'SUBMITTED', 'APPROVED', 'PARTIAL_ISSUE_ACCEPTED', 'REJECTED', 'ISSUED', 'RETURNED', 'CANCELLED'],
  initial: 'DRAFT',
  editableIn: ['DRAFT'],
  final: ['REJECTED', 'RETURNED', 'CANCELLED'],
  readAll: ['Gvr', 'Admin'],
  dashboard: ['approvals', 'mine'],
  transitions: [
    { action: 'submit', from: ['DRAFT'], to: 'SUBMITTED', by: [requester], comment: 'optional', label: 'Submit', past: 'submitted' },
    { action: 'approve', from: ['SUBMITTED'], to: 'APPROVED', by: [requesterHod, admin], comment: 'optional', approval: true, label: 'Approve', past: 'approved' },
    { action: 'reject', from: ['SUBMITTED'], to: 'REJECTED', by: [requesterHod, admin], comment: 'required', approval: true, label: 'Reject', past: 'rejected' },
    {
      action: 'sendBack',
      from: ['SUBMITTED'],
      to: 'DRAFT',
      by: [requesterHod, admin],
      comment: 'required',
      approval: true,
      label: 'Send back for changes',
      past: 'sent back for changes',
    },
    // The requester accepts a partial issue: Gvr then issues what is on the shelf (docs/requisitions.md "After approval").
    {
      action: 'acceptPartial',
      from: ['APPROVED'],
      to: 'PARTIAL_ISSUE_ACCEPTED',
      by: [requester],
      comment: 'optional',
      label: 'Accept a partial issue',
      past: 'accepted for a partial issue',
    },
    { action: 'issue', from: ['APPROVED', 'PARTIAL_ISSUE_ACCEPTED'], to: 'ISSUED', by: [{ role: 'Gvr' }, admin], comment: 'optional', label: 'Issue', past: 'issued' },
    { action: 'return', from: ['ISSUED'], to: 'RETURNED', by: [{ role: 'Gvr' }, admin], comment: 'optional', label: 'Record return', past: 'returned' },
    { action: 'cancel', from: ['DRAFT', 'SUBMITTED'], to: 'CANCELLED', by: [requester], comment: 'optional', label: 'Cancel request', past: 'cancelled' },
    // After approval (docs/requisitions.md "After approval"): what cannot or need not be issued leaves
    // APPROVED with a comment, so an approved requisition never waits for Gvr forever.
    {
      action: 'cancel',
      from: ['APPROVED', 'PARTIAL_ISSUE_ACCEPTED'],
      to: 'CANCELLED',
      by: [requester, { role: 'Gvr' }, admin],
      comment: 'required',
      label: 'Cancel request',
      past: 'cancelled',
    },
    {
      action: 'sendBack',
      from: ['APPROVED', 'PARTIAL_ISSUE_ACCEPTED'],
      to: 'DRAFT',
      by: [{ role: 'Gvr' }, admin],
      comment: 'required',
      label: 'Send back for changes',
      past: 'sent back for changes',
    },
  ],
} as const satisfies Workflow;

/**
 * Event requisitions (DESIGN §5): DRAFT → SUBMITTED → HOD_APPROVED (the requester's Hod or an Admin) →
 * FINANCE_APPROVED (Finance) → COMPLETED (the requester or an Admin, not before the event's first day);
 * REJECTED at either approval step (comment); sent back to DRAFT by the Hod step (comment); CANCELLED by
 * the requester before any approval.
 */
export const EVENT_REQUISITION_WORKFLOW = {
  noun: 'event requisition',
  numberPrefix: 'EV',
  states: ['DRAFT', 'SUBMITTED', 'HOD_APPROVED', 'FINANCE_APPROVED', 'REJECTED', 'COMPLETED', 'CANCELLED'],
  initial: 'DRAFT',
  editableIn: ['DRAFT'],
  final: ['REJECTED', 'COMPLETED', 'CANCELLED'],
  // Gvr reads every event requisition too: spec §2 gives Gvr the Event Requisition Exports screen.
  readAll: ['Finance', 'Gvr', 'Admin'],
  dashboard: ['approvals', 'mine'],
  transitions: [
    { action: 'submit', from: ['DRAFT'], to: 'SUBMITTED', by: [requester], comment: 'optional', label: 'Submit', past: 'submitted' },
    { action: 'approve', from: ['SUBMITTED'], to: 'HOD_APPROVED', by: [requesterHod, admin], comment: 'optional', approval: true, label: 'Approve', past: 'approved by the Hod' },
    { action: 'reject', from: ['SUBMITTED'], to: 'REJECTED', by: [requesterHod, admin], comment: 'required', approval: true, label: 'Reject', past: 'rejected' },
    {
      action: 'sendBack',
      from: ['SUBMITTED'],
      to: 'DRAFT',
      by: [requesterHod, admin],
      comment: 'required',
      approval: true,
      label: 'Send back for changes',
      past: 'sent back for changes',
    },
    {
      action: 'financeApprove',
      from: ['HOD_APPROVED'],
      to: 'FINANCE_APPROVED',
      by: [{ role: 'Finance' }],
      comment: 'optional',
      approval: true,
      label: 'Approve budget',
      past: 'approved by Finance',
    },
    { action: 'reject', from: ['HOD_APPROVED'], to: 'REJECTED', by: [{ role: 'Finance' }], comment: 'required', approval: true, label: 'Reject', past: 'rejected by Finance' },
    { action: 'complete', from: ['FINANCE_APPROVED'], to: 'COMPLETED', by: [requester, admin], comment: 'optional', label: 'Mark completed', past: 'completed' },
    { action: 'cancel', from: ['DRAFT', 'SUBMITTED'], to: 'CANCELLED', by: [requester], comment: 'optional', label: 'Cancel request', past: 'cancelled' },
  ],
} as const satisfies Workflow;

/**
 * Visits (DESIGN §5 "Visit reports", docs/visits.md): planned by the employee who makes the visit (the
 * workflow's "requester"), PLANNED → COMPLETED by them once it has started and its outcome is written,
 * or CANCELLED (reason required) by them, their Hod, Gvr or an Admin. A completed visit is read-only: a
 * correction is a history entry (comment required) by Gvr or an Admin, never an edit. Numbered `VS`.
 */
export const VISIT_WORKFLOW = {
  noun: 'visit',
  numberPrefix: 'VS',
  states: ['PLANNED', 'COMPLETED', 'CANCELLED'],
  initial: 'PLANNED',
  editableIn: ['PLANNED'],
  final: ['COMPLETED', 'CANCELLED'],
  readAll: ['Gvr', 'Admin'],
  transitions: [
    { action: 'complete', from: ['PLANNED'], to: 'COMPLETED', by: [requester], comment: 'optional', label: 'Complete report', past: 'completed' },
    { action: 'cancel', from: ['PLANNED'], to: 'CANCELLED', by: [requester, requesterHod, { role: 'Gvr' }, admin], comment: 'required', label: 'Cancel visit', past: 'cancelled' },
    { action: 'correct', from: ['COMPLETED'], to: 'COMPLETED', by: [{ role: 'Gvr' }, admin], comment: 'required', label: 'Add correction', past: 'corrected' },
  ],
} as const satisfies Workflow;

/**
 * Claims (DESIGN §5 "Visit reports", docs/visits.md): expenses on a completed visit of the claimant
 * (the workflow's "requester"). DRAFT (lines and receipts are added) → SUBMITTED by the claimant →
 * APPROVED or REJECTED (comment) by Finance or Gvr, never the claimant → PAID by Finance; CANCELLED by the
 * claimant before a decision. Numbered `CL`.
 */
export const CLAIM_WORKFLOW = {
  noun: 'claim',
  numberPrefix: 'CL',
  states: ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'PAID', 'CANCELLED'],
  initial: 'DRAFT',
  editableIn: ['DRAFT'],
  final: ['REJECTED', 'PAID', 'CANCELLED'],
  readAll: ['Finance', 'Gvr'],
  privateIn: ['DRAFT'],
  dashboard: ['approvals'],
  transitions: [
    { action: 'submit', from: ['DRAFT'], to: 'SUBMITTED', by: [requester], comment: 'optional', label: 'Submit', past: 'submitted' },
    { action: 'approve', from: ['SUBMITTED'], to: 'APPROVED', by: [{ role: 'Finance' }, { role: 'Gvr' }], comment: 'optional', approval: true, label: 'Approve', past: 'approved' },
    { action: 'reject', from: ['SUBMITTED'], to: 'REJECTED', by: [{ role: 'Finance' }, { role: 'Gvr' }], comment: 'required', approval: true, label: 'Reject', past: 'rejected' },
    // Gvr pays too, so that a sole Finance user's own claim is paid (docs/visits.md "Claims").
    { action: 'pay', from: ['APPROVED'], to: 'PAID', by: [{ role: 'Finance' }, { role: 'Gvr' }], comment: 'optional', approval: true, label: 'Mark paid', past: 'paid' },
    { action: 'cancel', from: ['DRAFT', 'SUBMITTED'], to: 'CANCELLED', by: [requester], comment: 'optional', label: 'Cancel claim', past: 'cancelled' },
  ],
} as const satisfies Workflow;

/** Every workflow, by the name of the catalogue resource that runs on it (contract/resources.ts `workflow`). */
export const WORKFLOWS = {
  equipmentRequisitions: EQUIPMENT_REQUISITION_WORKFLOW,
  eventRequisitions: EVENT_REQUISITION_WORKFLOW,
  visits: VISIT_WORKFLOW,
  claims: CLAIM_WORKFLOW,
} as const satisfies Record<string, Workflow>;

/** The name of a workflow of {@link WORKFLOWS}. */
export type WorkflowName = keyof typeof WORKFLOWS;

/** The workflows whose {@link Workflow.dashboard} names `part`. */
type DashboardKindOf<Part extends 'approvals' | 'mine'> = {
  [Name in WorkflowName]: (typeof WORKFLOWS)[Name] extends { dashboard: readonly (infer Parts)[] } ? (Part extends Parts ? Name : never) : never;
}[WorkflowName];

/** A workflow kind the dashboard counts (docs/dashboard.md): one whose workflow declares {@link Workflow.dashboard}. */
export type DashboardKind = DashboardKindOf<'approvals'> | DashboardKindOf<'mine'>;

/** A kind of the dashboard's "My open requisitions" (`dashboard` names `mine`). */
export type DashboardMineKind = DashboardKindOf<'mine'>;

const dashboardKindsOf = <Kind extends DashboardKind>(part?: 'approvals' | 'mine'): readonly [Kind, ...Kind[]] => {
  const kinds = (Object.keys(WORKFLOWS) as WorkflowName[]).filter((name) => {
    const parts = (WORKFLOWS[name] as Workflow).dashboard;
    return parts !== undefined && (part === undefined || parts.includes(part));
  });
  if (kinds.length === 0) throw new Error(`no workflow of WORKFLOWS is counted by the dashboard${part ? ` (${part})` : ''}`);
  return kinds as unknown as readonly [Kind, ...Kind[]];
};

/**
 * The workflow kinds the dashboard counts, by catalogue name, in {@link WORKFLOWS} order (the order of
 * its sections' entries and of the GraphQL enum `DashboardWorkflowKind`, whose values are their names in
 * CONSTANT_CASE): `['equipmentRequisitions', 'eventRequisitions', 'claims']`.
 */
export const DASHBOARD_KINDS = dashboardKindsOf<DashboardKind>();

/** The kinds of "My open requisitions" (docs/dashboard.md), in {@link WORKFLOWS} order: `['equipmentRequisitions', 'eventRequisitions']`. */
export const DASHBOARD_MINE_KINDS = dashboardKindsOf<DashboardMineKind>('mine');

/** The distinct action names of `workflow`, in table order (`submit`, `approve`, …). */
export function workflowActions(workflow: Workflow): string[] {
  return [...new Set(workflow.transitions.map((transition) => transition.action))];
}

/** The transition `action` takes from state `from`, or undefined when the table has none. */
export function transitionFrom(workflow: Workflow, from: string, action: string): WorkflowTransition | undefined {
  return workflow.transitions.find((transition) => transition.action === action && transition.from.includes(from));
}

/** What the caller is to a record, for {@link allowedActions}: their active role and relations. */
export interface WorkflowCaller {
  role: Role;
  /** The caller made the request. */
  isRequester: boolean;
  /** The caller is a Hod who heads the requester's department. */
  isRequesterHod: boolean;
}

/** Whether `caller` is one of `transition`'s actors (and, for an approval, not the requester). */
export function mayTake(transition: WorkflowTransition, caller: WorkflowCaller): boolean {
  if (transition.approval && caller.isRequester) return false;
  return transition.by.some((actor) =>
    'role' in actor ? actor.role === caller.role : actor.relation === 'requester' ? caller.isRequester : caller.isRequesterHod && caller.role === 'Hod',
  );
}

/** The actions `caller` may take on a record in state `status`, in table order (the buttons the web shows). */
export function allowedActions(workflow: Workflow, status: string, caller: WorkflowCaller): string[] {
  return [...new Set(workflow.transitions.filter((t) => t.from.includes(status) && mayTake(t, caller)).map((t) => t.action))];
}
