import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { useFormState } from './useFormState';
import type { MutationProblem } from './mutationErrors';
import type { ResourceDescription, ResourceTypes } from './resource';
import type { CrudWording } from './wording';

/** Props of {@link CrudForm}. */
export interface CrudFormProps<T extends ResourceTypes> {
  resource: ResourceDescription<T>;
  wording: CrudWording;
  /** Values to start from (a record's, or the resource's empty values). */
  initialValues: T['values'];
  /** A save is under way: inputs and "Save" are disabled. */
  saving: boolean;
  /** Saves valid values; resolves to null on success or to what went wrong. */
  onSubmit: (values: T['values']) => Promise<MutationProblem | null>;
  onCancel: () => void;
  /** Fetches the record again (offered after a stale-version CONFLICT). */
  onReload: () => void;
}

/**
 * The generic create/edit form (DESIGN §4): the resource's fields with their rule messages shown
 * before submit, "Save" (disabled while saving) and "Cancel". Server answers: field messages from
 * BAD_USER_INPUT or a CONFLICT on a field show under that field; a stale-version CONFLICT shows a
 * message with a "Reload" button; anything else shows as a message above the buttons.
 */
export function CrudForm<T extends ResourceTypes>({
  resource,
  wording,
  initialValues,
  saving,
  onSubmit,
  onCancel,
  onReload,
}: CrudFormProps<T>) {
  const { fields } = resource.form;
  const form = useFormState<T['values']>(initialValues, fields);
  const [message, setMessage] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !form.submitAttempt()) return;
    setMessage(null);
    setStale(false);
    const problem = await onSubmit(form.values);
    if (!problem) return;
    form.setServerErrors(problem.fieldErrors);
    setStale(problem.stale);
    setMessage(problem.message);
  };

  return (
    <form className="crud-form" onSubmit={submit} noValidate>
      {fields.map((field, index) => (
        <FormField key={field.name} label={field.label} kind={field.kind} disabled={saving} autoFocus={index === 0} {...form.field(field.name)} />
      ))}
      <FormAlert
        tone="warning"
        message={stale ? wording.stale : null}
        action={<Button type="button" label="Reload" size="small" outlined onClick={onReload} />}
      />
      <FormAlert message={message} />
      <div className="form-buttons">
        <Button type="button" label="Cancel" outlined onClick={onCancel} disabled={saving} />
        <Button type="submit" label="Save" disabled={saving} loading={saving} />
      </div>
    </form>
  );
}
