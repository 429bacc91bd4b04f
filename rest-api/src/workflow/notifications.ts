import type { Db } from '../db/database';
import { notify, type NotificationContent } from '../notifications/notify';
import type { Workflow, WorkflowTransition } from '../generated/contract/workflows';
import { isCorrection } from './scope';
import { employeesInRoles, requesterHodOf } from './callers';

/** A record that just moved, as the notifications word it. */
export interface MovedRecord {
  id: string;
  number: string;
  status: string;
  requester: string;
  requesterName: string;
}

/**
 * Who must act on `record` now (docs/requisitions.md "Notifications"): the actors of the transitions out
 * of its new status other than the requester. A transition with the `requesterHod` relation goes to the
 * requester's Hod, else (no Hod) to every active Admin; a role goes to every active employee whose
 * active role it is, except on a transition the requester's Hod takes (then the Hod alone is asked).
 * A correction (a transition that leaves the status as it is, a visit's `correct`) waits for no one.
 */
export async function nextActors(db: Db, workflow: Workflow, record: MovedRecord): Promise<Set<string>> {
  const ids = new Set<string>();
  const roles = new Set<string>();
  let hod: string | undefined | null = null;
  for (const transition of workflow.transitions.filter((t) => t.from.includes(record.status) && !isCorrection(t))) {
    if (transition.by.some((actor) => 'relation' in actor && actor.relation === 'requesterHod')) {
      if (hod === null) hod = await requesterHodOf(db, record.requester);
      if (hod) ids.add(hod);
      else roles.add('Admin');
      continue;
    }
    for (const actor of transition.by) if ('role' in actor) roles.add(actor.role);
  }
  for (const id of await employeesInRoles(db, [...roles])) ids.add(id);
  ids.delete(record.requester);
  return ids;
}

/**
 * Writes the notifications of one transition inside its transaction `tx` (DESIGN §5 "notifications to
 * whoever acts next"; docs/requisitions.md): "… awaits you" to each of {@link nextActors}, and "Your …
 * was <past>" to the requester when someone else acted; never to the actor. Each links to `link`.
 */
export async function notifyTransition(
  tx: Db,
  workflow: Workflow,
  record: MovedRecord,
  step: { transition: WorkflowTransition; actor: { id: string; employeeName: string }; comment: string | null; link: string },
): Promise<void> {
  const { transition, actor, comment, link } = step;
  const noun = capitalizedNoun(workflow);
  const color = transition.comment === 'required' ? 'warning' : transition.approval ? 'success' : 'info';
  const next = await nextActors(tx, workflow, record);
  next.delete(actor.id);
  const awaiting: NotificationContent = {
    title: `${noun} ${record.number} awaits you`,
    text: awaitingText(workflow, record, transition, actor),
    icon: 'file-text',
    color: 'info',
    link,
  };
  for (const id of next) await notify(tx, id, awaiting);
  if (record.requester !== actor.id) {
    await notify(tx, record.requester, {
      title: `Your ${workflow.noun} ${record.number} was ${transition.past}`,
      text: `${byWhom(transition, actor.employeeName)}.${comment ? ` Comment: ${comment}` : ''}`,
      icon: 'file-text',
      color,
      link,
    });
  }
}

/**
 * "By Daniel Okafor", or, for a past tense that already names who acted ("approved by the Hod"),
 * "Daniel Okafor (the Hod)": never "approved by the Hod by Daniel Okafor".
 */
export function byWhom(transition: WorkflowTransition, name: string): string {
  const role = / by (.+)$/.exec(transition.past)?.[1];
  return role ? `${name} (${role})` : `By ${name}`;
}

/**
 * The text of "… awaits you" (docs/requisitions.md "Notifications"), naming each person once:
 * "Equipment requisition EQ-2026-0001 was submitted by James Carter." when the requester acted; else "James Carter's
 * equipment requisition EQ-2026-0001 was approved by Daniel Okafor." ("was approved by the Hod (Daniel
 * Okafor)" when the past tense names the role already).
 */
export function awaitingText(workflow: Workflow, record: MovedRecord, transition: WorkflowTransition, actor: { id: string; employeeName: string }): string {
  const by = / by /.test(transition.past) ? `${transition.past} (${actor.employeeName})` : `${transition.past} by ${actor.employeeName}`;
  if (actor.id === record.requester) return `${capitalizedNoun(workflow)} ${record.number} was ${by}.`;
  return `${record.requesterName}'s ${workflow.noun} ${record.number} was ${by}.`;
}

/** "Equipment requisition": the workflow's noun with a capital. */
function capitalizedNoun(workflow: Workflow): string {
  return workflow.noun.charAt(0).toUpperCase() + workflow.noun.slice(1);
}
