import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { FormAlert } from '../../forms/FormAlert';
import { RequiredNote } from '../../forms/FieldFrame';
import { FormField } from '../../forms/FormField';
import { keepFocusOnPress } from '../../forms/focusFields';
import { useFocusOnFailedSubmit } from '../../forms/useFocusOnFailedSubmit';
import { useFormState } from '../../forms/useFormState';
import { required, type ValidatedField } from '../../forms/validation';
import type { MutationProblem } from '../../forms/mutationErrors';
import { NewPasswordInputs } from '../../password/NewPasswordInputs';
import { newPasswordFields, type NewPasswordValues } from '../../password/passwordRules';

/** What the password change submits. */
export type ChangePasswordValues = NewPasswordValues & { currentPassword: string };

/** The form's fields: Current password (required), then the new-password pair. */
export function changePasswordFields(values: ChangePasswordValues): ValidatedField[] {
  return [{ name: 'currentPassword', label: 'Current password', rules: [required] }, ...newPasswordFields(values)];
}

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  /** Saves; resolves to null on success or to what went wrong (a wrong current password on its field). */
  onSubmit: (values: ChangePasswordValues) => Promise<MutationProblem | null>;
  /** Saving is under way. */
  busy: boolean;
}

/**
 * The profile's password change (spec §7 PUT /setup/employees/password/{id}): "Current password",
 * "New password", "Confirm new password" with the rules checked before submit, and "Change
 * password". Server field messages (a wrong current password) show under their field; on success
 * the form empties. Every field is required (marked); a failed submit moves the focus to the first
 * field with a message.
 */
export function ChangePasswordForm({ onSubmit, busy }: ChangePasswordFormProps) {
  const [generation, setGeneration] = useState(0);
  return <ChangePasswordFields key={generation} onSubmit={onSubmit} busy={busy} onDone={() => setGeneration((n) => n + 1)} />;
}

function ChangePasswordFields({ onSubmit, busy, onDone }: ChangePasswordFormProps & { onDone: () => void }) {
  const form = useFormState<ChangePasswordValues>(EMPTY, changePasswordFields);
  const [message, setMessage] = useState<string | null>(null);
  const { formRef, failed } = useFocusOnFailedSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!form.submitAttempt()) {
      failed();
      return;
    }
    setMessage(null);
    const problem = await onSubmit(form.values);
    if (!problem) {
      onDone();
      return;
    }
    form.setServerErrors(problem.fieldErrors);
    setMessage(problem.message);
    failed();
  };

  return (
    <form ref={formRef} className="profile-form" onSubmit={submit} noValidate aria-label="Change password">
      <RequiredNote />
      <FormField label="Current password" kind="password" autoComplete="current-password" disabled={busy} required {...form.field('currentPassword')} />
      <NewPasswordInputs form={form} disabled={busy} required />
      <FormAlert message={message} />
      <div className="form-buttons">
        <Button type="submit" label="Change password" onMouseDown={keepFocusOnPress} disabled={busy} loading={busy} />
      </div>
    </form>
  );
}
