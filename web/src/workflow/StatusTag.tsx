import { Tag } from 'primereact/tag';
import type { Workflow } from '../generated/contract';
import { statusLabel, statusTone } from './workflowRules';
import './workflow.css';

/**
 * A record's status as a coloured tag (docs/requisitions.md "Web"): its label ("Hod approved") on the
 * colour of its tone (grey draft or cancelled, amber awaiting an approval, blue in progress, green
 * done, red rejected; see `statusTone`).
 */
export function StatusTag({ workflow, status }: { workflow: Workflow; status: string }) {
  const tone = statusTone(workflow, status);
  return <Tag className={`workflow-status workflow-status-${tone}`} value={statusLabel(status)} />;
}
