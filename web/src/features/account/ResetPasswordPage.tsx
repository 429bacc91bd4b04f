import { Link, useNavigate, useSearchParams } from 'react-router';
import { alertStore } from '../../alerts/alertStore';
import { errorCode } from '../../lib/graphql/graphqlErrors';
import { FormAlert } from '../../forms/FormAlert';
import { describeMutationError } from '../../forms/mutationErrors';
import { LOGIN_PATH } from '../../session/returnUrl';
import { FORGOT_PASSWORD_PATH } from './accountPaths';
import { ResetPasswordForm } from './ResetPasswordForm';
import { useGatewayMutation } from './useGatewayMutation';
import { useResetLinkCheck } from './useResetLinkCheck';

const FIELDS = [{ name: 'password', label: 'New password' }];

/** What the reset page says, instead of the form, for a link that can no longer be used. */
export const LINK_NOT_VALID_MESSAGE = 'This link is not valid any more. Ask for a new one.';

// The generated document loads with the runner, when the page is first used (see useGatewayMutation).
const loadConfirmPasswordReset = () => import('../../generated/documents/ConfirmPasswordResetDocument').then((m) => m.ConfirmPasswordResetDocument);

/**
 * Completes a password reset `/account/reset-password?token=…` (DESIGN §2, the link mailed by
 * "Forgot password"). On opening it checks the link without using it (`passwordResetLink`,
 * "Checking your link…"): an unknown, used or expired link says "This link is not valid any more.
 * Ask for a new one." with "Ask for a new link" (forgot password) instead of the form. Otherwise
 * (also when the check could not be made) the new password twice; on success the login screen
 * opens with "Your password has been reset. Sign in with your new password.". A link refused on
 * submit (it ran out meanwhile) turns into the same message. Without a token it says the link is
 * not complete.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [confirm, { loading }] = useGatewayMutation(loadConfirmPasswordReset);
  const link = useResetLinkCheck(token);

  const submit = async (password: string) => {
    if (!token) return null;
    try {
      await confirm({ token, password });
      alertStore.success('Your password has been reset. Sign in with your new password.', { keepAfterRouteChange: true });
      await navigate(LOGIN_PATH, { replace: true });
      return null;
    } catch (failure) {
      const problem = describeMutationError(failure, FIELDS);
      // BAD_USER_INPUT without a field of the form: the link itself was refused.
      if (errorCode(failure) === 'BAD_USER_INPUT' && Object.keys(problem.fieldErrors).length === 0) {
        link.markInvalid();
        return null;
      }
      return problem;
    }
  };

  let body;
  if (!token) {
    body = <FormAlert message="This link to reset a password is not complete. Ask for a new one." />;
  } else if (link.status === 'checking') {
    body = (
      <p role="status" className="form-hint">
        Checking your link…
      </p>
    );
  } else if (link.status === 'invalid') {
    body = (
      <div role="alert" className="form-message form-message-error link-alert">
        <span>{LINK_NOT_VALID_MESSAGE}</span>
        <Link to={FORGOT_PASSWORD_PATH}>Ask for a new link</Link>
      </div>
    );
  } else {
    body = <ResetPasswordForm onSubmit={submit} busy={loading} />;
  }

  return (
    <>
      <h1>Reset password</h1>
      {body}
      <p className="account-links">
        {link.status !== 'invalid' && <Link to={FORGOT_PASSWORD_PATH}>Forgot password?</Link>}
        <Link to={LOGIN_PATH}>Back to sign in</Link>
      </p>
    </>
  );
}
