import { type ResourceContract, constantCase, resourceGraphqlNames, workflowActionField } from '../../contract/resources';
import { WORKFLOWS, type Workflow, type WorkflowTransition, workflowActions } from '../../contract/workflows';
import { str, withArticle } from './sdl-text';

/**
 * The workflow part of a catalogue entry's grammar (DESIGN §5 "Workflows", docs/requisitions.md), as
 * SDL: the `XStatus` and `XAction` enums and `XHistoryEntry` from its transition table
 * (contract/workflows.ts), and one mutation per action, `<action>X(id, version, comment): XPayload`.
 * `auth` is the directive of the resource's write permission (who may act is decided per record by the
 * server). Empty for an entry without a workflow.
 */
export function workflowGrammar(resource: ResourceContract, auth: string): string {
  if (!resource.workflow) return '';
  const workflow: Workflow = WORKFLOWS[resource.workflow];
  const names = resourceGraphqlNames(resource);
  const rest = `/setup/${resource.name}`;
  const actions = workflowActions(workflow);
  const rowsOf = (action: string) => workflow.transitions.filter((transition) => transition.action === action);
  const mutations = actions.map((action) => {
    const rows = rowsOf(action);
    const requiredFrom = rows.filter((row) => row.comment === 'required').flatMap((row) => row.from);
    const comment = rows.every((row) => row.comment === 'required')
      ? 'Required: a non-blank comment saying why (1 to 1000 characters).'
      : requiredFrom.length > 0
        ? `A comment for the history (at most 1000 characters); required, saying why, from ${requiredFrom.join(', ')}.`
        : 'An optional comment for the history (at most 1000 characters).';
    // Equipment is checked against the shelf when approved and when issued (docs/requisitions.md "Stock").
    const stocked = action === 'issue' || (action === 'approve' && actions.includes('issue'));
    return `${str(`${actionSentence(workflow, rows)} (\`POST ${rest}/{id}/${action}\`); answers it in \`${names.payloadField}\`, or in \`errors\` NOT_FOUND, BAD_USER_INPUT or CONFLICT (STALE_VERSION when \`version\` is no longer current, INVALID_STATE when its status no longer allows it${stocked ? ', OUT_OF_STOCK when an item is short' : ''}). FORBIDDEN for a caller who may not take it.`)}
  ${workflowActionField(resource, action)}(
    ${str(`The ${resource.singular}'s id.`)}
    id: ID!
    ${str(`The version the action was decided on (from \`${names.type}.version\`).`)}
    version: Int!
    ${str(comment)}
    comment: String
  ): ${names.payload} ${auth}`;
  });
  return [
    `${str(`Where ${withArticle(resource.singular)} stands in its workflow (docs/requisitions.md).`)}
enum ${names.statusEnum} {
${workflow.states.map((state) => `  ${str(stateDescription(workflow, state))}\n  ${state}`).join('\n')}
}`,
    `${str(`An action on ${withArticle(resource.singular)}; \`${names.type}.actions\` lists those the caller may take now.`)}
enum ${names.actionEnum} {
${actions.map((action) => `  ${str(`${actionSentence(workflow, rowsOf(action))}.`)}\n  ${constantCase(action)}`).join('\n')}
}`,
    `${str(`One step in the history of ${withArticle(resource.singular)}: its creation or an action.`)}
type ${names.historyEntry} {
  "Unique id."
  id: ID!
  "The action taken; null for the creation."
  action: ${names.actionEnum}
  "The status before; null for the creation."
  fromStatus: ${names.statusEnum}
  "The status after."
  toStatus: ${names.statusEnum}!
  "Id of the employee who took it; null when that employee was deleted."
  byId: ID
  "Name of the employee who took it, as it was then."
  byName: String!
  "When."
  at: DateTime!
  "The comment given, if any."
  comment: String
}`,
    `extend type Mutation {\n  ${mutations.join('\n  ')}\n}`,
  ].join('\n\n');
}

/** "Approve (equipment requisition): SUBMITTED → APPROVED, by the requester's Hod or an Admin; never the requester" (no final stop). */
function actionSentence(workflow: Workflow, rows: readonly WorkflowTransition[]): string {
  const first = rows[0];
  if (!first) throw new Error('an action without transitions');
  // What holds for every row is said once at the end; what holds for some rows only, after those rows.
  const allApprovals = rows.every((row) => row.approval);
  const allRequired = rows.every((row) => row.comment === 'required');
  const steps = rows
    .map((row) => {
      const notes = [!allApprovals && row.approval ? 'never the requester' : '', !allRequired && row.comment === 'required' ? 'with a comment' : ''].filter(Boolean);
      return `${row.from.join(' or ')} → ${row.to}, by ${row.by.map(actorWords).join(' or ')}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
    })
    .join('; ');
  return `${first.label} (${workflow.noun}): ${steps}${allApprovals ? '; never the requester' : ''}${allRequired ? '; a comment is required' : ''}`;
}

function actorWords(actor: WorkflowTransition['by'][number]): string {
  if ('role' in actor) return actor.role === 'Finance' ? 'Finance' : withArticle(actor.role);
  return actor.relation === 'requester' ? 'the requester' : "the requester's Hod";
}

function stateDescription(workflow: Workflow, state: string): string {
  const out = workflow.transitions.filter((transition) => transition.from.includes(state));
  const initial = state === workflow.initial ? 'Where it starts; the requester may edit it. ' : '';
  if (out.length === 0) return `${initial}Final: nothing more happens to it.`;
  return `${initial}Next: ${[...new Set(out.map((transition) => transition.label.toLowerCase()))].join(', ')}.`;
}
