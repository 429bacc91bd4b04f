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

// The same list with one tab, the caller's own claims, under its own title.
const mine: WorkflowDescription<WorkflowTypes> = { ...description, resource: { ...description.resource, title: 'My claims' }, tabs: { onlyMine: true } };

/**
 * "My claims" (`/visit-reports/my-claims`, all six roles, reached from Activities and a visit's claims: the §2 sidebar
 * keeps Claims for Finance and Gvr only): the caller's own claims, every status, drafts included, with
 * the per-month totals of their own claims and "New claim".
 */
export function MyClaimsPage() {
  return <WorkflowListPage description={mine} />;
}

/** A claim's page (`/visit-reports/claims/:id`, every claimant for their own; docs/visits.md "Web"). */
export function ClaimRecordPage() {
  return <WorkflowRecordPage description={description} />;
}
