import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../forms/FormAlert';
import { useFormState } from '../../forms/useFormState';
import type { MutationProblem } from '../../forms/mutationErrors';
import { NewPasswordInputs } from '../../password/NewPasswordInputs';
import { newPasswordFields, type NewPasswordValues } from '../../password/passwordRules';
import { SubmitButton } from './SubmitButton';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** Saves the new password; resolves to null on success or to what went wrong. */
  onSubmit: (password: string) => Promise<MutationProblem | null>;
  /** Saving is under way. */
  busy: boolean;
}

/**
 * The form completing a password reset: "New password" and "Confirm new password" with the rules
 * (10–128 characters, a letter and a digit; the two equal) checked before submit, and "Reset
 * password". Field messages from the server go under the fields, others above the button.
 */
export function ResetPasswordForm({ onSubmit, busy }: ResetPasswordFormProps) {
  const form = useFormState<NewPasswordValues>({ password: '', confirmPassword: '' }, newPasswordFields);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.submitAttempt()) return;
    setMessage(null);
    const problem = await onSubmit(form.values.password);
    if (!problem) return;
    form.setServerErrors(problem.fieldErrors);
    setMessage(problem.message);
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <NewPasswordInputs form={form} disabled={busy} autoFocus />
      <FormAlert message={message} />
      <SubmitButton label="Reset password" busy={busy} />
    </form>
  );
}
