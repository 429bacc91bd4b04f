import { useLayoutEffect, useMemo, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { FieldControl } from './FieldControl';
import { FormAlert } from './FormAlert';
import { changedFields } from './formChanges';
import { useFormState, type BoundField } from './useFormState';
import type { MutationProblem } from './mutationErrors';
import type { FormMode, ResourceDescription, ResourceTypes } from './resource';
import type { FieldValue } from './validation';
import type { CrudWording } from './wording';

/** Props of {@link CrudForm}. */
export interface CrudFormProps<T extends ResourceTypes> {
  resource: ResourceDescription<T>;
  wording: CrudWording;
  /** Creating a record or editing one (fields marked `only` show in their mode alone). */
  mode: FormMode;
  /** Values to start from (a record's, or the resource's empty values). */
  initialValues: T['values'];
  /** A save is under way: inputs and "Save" are disabled. */
  saving: boolean;
  /** Saves valid values; resolves to null on success or to what went wrong. */
  onSubmit: (values: T['values']) => Promise<MutationProblem | null>;
  /** "Cancel" (the dialog asks first when there are changes). */
  onCancel: () => void;
  /** Fetches the record again (offered after a stale-version CONFLICT). */
  onReload: () => void;
  /** Told whether the values differ from the initial ones, whenever that changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The fields of a resource's form shown in `mode`. */
export function fieldsFor<T extends ResourceTypes>(resource: ResourceDescription<T>, mode: FormMode) {
  return resource.form.fields.filter((field) => field.only === undefined || field.only === mode);
}

/**
 * The generic create/edit form (DESIGN §4): the resource's fields, each by its kind (text, flag,
 * searchable picker), with their rule messages shown before submit, "Save" (disabled while saving)
 * and "Cancel". Server answers: field messages from BAD_USER_INPUT or a CONFLICT on a field show
 * under that field; a stale-version CONFLICT shows a message with a "Reload" button; anything else
 * shows as a message above the buttons. Reports whether it has unsaved changes.
 */
export function CrudForm<T extends ResourceTypes>({
  resource,
  wording,
  mode,
  initialValues,
  saving,
  onSubmit,
  onCancel,
  onReload,
  onDirtyChange,
}: CrudFormProps<T>) {
  const fields = useMemo(() => fieldsFor(resource, mode), [resource, mode]);
  const form = useFormState<T['values']>(initialValues, fields);
  const [message, setMessage] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const dirty = changedFields(initialValues, form.values).length > 0;
  // Reported in the commit itself, so an Escape or a click right after typing already knows.
  useLayoutEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

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
      <div className={resource.form.wide ? 'crud-form-fields crud-form-fields-wide' : 'crud-form-fields'}>
        {fields.map((field, index) => (
          <FieldControl
            key={field.name}
            field={field}
            bound={form.field(field.name) as unknown as BoundField<FieldValue>}
            values={form.values}
            disabled={saving}
            autoFocus={index === 0}
          />
        ))}
      </div>
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
