import { ChoiceField } from '../crud/ChoiceField';
import { ReferenceField } from '../crud/ReferenceField';
import { useChoiceSource } from '../crud/choiceSources';
import { DateRangeField } from '../crud/kinds/dateRange/DateRangeField';
import type { Workflow } from '../generated/contract';
import type { BoundField } from '../forms/useFormState';
import type { DateRangeValue } from '../forms/validation';
import { datesProblem, type WorkflowFilterValues } from './workflowFilters';
import { statusLabel } from './workflowRules';

/** Props of {@link WorkflowFilters}. */
export interface WorkflowFiltersProps {
  workflow: Workflow;
  values: WorkflowFilterValues;
  /** Offer the requester picker (not on "My requisitions"; only for a role that may list employees). */
  requesterShown: boolean;
  onChange: (change: Partial<WorkflowFilterValues>) => void;
}

/** A filter value as a form field of its own (the pickers and the range input are the forms'). */
function bound<V extends string | DateRangeValue>(name: string, value: V, onChange: (value: V) => void, error: string | null = null): BoundField<V> {
  return { name, value, error, onChange, onBlur: () => undefined };
}

/** The requester picker: employees searched on the server as the user types (the setup's `employees` source). */
function RequesterFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const source = useChoiceSource('employees');
  return <ReferenceField label="Requester" multiple={false} values={{}} bound={bound('requester', value, onChange)} source={source} clearable />;
}

/**
 * The filters above a workflow list (docs/requisitions.md "Web"): Status (any, or one of the
 * workflow's states), Dates (records whose days overlap a range; used once both days make one, else
 * its message shows) and, when `requesterShown`, Requester. Kept in the URL by the caller.
 */
export function WorkflowFilters({ workflow, values, requesterShown, onChange }: WorkflowFiltersProps) {
  const statuses = workflow.states.map((state) => ({ value: state, label: statusLabel(state) }));
  return (
    <div className="workflow-filters">
      <ChoiceField label="Status" multiple={false} options={statuses} values={{}} bound={bound('status', values.status, (status) => onChange({ status }))} ready clearable />
      <DateRangeField label="Dates" bound={bound('dates', { from: values.from, to: values.to }, ({ from, to }) => onChange({ from, to }), datesProblem(values))} />
      {requesterShown && <RequesterFilter value={values.requester} onChange={(requester) => onChange({ requester })} />}
    </div>
  );
}
