import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorCode, errorMessage } from '../app/graphqlErrors';
import { FormAlert } from '../crud/FormAlert';
import { TextField } from '../crud/TextField';
import { useFormState } from '../crud/useFormState';
import { required } from '../crud/validation';
import { useEmployeePhotoUrl } from '../photo/useEmployeePhotoUrl';
import { loginUrlFor, safeReturnUrl } from '../session/returnUrl';
import { screenLock, useScreenLocked } from '../session/screenLock';
import { sessionStore } from '../session/sessionStore';
import { useCurrentUser } from '../session/useCurrentUser';
import { useLogout } from '../session/useLogout';
import { SubmitButton } from './SubmitButton';
import { useGatewayMutation } from './useGatewayMutation';

const FIELDS = [{ name: 'password', label: 'Password', rules: [required] }];

// The generated document loads with the runner, when the page is first used (see useGatewayMutation).
const loadAuthenticate = () => import('../generated/graphql').then((m) => m.AuthenticateDocument);

/**
 * The lock screen `/account/lock-screen?returnUrl=…` (top bar › Lock Screen): the employee's photo
 * and name, "Password" and "Unlock". Unlocking runs `authenticate` again with the user's e-mail
 * (a fresh token replaces the old one), lifts the lock and returns to the page. A wrong password
 * shows on the field. "Sign in as someone else" logs out. The lock is kept across reloads; signed
 * out, this goes to the login; not locked, straight back to the page.
 */
export function LockScreenPage() {
  const user = useCurrentUser();
  const locked = useScreenLocked();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const navigate = useNavigate();
  const logout = useLogout();
  const [authenticate, { loading }] = useGatewayMutation(loadAuthenticate);
  const form = useFormState({ password: '' }, FIELDS);
  const [message, setMessage] = useState<string | null>(null);
  const photoUrl = useEmployeePhotoUrl(user?.photo, user?.gender);

  if (!user) return <Navigate to={loginUrlFor(returnUrl)} replace />;
  if (!locked) return <Navigate to={returnUrl} replace />;

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || !form.submitAttempt()) return;
    setMessage(null);
    try {
      const data = await authenticate({ email: user.email, password: form.values.password });
      sessionStore.signIn(data.authenticate);
      screenLock.remove();
      await navigate(returnUrl, { replace: true });
    } catch (failure) {
      if (errorCode(failure) === 'UNAUTHENTICATED') form.setServerErrors({ password: errorMessage(failure, 'The password is wrong.') });
      else setMessage(errorMessage(failure, 'Could not unlock. Try again.'));
    }
  };

  return (
    <>
      <div className="lock-screen-user">
        <img className="lock-screen-photo" src={photoUrl} alt={`Photo of ${user.employeeName}`} width={88} height={88} />
        <h1>{user.employeeName}</h1>
        <p>The screen is locked. Enter your password to unlock it.</p>
      </div>
      <form className="login-form" onSubmit={unlock} noValidate>
        <TextField label="Password" kind="password" autoComplete="current-password" autoFocus disabled={loading} {...form.field('password')} />
        <FormAlert message={message} />
        <SubmitButton label="Unlock" busy={loading} />
      </form>
      <p className="account-links">
        <button type="button" className="link-button" onClick={() => void logout()}>
          Not you? Sign in as someone else
        </button>
      </p>
    </>
  );
}
