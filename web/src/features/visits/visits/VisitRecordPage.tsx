import type { ReactNode } from 'react';
import { Tag } from 'primereact/tag';
import type { VisitFieldsFragment } from '../../../generated/graphql';
import { useCurrentUser } from '../../../session/useCurrentUser';
import { WorkflowRecordPage, type WorkflowRecordSlot } from '../../../workflow/WorkflowRecordPage';
import type { WorkflowDescription, WorkflowTypes } from '../../../workflow/workflowDescription';
import { mayEdit } from '../../../workflow/workflowRules';
import { VisitReportForm } from './VisitReportForm';
import { visitsWorkflow } from './visitsWorkflow';
import './visits.css';

type VisitTypes = WorkflowTypes & { record: VisitFieldsFragment };

/** Props of {@link VisitRecordPage}. */
export interface VisitRecordPageProps {
  /**
   * The visit's claims (docs/visits.md "Visit report": its claims, with "New claim" once completed):
   * the claims panel of the Claims screens renders here, below the history.
   */
  claims?: (visit: VisitFieldsFragment, refresh: () => void) => ReactNode;
}

/**
 * A visit's page, `/visit-reports/visits/:id` (docs/visits.md "Web › Visit report"): the workflow
 * record page (number, status tag, a "Late" tag when the report is late, the actions with their
 * comment dialogs: cancel and correct need one, the details, the history) with the report form in
 * place while the visit is planned and the caller is its visitor (read-only details otherwise), and
 * the visit's claims (`claims`).
 */
export function VisitRecordPage({ claims }: VisitRecordPageProps) {
  const user = useCurrentUser();
  const description = visitsWorkflow as unknown as WorkflowDescription<VisitTypes>;
  const editor: WorkflowRecordSlot<VisitTypes> = (visit, refresh, actionErrors) => (
    <>
      {visit.late && (
        <p className="visit-late-note">
          <Tag severity="danger" value="Late" /> The report is past its deadline.
        </p>
      )}
      {mayEdit(description.workflow, visit, user?.id) && <VisitReportForm visit={visit} onSaved={refresh} actionErrors={actionErrors} />}
    </>
  );
  return <WorkflowRecordPage description={description} editor={editor} extra={claims} />;
}
