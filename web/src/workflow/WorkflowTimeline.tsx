import { Timeline } from 'primereact/timeline';
import { formatDateTime } from '../format/dates';
import type { Workflow } from '../generated/contract';
import type { WorkflowHistoryEntry } from './workflowDescription';
import { StatusTag } from './StatusTag';
import { actionNamed, statusLabel } from './workflowRules';

/**
 * What an entry says happened and who did it, from the transition's past tense: "Created by Ann Lee",
 * "Approved by Bo Chen", "Approved by the Hod (Bo Chen)" when the past tense already names a "by".
 */
export function historyHeadline(workflow: Workflow, entry: WorkflowHistoryEntry): string {
  if (!entry.action) return `Created by ${entry.byName}`;
  const name = actionNamed(workflow, entry.action);
  const transition = workflow.transitions.find((t) => t.action === name && (entry.fromStatus === null || t.from.includes(entry.fromStatus)));
  const past = transition?.past ?? statusLabel(entry.action).toLowerCase();
  const Past = past.charAt(0).toUpperCase() + past.slice(1);
  return / by /.test(past) ? `${Past} (${entry.byName})` : `${Past} by ${entry.byName}`;
}

/**
 * A record's history as a timeline, oldest first (docs/requisitions.md "History"): per entry what
 * happened and who ("Reject by Bo Chen"), when (local date and time), from → to as status tags, and the
 * comment, quoted. A PrimeReact Timeline in an ordered list, so a screen reader counts the steps.
 */
export function WorkflowTimeline({ workflow, history }: { workflow: Workflow; history: readonly WorkflowHistoryEntry[] }) {
  return (
    <Timeline
      className="workflow-history"
      value={[...history]}
      pt={{ root: { role: 'list' }, event: { role: 'listitem' } }}
      content={(entry: WorkflowHistoryEntry) => (
        <div className="workflow-history-entry">
          <p>
            <strong>{historyHeadline(workflow, entry)}</strong>
          </p>
          <p className="workflow-history-when">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          <p>
            {entry.fromStatus && (
              <>
                <StatusTag workflow={workflow} status={entry.fromStatus} /> <span aria-label="to">→</span>{' '}
              </>
            )}
            <StatusTag workflow={workflow} status={entry.toStatus} />
          </p>
          {entry.comment && <blockquote className="workflow-history-comment">{entry.comment}</blockquote>}
        </div>
      )}
    />
  );
}
