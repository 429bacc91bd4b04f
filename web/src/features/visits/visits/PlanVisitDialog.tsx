import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { toastStore } from '../../../alerts/toastStore';
import { ReferenceField } from '../../../crud/ReferenceField';
import { useChoiceSource } from '../../../crud/choiceSources';
import { RequiredNote } from '../../../forms/FieldFrame';
import { FormAlert } from '../../../forms/FormAlert';
import { FormField } from '../../../forms/FormField';
import { describeMutationError, describePayloadErrors, payloadErrorsOf } from '../../../forms/mutationErrors';
import { useFocusOnFailedSubmit } from '../../../forms/useFocusOnFailedSubmit';
import { useFormState, type BoundField } from '../../../forms/useFormState';
import { required, type FieldRule, type ValidatedField } from '../../../forms/validation';
import { CreateVisitDocument } from '../../../generated/documents/CreateVisitDocument';
import { fromLocalInput, spanProblem, toLocalInput } from './visitCalendar';

/** The plan form's values. */
type PlanValues = { customerId: string; categoryId: string; start: string; end: string };

/** End after start, at most 24 h later (checked on the end). */
const spanRule: FieldRule = (_value, _label, values) => {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return spanProblem(text(values?.start), text(values?.end));
};

const PLAN_FIELDS: readonly ValidatedField[] = [
  { name: 'customerId', label: 'Customer', rules: [required] },
  { name: 'categoryId', label: 'Category', rules: [required] },
  { name: 'start', label: 'Start', rules: [required] },
  { name: 'end', label: 'End', rules: [required, spanRule] },
];

/** Props of {@link PlanVisitDialog}. */
export interface PlanVisitDialogProps {
  /** The selected span, prefilled. */
  start: Date;
  end: Date;
  /** The customer, prefilled (planning from a customer's page). */
  customerId?: string;
  onClose: () => void;
  /** Called with the new visit's id once it is planned. */
  onPlanned: (id: string) => void;
}

/**
 * "Plan visit" (docs/visits.md "Web › Calendar": the calendar's and a customer's "Plan visit" button, or
 * selecting an empty slot): customer (searched
 * among those the caller may read), GVR category, start and end (prefilled from the selection; end after
 * start, at most 24 h later). `createVisit` plans it for the caller; the server's field messages show
 * under the fields, anything else above the buttons. Opens with the focus on its first empty field.
 */
export function PlanVisitDialog({ start, end, customerId: givenCustomer, onClose, onPlanned }: PlanVisitDialogProps) {
  const form = useFormState<PlanValues>({ customerId: givenCustomer ?? '', categoryId: '', start: toLocalInput(start), end: toLocalInput(end) }, PLAN_FIELDS);
  const [create, { loading: saving }] = useMutation(CreateVisitDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const { formRef, failed } = useFocusOnFailedSubmit();
  const customers = useChoiceSource('customers');
  const categories = useChoiceSource('gvrCategories');
  const fieldList = useMemo(() => PLAN_FIELDS.map(({ name, label }) => ({ name, label })), []);

  const submit = async () => {
    setProblem(null);
    if (!form.submitAttempt()) {
      failed();
      return;
    }
    const { customerId, categoryId } = form.values;
    try {
      const { data } = await create({
        variables: { input: { customerId, categoryId, start: fromLocalInput(form.values.start) ?? '', end: fromLocalInput(form.values.end) ?? '' } },
      });
      const errors = payloadErrorsOf(data);
      const visit = data?.createVisit?.visit;
      if (errors.length > 0 || !visit) {
        const described = describePayloadErrors(errors, fieldList);
        form.setServerErrors(described.fieldErrors);
        setProblem(described.message ?? (Object.keys(described.fieldErrors).length === 0 ? 'Could not plan the visit.' : null));
        failed();
        return;
      }
      toastStore.success(`Visit ${visit.number} planned.`);
      onPlanned(visit.id);
    } catch (caught) {
      setProblem(describeMutationError(caught, fieldList).message ?? 'Could not plan the visit.');
    }
  };

  const text = (name: 'start' | 'end') => form.field(name);
  const single = (name: 'customerId' | 'categoryId'): BoundField<string> => form.field(name);
  return (
    <Dialog
      visible
      header="Plan visit"
      onHide={() => {
        if (!saving) onClose();
      }}
      modal
      // The first field takes the focus, not the close button (typing would hit it).
      focusOnShow={false}
      draggable={false}
      resizable={false}
      className="crud-dialog"
      style={{ width: 'min(34rem, 95vw)' }}
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <RequiredNote />
        <ReferenceField
          label="Customer"
          multiple={false}
          source={customers}
          values={form.values}
          bound={single('customerId')}
          required
          disabled={saving}
          autoFocus={!givenCustomer}
        />
        <ReferenceField
          label="Category"
          multiple={false}
          source={categories}
          values={form.values}
          bound={single('categoryId')}
          required
          disabled={saving}
          autoFocus={!!givenCustomer}
        />
        <div className="visit-plan-times">
          <FormField kind="datetime" label="Start" {...text('start')} required disabled={saving} />
          <FormField kind="datetime" label="End" {...text('end')} required disabled={saving} />
        </div>
        <FormAlert message={problem} />
        <div className="form-buttons">
          <Button type="button" label="Cancel" outlined onClick={onClose} disabled={saving} />
          <Button type="submit" label="Plan visit" loading={saving} disabled={saving} />
        </div>
      </form>
    </Dialog>
  );
}
