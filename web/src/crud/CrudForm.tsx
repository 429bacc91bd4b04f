import { useEffect, useLayoutEffect, useMemo, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { FieldControl } from './FieldControl';
import { RequiredNote } from '../forms/FieldFrame';
import { focusFirstField, keepFocusOnPress } from '../forms/focusFields';
import { releaseTypeAhead } from '../forms/typeAhead';
import { useFocusOnFailedSubmit } from '../forms/useFocusOnFailedSubmit';
import { FormAlert } from '../forms/FormAlert';
import { changedFields } from './formChanges';
import { useFormState, type BoundField } from '../forms/useFormState';
import type { MutationProblem } from '../forms/mutationErrors';
import type { FormMode, ResourceDescription, ResourceTypes } from './resource';
import { isRequired, type FieldValue } from '../forms/validation';
import type { CrudWording } from './wording';

/** Props of {@link CrudForm}. */
export interface CrudFormProps<T extends ResourceTypes> {
  /** The resource whose form this is (only its `form` is read: a single-record resource's description fits too). */
  resource: Pick<ResourceDescription<T>, 'form'>;
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
export function fieldsFor<T extends ResourceTypes>(resource: Pick<ResourceDescription<T>, 'form'>, mode: FormMode) {
  return resource.form.fields.filter((field) => field.only === undefined || field.only === mode);
}

/**
 * The generic create/edit form (DESIGN §4): the resource's fields, each by its kind (text, flag,
 * searchable picker), with their rule messages shown before submit, "Save" (disabled while saving)
 * and "Cancel". Server answers: field messages from BAD_USER_INPUT or a CONFLICT on a field show
 * under that field; a stale-version CONFLICT shows a message with a "Reload" button; anything else
 * shows as a message above the buttons. Reports whether it has unsaved changes.
 *
 * Focus (WAI-ARIA dialog pattern): the first field takes the focus when the form opens, so typing
 * goes into it; after a submit that fails (a rule, or the server's answer) the first field with a
 * message does, else the form's message. Required fields are marked, with a "* Required" note on top.
 */
export function CrudForm<T extends ResourceTypes>({ resource, wording, mode, initialValues, saving, onSubmit, onCancel, onReload, onDirtyChange }: CrudFormProps<T>) {
  const fields = useMemo(() => fieldsFor(resource, mode), [resource, mode]);
  const form = useFormState<T['values']>(initialValues, fields);
  const [message, setMessage] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const dirty = changedFields(initialValues, form.values).length > 0;
  // Reported in the commit itself, so an Escape or a click right after typing already knows.
  useLayoutEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const { formRef, failed } = useFocusOnFailedSubmit();
  // The first field takes the focus when the form opens (unless the user already put it in the form).
  useEffect(() => {
    const element = formRef.current;
    if (element && !element.contains(document.activeElement)) focusFirstField(element);
    // What was typed while the form was coming goes into the field that took the focus.
    releaseTypeAhead(element?.contains(document.activeElement) ? document.activeElement : null);
  }, [formRef]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!form.submitAttempt()) {
      failed();
      return;
    }
    setMessage(null);
    setStale(false);
    const problem = await onSubmit(form.values);
    if (!problem) return;
    form.setServerErrors(problem.fieldErrors);
    setStale(problem.stale);
    setMessage(problem.message);
    failed();
  };

  return (
    <form ref={formRef} className="crud-form" onSubmit={submit} noValidate>
      {fields.some((field) => isRequired(field.rules)) && <RequiredNote />}
      <div className={resource.form.wide ? 'crud-form-fields crud-form-fields-wide' : 'crud-form-fields'}>
        {fields.map((field) => (
          <FieldControl key={field.name} field={field} bound={form.field(field.name) as unknown as BoundField<FieldValue>} values={form.values} disabled={saving} />
        ))}
      </div>
      <FormAlert tone="warning" message={stale ? wording.stale : null} action={<Button type="button" label="Reload" size="small" outlined onClick={onReload} />} />
      <FormAlert message={message} />
      <div className="form-buttons">
        <Button type="button" label="Cancel" outlined onMouseDown={keepFocusOnPress} onClick={onCancel} disabled={saving} />
        <Button type="submit" label={wording.save} onMouseDown={keepFocusOnPress} disabled={saving} loading={saving} />
      </div>
    </form>
  );
}
