import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorCode, errorMessage } from '../../lib/graphql/graphqlErrors';
import { FormAlert } from '../../forms/FormAlert';
import { TextField } from '../../forms/TextField';
import { useFormState } from '../../forms/useFormState';
import { required } from '../../forms/validation';
import { defaultPhotoFor } from '../../photo/defaultPhoto';
import { loginUrlFor, safeReturnUrl } from '../../session/returnUrl';
import { screenLock, useLockedUser } from '../../session/screenLock';
import { sessionStore } from '../../session/sessionStore';
import { useCurrentUser } from '../../session/useCurrentUser';
import { useLogout } from '../../session/useLogout';
import { SubmitButton } from './SubmitButton';
import { RetryCountdown, ThrottleAlert } from './ThrottleAlert';
import { useGatewayMutation } from './useGatewayMutation';
import { useSignInThrottle } from './useSignInThrottle';

const FIELDS = [{ name: 'password', label: 'Password', rules: [required] }];

/**
 * What the lock screen says for a wrong password. Not the server's "wrong e-mail or password": the
 * screen asks for no e-mail.
 */
export const WRONG_PASSWORD_MESSAGE = 'That password is not right.';

// The generated document loads with the runner, when the page is first used (see useGatewayMutation).
const loadAuthenticate = () => import('../../generated/documents/AuthenticateDocument').then((m) => m.AuthenticateDocument);

/**
 * The lock screen `/account/lock-screen?returnUrl=…` (top bar › Lock Screen). Locking ended the
 * session (see `lockScreen`): only the locked user's name, gender and e-mail are kept, no token. It
 * shows the name and picture (the default one for the gender: the photo file needs a session),
 * "Password" and "Unlock". Unlocking signs in again — `authenticate` with the locked user's e-mail
 * and the password — saves the new token and user, lifts the lock and returns to the page. A wrong
 * password shows "That password is not right." on the field; too many attempts the server's message
 * with a link to reset the password, "Unlock" disabled for the `retryAfter` seconds. "Not you? Sign
 * in as someone else" logs out to the login. The lock holds across reloads; not locked, this goes
 * back to the page (signed in) or to the login.
 */
export function LockScreenPage() {
  const locked = useLockedUser();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const navigate = useNavigate();
  const logout = useLogout();
  const [authenticate, { loading }] = useGatewayMutation(loadAuthenticate);
  const form = useFormState({ password: '' }, FIELDS);
  const [message, setMessage] = useState<string | null>(null);
  const throttle = useSignInThrottle();
  const waitId = useId();

  if (!locked) return <Navigate to={user ? returnUrl : loginUrlFor(returnUrl)} replace />;
  const waiting = throttle.remaining > 0;

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || waiting || !form.submitAttempt()) return;
    setMessage(null);
    throttle.clear();
    try {
      const data = await authenticate({ email: locked.email, password: form.values.password });
      // Without an error the gateway always answers the user; null is read as a failed unlock.
      if (!data.authenticate) throw new Error('Could not unlock. Try again.');
      sessionStore.signIn(data.authenticate);
      screenLock.remove();
      await navigate(returnUrl, { replace: true });
    } catch (failure) {
      if (throttle.take(failure)) return;
      if (errorCode(failure) === 'UNAUTHENTICATED') form.setServerErrors({ password: WRONG_PASSWORD_MESSAGE });
      else setMessage(errorMessage(failure, 'Could not unlock. Try again.'));
    }
  };

  return (
    <>
      <div className="lock-screen-user">
        <img className="lock-screen-photo" src={defaultPhotoFor(locked.gender)} alt={`Photo of ${locked.employeeName}`} width={88} height={88} />
        <h1>{locked.employeeName}</h1>
        <p>The screen is locked. Enter your password to unlock it.</p>
      </div>
      <form className="login-form" onSubmit={unlock} noValidate>
        <TextField label="Password" kind="password" autoComplete="current-password" autoFocus disabled={loading} {...form.field('password')} />
        {throttle.message ? <ThrottleAlert message={throttle.message} email={locked.email} /> : <FormAlert message={message} />}
        <SubmitButton label="Unlock" busy={loading} disabled={waiting} describedBy={waiting ? waitId : undefined} />
        <RetryCountdown id={waitId} remaining={throttle.remaining} />
      </form>
      <p className="account-links">
        <button type="button" className="link-button" onClick={() => void logout()}>
          Not you? Sign in as someone else
        </button>
      </p>
    </>
  );
}
