import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../lib/graphql/graphqlErrors';
import { FormAlert } from '../../forms/FormAlert';
import { TextField } from '../../forms/TextField';
import { useFormState } from '../../forms/useFormState';
import { emailAddress, required } from '../../forms/validation';
import { LOGIN_PATH } from '../../session/returnUrl';
import { SubmitButton } from './SubmitButton';
import type { ForgotPasswordState } from './accountPaths';
import { useGatewayMutation } from './useGatewayMutation';

const FIELDS = [{ name: 'email', label: 'E-mail', rules: [required, emailAddress] }];

/** What the forgot-password screen says once the request went through, whatever the address. */
export const RESET_REQUESTED_MESSAGE = 'If an account uses that e-mail address, we have sent it a link to reset the password. Check your inbox.';

// The generated document loads with the runner, when the page is first used (see useGatewayMutation).
const loadRequestPasswordReset = () => import('../../generated/documents/RequestPasswordResetDocument').then((m) => m.RequestPasswordResetDocument);

/**
 * Forgot password `/account/forgot-password` (spec §2 account area, §7 POST /setup/employees/reset):
 * "E-mail" (filled in when a throttled sign-in's "Reset your password" brought the address along in
 * the navigation state) and "Send reset link"; once sent it says so in words that do not tell whether the
 * address has an account (DESIGN §2). Too many requests or other failures show the server's message.
 */
export function ForgotPasswordPage() {
  const state = useLocation().state as ForgotPasswordState | null;
  const prefilled = state?.email;
  const form = useFormState({ email: typeof prefilled === 'string' ? prefilled : '' }, FIELDS);
  const [request, { loading }] = useGatewayMutation(loadRequestPasswordReset);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || !form.submitAttempt()) return;
    setError(null);
    try {
      await request({ email: form.values.email.trim() });
      setSent(true);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not send the link. Try again.'));
    }
  };

  return (
    <>
      <h1>Forgot password</h1>
      {sent ? (
        <p role="status" className="account-done">
          {RESET_REQUESTED_MESSAGE}
        </p>
      ) : (
        <form className="login-form" onSubmit={submit} noValidate>
          <p className="form-hint">Enter the e-mail address you sign in with, and we will send you a link to set a new password.</p>
          <TextField label="E-mail" kind="email" autoComplete="username" autoFocus disabled={loading} {...form.field('email')} />
          <FormAlert message={error} />
          <SubmitButton label="Send reset link" busy={loading} />
        </form>
      )}
      <p className="account-links">
        <Link to={LOGIN_PATH}>Back to sign in</Link>
      </p>
    </>
  );
}
