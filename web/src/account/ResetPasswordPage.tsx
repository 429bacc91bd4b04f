import { Link, useNavigate, useSearchParams } from 'react-router';
import { alertStore } from '../alerts/alertStore';
import { FormAlert } from '../crud/FormAlert';
import { describeMutationError } from '../crud/mutationErrors';
import { LOGIN_PATH } from '../session/returnUrl';
import { FORGOT_PASSWORD_PATH } from './accountPaths';
import { ResetPasswordForm } from './ResetPasswordForm';
import { useGatewayMutation } from './useGatewayMutation';

const FIELDS = [{ name: 'password', label: 'New password' }];

// The generated document loads with the runner, when the page is first used (see useGatewayMutation).
const loadConfirmPasswordReset = () => import('../generated/graphql').then((m) => m.ConfirmPasswordResetDocument);

/**
 * Completes a password reset `/account/reset-password?token=…` (DESIGN §2, the link mailed by
 * "Forgot password"): the new password twice; on success the login screen opens with "Your password
 * has been reset. Sign in with your new password.". Without a token, or when the server refuses the
 * link (invalid, used or expired), it says so and links to "Forgot password?" for a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [confirm, { loading }] = useGatewayMutation(loadConfirmPasswordReset);

  const submit = async (password: string) => {
    if (!token) return null;
    try {
      await confirm({ token, password });
      alertStore.success('Your password has been reset. Sign in with your new password.', { keepAfterRouteChange: true });
      await navigate(LOGIN_PATH, { replace: true });
      return null;
    } catch (failure) {
      return describeMutationError(failure, FIELDS);
    }
  };

  return (
    <>
      <h1>Reset password</h1>
      {token ? (
        <ResetPasswordForm onSubmit={submit} busy={loading} />
      ) : (
        <FormAlert message="This link to reset a password is not complete. Ask for a new one." />
      )}
      <p className="account-links">
        <Link to={FORGOT_PASSWORD_PATH}>Forgot password?</Link>
        <Link to={LOGIN_PATH}>Back to sign in</Link>
      </p>
    </>
  );
}
