import { WorkflowListPage } from '../../../workflow/WorkflowListPage';
import { WorkflowRecordPage } from '../../../workflow/WorkflowRecordPage';
import type { WorkflowDescription, WorkflowTypes } from '../../../workflow/workflowDescription';
import { claimsWorkflow } from './claimsWorkflow';

// A description is invariant in its types; the generic pages take it as they take every kind.
const description = claimsWorkflow as unknown as WorkflowDescription<WorkflowTypes>;

/** Visit Report › Claims (`/visit-reports/claims`, Finance and Gvr): the workflow list of {@link claimsWorkflow}. */
export function ClaimsListPage() {
  return <WorkflowListPage description={description} />;
}

/** A claim's page (`/visit-reports/claims/:id`, every claimant for their own; docs/visits.md "Web"). */
export function ClaimRecordPage() {
  return <WorkflowRecordPage description={description} />;
}
