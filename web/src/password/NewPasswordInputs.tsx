import { TextField } from '../forms/TextField';
import type { FormState } from '../forms/useFormState';
import { PASSWORD_HINT, type NewPasswordValues } from './passwordRules';

/** Props of {@link NewPasswordInputs}. */
export interface NewPasswordInputsProps<V extends NewPasswordValues & Record<string, string>> {
  /** The form holding `password` and `confirmPassword` (validated with `newPasswordFields`). */
  form: FormState<V>;
  /** Disables the inputs (while saving). */
  disabled: boolean;
  /** Focus "New password" on mount. */
  autoFocus?: boolean;
  /** Mark both as required (a visible mark and `aria-required`). */
  required?: boolean;
}

/**
 * The new-password pair used by the reset-password screen and the profile's password change: the
 * rule in words, "New password" and "Confirm new password", each with its message.
 */
export function NewPasswordInputs<V extends NewPasswordValues & Record<string, string>>({ form, disabled, autoFocus, required }: NewPasswordInputsProps<V>) {
  return (
    <>
      <p className="form-hint">{PASSWORD_HINT}</p>
      <TextField label="New password" kind="password" autoComplete="new-password" autoFocus={autoFocus} disabled={disabled} required={required} {...form.field('password')} />
      <TextField label="Confirm new password" kind="password" autoComplete="new-password" disabled={disabled} required={required} {...form.field('confirmPassword')} />
    </>
  );
}
