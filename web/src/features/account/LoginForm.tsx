import { useId, type FormEvent } from 'react';
import { FormAlert } from '../../forms/FormAlert';
import { TextField } from '../../forms/TextField';
import { useFormState } from '../../forms/useFormState';
import { emailAddress, required, type ValidatedField } from '../../forms/validation';
import { SubmitButton } from './SubmitButton';
import { RetryCountdown, ThrottleAlert } from './ThrottleAlert';

/** What the login form submits. */
export type LoginValues = { email: string; password: string };

/** The login form's fields and rules: E-mail (required, e-mail shaped), Password (required). */
export const LOGIN_FIELDS: readonly ValidatedField[] = [
  { name: 'email', label: 'E-mail', rules: [required, emailAddress] },
  { name: 'password', label: 'Password', rules: [required] },
];

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Called with valid values (e-mail trimmed). */
  onSubmit: (values: LoginValues) => void;
  /** Signing in is under way: "Sign in" is disabled. */
  busy: boolean;
  /** The server's answer to show on the form (role="alert"), e.g. the UNAUTHENTICATED message. */
  error: string | null;
  /**
   * A sign-in refused for too many attempts: the server's message (shown instead of `error`, with a
   * link to reset the password) and the seconds to wait, during which "Sign in" is disabled.
   */
  throttle?: { message: string | null; remaining: number };
}

/**
 * The sign-in form (spec §1: employees sign in with an e-mail and a password): "E-mail" and
 * "Password" with their messages shown under them before submit (on leaving a field, or on
 * "Sign in"), the server's error above the button, and "Sign in". Throttled, the message says
 * so with a link to reset the password (the e-mail typed filled in there), and "Sign in" stays disabled while the countdown under it runs.
 */
export function LoginForm({ onSubmit, busy, error, throttle }: LoginFormProps) {
  const form = useFormState<LoginValues>({ email: '', password: '' }, LOGIN_FIELDS);
  const waitId = useId();
  const waiting = (throttle?.remaining ?? 0) > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || waiting || !form.submitAttempt()) return;
    onSubmit({ email: form.values.email.trim(), password: form.values.password });
  };
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <TextField label="E-mail" kind="email" autoComplete="username" autoFocus disabled={busy} {...form.field('email')} />
      <TextField label="Password" kind="password" autoComplete="current-password" disabled={busy} {...form.field('password')} />
      {throttle?.message ? <ThrottleAlert message={throttle.message} email={form.values.email.trim()} /> : <FormAlert message={error} />}
      <SubmitButton label="Sign in" busy={busy} disabled={waiting} describedBy={waiting ? waitId : undefined} />
      <RetryCountdown id={waitId} remaining={throttle?.remaining ?? 0} />
    </form>
  );
}
