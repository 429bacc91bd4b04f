import type { ResourceName } from '../../generated/contract/resources';
import type { WorkflowDescription } from '../../workflow/workflowDescription';
import { equipmentRequisitionsWorkflow } from './equipment-requisitions/equipmentRequisitionsWorkflow';
import { eventRequisitionsWorkflow } from './event-requisitions/eventRequisitionsWorkflow';

export { WorkflowListPage } from '../../workflow/WorkflowListPage';
export { WorkflowRecordPage } from '../../workflow/WorkflowRecordPage';

/**
 * The description of every workflow resource, by catalogue name (docs/requisitions.md "Web"), as the
 * generic workflow pages take them (a description is invariant in its types).
 */
export const WORKFLOW_DESCRIPTIONS: Readonly<Partial<Record<ResourceName, WorkflowDescription>>> = {
  equipmentRequisitions: equipmentRequisitionsWorkflow as unknown as WorkflowDescription,
  eventRequisitions: eventRequisitionsWorkflow as unknown as WorkflowDescription,
};
