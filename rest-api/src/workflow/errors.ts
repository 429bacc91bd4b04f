import { badRequest, conflict, forbidden, type HttpError } from '../http/http-error';
import type { Workflow, WorkflowActor, WorkflowTransition } from '../generated/contract/workflows';

/** The words of the state a record is in, for "This … is already <words>." (the `past` of the first transition into it). */
function stateWords(workflow: Workflow, status: string): string {
  return workflow.transitions.find((transition) => transition.to === status)?.past ?? status.toLowerCase().replaceAll('_', ' ');
}

/**
 * 409 `INVALID_STATE` (docs/requisitions.md "One winner"): the action or update does not apply to the
 * record's current `status`: "This equipment requisition is already approved."; for a record still in
 * its initial state "This equipment requisition has not been submitted yet." `errors` names `status`.
 */
export function invalidState(workflow: Workflow, status: string): HttpError {
  const first = workflow.transitions.find((transition) => transition.from.includes(workflow.initial));
  const message =
    status === workflow.initial && first ? `This ${workflow.noun} has not been ${first.past} yet.` : `This ${workflow.noun} is already ${stateWords(workflow, status)}.`;
  return conflict(message, [{ field: 'status', message: `Not possible while it is ${status}` }], 'INVALID_STATE');
}

function actorWords(actor: WorkflowActor): string {
  if ('role' in actor) return /^[AEIOU]/.test(actor.role) ? `an ${actor.role}` : `a ${actor.role}`;
  return actor.relation === 'requester' ? 'the requester' : "the requester's Hod";
}

/**
 * 403 for a caller who is not one of the action's actors (DESIGN §6, docs/requisitions.md): the
 * requester on an approval "You cannot approve your own equipment requisition."; anyone else "Only the
 * requester's Hod or an Admin may approve this equipment requisition."
 */
export function notAnActor(workflow: Workflow, transition: WorkflowTransition, isRequester: boolean): HttpError {
  const verb = transition.label.toLowerCase();
  if (transition.approval && isRequester) {
    return forbidden(verb.includes(' ') ? `You cannot decide on your own ${workflow.noun}.` : `You cannot ${verb} your own ${workflow.noun}.`);
  }
  const who = [...new Set(transition.by.map(actorWords))];
  const list = who.length > 1 ? `${who.slice(0, -1).join(', ')} or ${who.at(-1)}` : (who[0] ?? 'nobody');
  return forbidden(`Only ${list} may ${verb} this ${workflow.noun}.`);
}

/** 400 on `comment` when the transition requires one (rejections, send-backs; DESIGN §5). */
export function commentRequired(transition: WorkflowTransition): HttpError {
  return badRequest('A comment is required.', [{ field: 'comment', message: `Say why (required to ${transition.label.toLowerCase()})` }]);
}

/** 403 for an update by someone other than the requester (docs/requisitions.md `PUT /{id}`). */
export function notTheRequester(workflow: Workflow): HttpError {
  return forbidden(`Only the requester may change this ${workflow.noun}.`);
}
