import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { toastStore } from '../../../alerts/toastStore';
import { RequiredNote } from '../../../forms/FieldFrame';
import { FormAlert } from '../../../forms/FormAlert';
import { describeMutationError } from '../../../forms/mutationErrors';
import { keepFocusOnPress } from '../../../forms/focusFields';
import { useFocusOnFailedSubmit } from '../../../forms/useFocusOnFailedSubmit';
import { useFormState } from '../../../forms/useFormState';
import { SetEmployeePasswordDocument } from '../../../generated/documents/SetEmployeePasswordDocument';
import { NewPasswordInputs } from '../../../password/NewPasswordInputs';
import { newPasswordFields, type NewPasswordValues } from '../../../password/passwordRules';

const EMPTY: NewPasswordValues = { password: '', confirmPassword: '' };

/** Props of {@link SetPasswordCard}. */
export interface SetPasswordCardProps {
  /** The employee whose password is set. */
  employeeId: string;
  /** Their name, for the success message. */
  employeeName: string;
}

/**
 * Gvr or Admin setting another employee's password from the employee's page (spec §7 PUT
 * /setup/employees/password/{id}, `changeEmployeePassword` without the current password): "New
 * password" and "Confirm new password" with the rules (10–128 characters, a letter and a digit)
 * checked before submit, and "Change password"; the form empties after success (a toast says so).
 * Both fields are required (marked); a failed submit moves the focus to the first field with a message.
 */
export function SetPasswordCard(props: SetPasswordCardProps) {
  const [generation, setGeneration] = useState(0);
  return (
    <section className="record-card" aria-labelledby="set-password-title">
      <h2 id="set-password-title">Change password</h2>
      <SetPasswordForm key={generation} {...props} onDone={() => setGeneration((n) => n + 1)} />
    </section>
  );
}

function SetPasswordForm({ employeeId, employeeName, onDone }: SetPasswordCardProps & { onDone: () => void }) {
  const form = useFormState<NewPasswordValues>(EMPTY, newPasswordFields);
  const [setPassword, { loading }] = useMutation(SetEmployeePasswordDocument);
  const [message, setMessage] = useState<string | null>(null);
  const { formRef, failed } = useFocusOnFailedSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (!form.submitAttempt()) {
      failed();
      return;
    }
    setMessage(null);
    try {
      await setPassword({ variables: { id: employeeId, password: form.values.password } });
      toastStore.success(`The password of ${employeeName} has been changed.`);
      onDone();
    } catch (failure) {
      const problem = describeMutationError(failure, newPasswordFields(form.values));
      form.setServerErrors(problem.fieldErrors);
      setMessage(problem.message);
      failed();
    }
  };

  return (
    <form ref={formRef} className="crud-form" onSubmit={submit} noValidate aria-label="Change password">
      <RequiredNote />
      <NewPasswordInputs form={form} disabled={loading} required />
      <FormAlert message={message} />
      <div className="form-buttons">
        <Button type="submit" label="Change password" onMouseDown={keepFocusOnPress} disabled={loading} loading={loading} />
      </div>
    </form>
  );
}
