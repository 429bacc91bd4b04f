/**
 * What the web derives from a workflow's transition table (contract/workflows.ts, DESIGN §5
 * "Workflows", docs/requisitions.md "Web"): wording of states and actions, the tone of a status tag,
 * which list tabs a role sees, and whether the requester may still edit. No per-kind code: visits and
 * claims get the same from their own tables.
 */
import { PERMISSIONS, ROLES, GRAPHQL_ROLES, constantCase, operationPermission, resourceContract, type Role, type Workflow, type WorkflowTransition } from '../generated/contract';
import type { Role as GraphqlRole } from '../generated/graphql';

/** `HOD_APPROVED` → "Hod approved", `DRAFT` → "Draft": a status as people read it. */
export function statusLabel(status: string): string {
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The colour of a status tag (PrimeReact Tag severities; `secondary` is grey). */
export type StatusTone = 'secondary' | 'info' | 'warning' | 'success' | 'danger';

/**
 * A status's tone, from the table: the initial state grey when it is a draft (the workflow has approvals
 * to submit it to), else blue like the calendar's planned visits (docs/visits.md); a state waiting for an
 * approval amber; one waiting for anything else blue; a final state reached only by the `cancel` action (a cancellation,
 * whoever may take it) grey; one reached by a transition that demands a comment (a rejection) red; any
 * other final state green. A transition that stays in its state (a visit's correction) does not count.
 */
export function statusTone(workflow: Workflow, status: string): StatusTone {
  if (status === workflow.initial) return workflow.transitions.some((t) => t.approval) ? 'secondary' : 'info';
  // A transition that stays in the state (a visit's correction, COMPLETED → COMPLETED) says nothing of how it was reached.
  const into = workflow.transitions.filter((t) => t.to === status && !t.from.includes(status));
  if (workflow.final.includes(status)) {
    if (into.length > 0 && into.every((t) => t.action === 'cancel')) return 'secondary';
    if (into.some((t) => t.comment === 'required')) return 'danger';
    return 'success';
  }
  return workflow.transitions.some((t) => t.from.includes(status) && t.approval) ? 'warning' : 'info';
}

/** The contract's action (`sendBack`) of a GraphQL action enum value (`SEND_BACK`); undefined for an unknown one. */
export function actionNamed(workflow: Workflow, value: string): string | undefined {
  return workflow.transitions.find((t) => constantCase(t.action) === value)?.action;
}

/** The transition an action (GraphQL enum value or contract name) takes from `status`, for its label and comment rule. */
export function transitionOf(workflow: Workflow, status: string, action: string): WorkflowTransition | undefined {
  const name = actionNamed(workflow, action) ?? action;
  return workflow.transitions.find((t) => t.action === name && t.from.includes(status));
}

/** The contract role (`Hod`) of a GraphQL role (`HOD`); undefined for none. */
export function contractRole(role: GraphqlRole | undefined): Role | undefined {
  return ROLES.find((candidate) => GRAPHQL_ROLES[candidate] === role);
}

/**
 * The roles that act on other people's records (the "To approve" tab): every role named as an actor,
 * and Hod when the requester's Hod is one (equipment: Hod, Admin, Gvr; events: Hod, Admin, Finance).
 */
export function approverRoles(workflow: Workflow): Role[] {
  const roles = workflow.transitions.flatMap((t) => t.by.flatMap((actor): Role[] => ('role' in actor ? [actor.role] : actor.relation === 'requesterHod' ? ['Hod'] : [])));
  return ROLES.filter((role) => roles.includes(role));
}

/** A tab of a workflow's list: its key (the URL's `tab`), label and the list variables it adds. */
export interface WorkflowTab {
  key: 'mine' | 'approve' | 'all';
  label: string;
  variables: Readonly<Record<string, unknown>>;
}

/**
 * The tabs `role` sees (docs/requisitions.md "Web"): "My requisitions" (`mine`) always; "To approve"
 * (`awaitingMe`) for the {@link approverRoles}; "All" for the `readAll` roles and a Hod (who reads
 * their departments' records). `options` leave out "My …" (a list only reviewers open: claims, whose
 * claimants reach theirs from "My claims") and name the approval tab otherwise ("To review"), or
 * otherwise for one role (`approveLabelFor`: equipment's Gvr issues, never approves: "To issue");
 * `onlyMine` gives the one tab "My …" whatever the role (a claimant's "My claims" page).
 */
export function tabsFor(
  workflow: Workflow,
  role: Role | undefined,
  mineLabel: string,
  options: { mine?: boolean; approveLabel?: string; approveLabelFor?: Partial<Record<Role, string>>; onlyMine?: boolean } = {},
): WorkflowTab[] {
  if (options.onlyMine) return [{ key: 'mine', label: mineLabel, variables: { mine: true } }];
  const tabs: WorkflowTab[] = options.mine === false ? [] : [{ key: 'mine', label: mineLabel, variables: { mine: true } }];
  if (role && approverRoles(workflow).includes(role)) {
    tabs.push({ key: 'approve', label: options.approveLabelFor?.[role] ?? options.approveLabel ?? 'To approve', variables: { awaitingMe: true } });
  }
  if (role && (workflow.readAll.includes(role) || role === 'Hod')) tabs.push({ key: 'all', label: 'All', variables: {} });
  return tabs;
}

/** Whether `role` may list employees (the requester filter offers an employee picker only then). */
export function mayListEmployees(role: Role | undefined): boolean {
  const permission = operationPermission(resourceContract('employees'), 'list');
  return role !== undefined && (PERMISSIONS[permission].roles as readonly Role[]).includes(role);
}

/** Whether the caller may edit a record (REST `PUT`): it is in an `editableIn` state and the caller made it. */
export function mayEdit(workflow: Workflow, record: { status: string; requesterId: string }, userId: string | undefined): boolean {
  return workflow.editableIn.includes(record.status) && userId !== undefined && record.requesterId === userId;
}
