import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { toastStore } from '../alerts/toastStore';
import { ConfirmDialog } from '../crud/ConfirmDialog';
import { FormAlert } from '../forms/FormAlert';
import { FormField } from '../forms/FormField';
import { payloadErrorsOf } from '../forms/mutationErrors';
import { maxLength, required } from '../forms/validation';
import type { WorkflowTransition } from '../generated/contract';
import { errorMessage } from '../lib/graphql/graphqlErrors';
import type { WorkflowDescription, WorkflowRecord, WorkflowTypes } from './workflowDescription';
import { statusTone, transitionOf } from './workflowRules';
import type { WorkflowWording } from './workflowWording';

/** Props of {@link WorkflowActionDialog}. */
export interface WorkflowActionDialogProps<T extends WorkflowTypes> {
  description: WorkflowDescription<T>;
  wording: WorkflowWording;
  record: WorkflowRecord;
  /** The transition the action takes from the record's status (its label, comment rule, past tense). */
  transition: WorkflowTransition;
  onClose: () => void;
  /** Called after the action went through (the page fetches the record again). */
  onDone: () => void;
  /** Fetches the record again (offered when it changed meanwhile). */
  onReload: () => void;
  /**
   * Takes a refusal on the record's own fields (a visit's `outcome` when completing, keyed by the
   * field's name), for the page to show under those fields; the dialog is then closed by the caller.
   * Without it, such messages show in the dialog.
   */
  onFieldErrors?: (errors: Record<string, string>) => void;
}

/** What went wrong with an action: a message, whether to offer "Reload", a message for the comment box, messages on the record's fields. */
interface ActionProblem {
  message: string | null;
  reload: boolean;
  comment: string | null;
  /** Messages on the record's own fields (not the comment), by field name; their text is in `message` too. */
  fields: Record<string, string>;
  /** The shelf cannot cover the record (CONFLICT OUT_OF_STOCK): the dialog names the other ways out. */
  outOfStock?: boolean;
}

/**
 * Sorts an action's payload errors (docs/requisitions.md REST answers): the comment's message under the
 * comment box; CONFLICT STALE_VERSION or INVALID_STATE (someone acted first) the server's message or
 * `stale`, with "Reload"; OUT_OF_STOCK and the rest the server's message ("Only 1 in stock of Projector; 2 requested.").
 */
export function actionProblem(data: unknown, stale: string): ActionProblem | null {
  const errors = payloadErrorsOf(data);
  if (errors.length === 0) return null;
  const onComment = errors.find((error) => error.field?.[error.field.length - 1] === 'comment');
  const conflict = errors.find((error) => error.code === 'CONFLICT' && (error.reason === 'STALE_VERSION' || error.reason === 'INVALID_STATE'));
  const others = errors.filter((error) => error !== onComment);
  const fields: Record<string, string> = {};
  for (const error of others) {
    const name = error.field?.[error.field.length - 1];
    if (name && error !== conflict) fields[name] = error.message;
  }
  return {
    fields,
    comment: onComment?.message ?? null,
    reload: conflict !== undefined,
    outOfStock: errors.some((error) => error.code === 'CONFLICT' && error.reason === 'OUT_OF_STOCK'),
    message: conflict?.reason === 'STALE_VERSION' ? stale : others.length > 0 ? others.map((error) => error.message).join(' ') : null,
  };
}

/**
 * Confirms and takes one workflow action (docs/requisitions.md "Web"): a dialog "<Label> <number>"
 * asking "<Label> equipment requisition EQ-2026-0001?" with a Comment box (required where the table says:
 * "Comment is required." before anything is sent; at most 1000 characters), "Cancel" and the action's
 * button (red when it ends the record: a rejection, a cancellation). Then a toast "Equipment requisition
 * EQ-2026-0001 approved." or the problem in the dialog (see {@link actionProblem}), with "Reload" when
 * the record moved on meanwhile; when the shelf cannot cover it, the record's other actions as the ways
 * out ("Only 12 in stock of Banner; 500 requested. Instead: Reject or Send back for changes."). A refusal
 * on the record's own fields goes to `onFieldErrors` when given (the page shows it under those fields).
 */
export function WorkflowActionDialog<T extends WorkflowTypes>({
  description,
  wording,
  record,
  transition,
  onClose,
  onDone,
  onReload,
  onFieldErrors,
}: WorkflowActionDialogProps<T>) {
  const client = useApolloClient();
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const commentRequired = transition.comment === 'required';
  const rules = commentRequired ? [required, maxLength(1000)] : [maxLength(1000)];
  const ruleMessage = rules.map((rule) => rule(comment, 'Comment')).find(Boolean) ?? null;
  const commentMessage = (touched ? ruleMessage : null) ?? problem?.comment ?? null;
  const { workflow } = description;
  // Refused for want of stock: the record's other actions are the ways out ("Send back for changes", "Reject").
  const waysOut = record.actions.flatMap((action) => {
    const other = transitionOf(workflow, record.status, action);
    return other && other.action !== transition.action ? [other.label] : [];
  });
  const problemMessage = problem?.outOfStock && problem.message && waysOut.length > 0 ? `${problem.message} Instead: ${waysOut.join(' or ')}.` : (problem?.message ?? null);
  const ends = workflow.final.includes(transition.to) && ['danger', 'secondary'].includes(statusTone(workflow, transition.to));

  const confirm = async () => {
    setTouched(true);
    if (ruleMessage) return;
    const document = description.actions[transition.action];
    if (!document) return;
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await client.mutate({ mutation: document, variables: { id: record.id, version: record.version, comment: comment.trim() || null } });
      const found = actionProblem(data, wording.reloadNeeded);
      setBusy(false);
      if (found) {
        if (onFieldErrors && !found.comment && !found.reload && Object.keys(found.fields).length === payloadErrorsOf(data).length) onFieldErrors(found.fields);
        else setProblem(found);
        return;
      }
      toastStore.success(wording.actionDone(record.number, transition.past));
      onDone();
    } catch (error) {
      setBusy(false);
      setProblem({ message: errorMessage(error), reload: false, comment: null, fields: {} });
    }
  };

  return (
    <ConfirmDialog
      visible
      title={wording.actionTitle(transition.label, record.number)}
      message={wording.actionQuestion(transition.label, record.number)}
      confirmLabel={transition.label}
      severity={ends ? 'danger' : 'primary'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <div className="workflow-comment">
        <FormField
          kind="textarea"
          label="Comment"
          name="comment"
          hint={commentRequired ? 'Say why: the requester reads it.' : 'Optional.'}
          required={commentRequired}
          autoFocus
          value={comment}
          error={commentMessage}
          disabled={busy}
          onChange={setComment}
          onBlur={() => setTouched(comment !== '' || touched)}
        />
      </div>
      <FormAlert message={problemMessage} action={problem?.reload ? <Button type="button" label="Reload" size="small" outlined onClick={onReload} /> : undefined} />
    </ConfirmDialog>
  );
}
