import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { format } from 'date-fns';
import { ChoiceField } from '../../../crud/ChoiceField';
import { ReferenceField } from '../../../crud/ReferenceField';
import { useChoiceSource } from '../../../crud/choiceSources';
import { FormAlert } from '../../../forms/FormAlert';
import { FormField } from '../../../forms/FormField';
import { RequiredNote } from '../../../forms/FieldFrame';
import { describeMutationError, describePayloadErrors, payloadErrorsOf, type MutationProblem } from '../../../forms/mutationErrors';
import { useFormState } from '../../../forms/useFormState';
import { calendarDate, maxLength, required, type FieldRule } from '../../../forms/validation';
import { ActivityCustomerContactsDocument } from '../../../generated/documents/ActivityCustomerContactsDocument';
import { CreateActivityDocument } from '../../../generated/documents/CreateActivityDocument';
import { UpdateActivityDocument } from '../../../generated/documents/UpdateActivityDocument';
import type { ActivityFieldsFragment, ActivityKind } from '../../../generated/graphql';

/** The kinds a user logs (a visit is planned on the calendar). */
const LOGGED_KINDS = [
  { value: 'CALL', label: 'Call' },
  { value: 'MEETING', label: 'Meeting' },
];

/** Today in the user's time zone, `YYYY-MM-DD`. */
export const today = () => format(new Date(), 'yyyy-MM-dd');

/** "<Label> cannot be in the future." for a day after `todayText` (docs/visits.md "Activities": a logged activity took place). */
export function notInFuture(todayText: () => string = today): FieldRule {
  return (value, label) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value > todayText() ? `${label} cannot be in the future.` : null);
}

type Values = { kind: string; customerId: string; contactName: string; date: string; note: string };

const FIELDS = [
  { name: 'kind', label: 'Kind', rules: [required] },
  { name: 'customerId', label: 'Customer', rules: [required] },
  { name: 'contactName', label: 'Contact', rules: [] },
  { name: 'date', label: 'Date', rules: [required, calendarDate, notInFuture()] },
  { name: 'note', label: 'Note', rules: [maxLength(2000)] },
] as const;

/** The form field of a field error that names the REST field (`customer`, docs/visits.md "Activities") rather than the GraphQL input's. */
const REST_FIELDS = { customer: 'customerId' };

/** Props of {@link ActivityFormDialog}. */
export interface ActivityFormDialogProps {
  /** The logged activity to edit; none to log a new one. */
  activity?: ActivityFieldsFragment;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * "Log call or meeting" (docs/visits.md "Activities", "Web"): kind (Call or Meeting), customer
 * (searched), contact (one of the chosen customer's contacts), date (today by default, not in the
 * future) and note (≤ 2,000); also editing a logged one. The rules show under the fields, and so do the
 * server's field errors (`createActivity`/`updateActivity` payload errors, BAD_USER_INPUT).
 */
export function ActivityFormDialog({ activity, onClose, onSaved }: ActivityFormDialogProps) {
  const customers = useChoiceSource('customers');
  const form = useFormState<Values>(
    {
      kind: activity?.kind ?? 'CALL',
      customerId: activity?.customerId ?? '',
      contactName: activity?.contactName ?? '',
      date: activity?.date ?? today(),
      note: activity?.note ?? '',
    },
    FIELDS,
  );
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [create] = useMutation(CreateActivityDocument);
  const [update] = useMutation(UpdateActivityDocument);
  const customerId = form.values.customerId;
  const contacts = useQuery(ActivityCustomerContactsDocument, { variables: { id: customerId }, skip: !customerId, fetchPolicy: 'cache-first' });
  const contactOptions = (contacts.data?.customer?.contacts ?? []).map((contact) => ({ value: contact.name, label: contact.name }));

  const show = (problem: MutationProblem) => {
    form.setServerErrors(problem.fieldErrors);
    setMessage(problem.stale ? 'This activity changed since you opened it. Close the form and open it again.' : problem.message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!form.submitAttempt()) return;
    const { values } = form;
    const input = {
      kind: values.kind as ActivityKind,
      customerId: values.customerId,
      contactName: values.contactName || null,
      date: values.date,
      note: values.note.trim() || null,
    };
    setSaving(true);
    try {
      const { data } = activity ? await update({ variables: { id: activity.id, version: activity.version, input } }) : await create({ variables: { input } });
      const errors = payloadErrorsOf(data);
      setSaving(false);
      if (errors.length > 0) show(describePayloadErrors(errors, FIELDS, REST_FIELDS));
      else onSaved();
    } catch (failure) {
      setSaving(false);
      show(describeMutationError(failure, FIELDS));
    }
  };

  const bound = <K extends keyof Values>(name: K) => form.field(name);
  return (
    <Dialog
      visible
      header={activity ? 'Edit activity' : 'Log call or meeting'}
      onHide={() => !saving && onClose()}
      modal
      draggable={false}
      resizable={false}
      focusOnShow={false}
      className="crud-dialog"
      style={{ width: 'min(34rem, 95vw)' }}
    >
      <form className="crud-form" noValidate onSubmit={(event) => void submit(event)}>
        <RequiredNote />
        <div className="crud-form-fields">
          <ChoiceField label="Kind" multiple={false} options={LOGGED_KINDS} values={form.values} bound={bound('kind')} ready required disabled={saving} />
          <ReferenceField
            label="Customer"
            multiple={false}
            values={form.values}
            bound={{
              ...bound('customerId'),
              onChange: (value: string) => {
                form.setValue('customerId', value);
                form.setValue('contactName', '');
              },
            }}
            source={customers}
            required
            disabled={saving}
          />
          <ChoiceField
            label="Contact"
            hint={customerId ? undefined : 'Choose the customer first.'}
            multiple={false}
            options={contactOptions}
            values={form.values}
            bound={bound('contactName')}
            ready={contacts.data !== undefined}
            loading={contacts.loading}
            clearable
            disabled={saving || !customerId}
          />
          <FormField label="Date" kind="date" required disabled={saving} {...bound('date')} />
          <FormField label="Note" kind="textarea" disabled={saving} {...bound('note')} />
        </div>
        <FormAlert message={message} />
        <div className="form-buttons">
          <Button type="button" label="Cancel" outlined onClick={onClose} disabled={saving} />
          <Button type="submit" label={activity ? 'Save' : 'Log activity'} loading={saving} disabled={saving} />
        </div>
      </form>
    </Dialog>
  );
}
