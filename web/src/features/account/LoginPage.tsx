import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorCode, errorMessage } from '../../lib/graphql/graphqlErrors';
import { sessionStore } from '../../session/sessionStore';
import { screenLock } from '../../session/screenLock';
import { safeReturnUrl } from '../../session/returnUrl';
import { useSessionEndedNotice } from '../../session/sessionEnded';
import { useFinishLogout } from '../../session/useLogout';
import { LoginForm, type LoginValues } from './LoginForm';
import { FORGOT_PASSWORD_PATH } from './accountPaths';
import { useGatewayMutation } from './useGatewayMutation';
import { useSignInThrottle } from './useSignInThrottle';

// The generated document loads with the runner, when the page is first used (see useGatewayMutation).
const loadAuthenticate = () => import('../../generated/documents/AuthenticateDocument').then((m) => m.AuthenticateDocument);

/**
 * The login screen `/account/login` (spec §2, §4): ends the session when reached by logout; runs
 * `authenticate`; on success saves the returned user as the current user (a fresh sign-in also
 * lifts a screen lock) and goes to the `returnUrl` query parameter when it is a path on this site,
 * else "/". A wrong e-mail or password (UNAUTHENTICATED) shows the server's message on the form;
 * too many attempts (TOO_MANY_REQUESTS) the server's message with a link to reset the password and
 * "Sign in" disabled for the `retryAfter` seconds; other failures show their message too. Opened
 * after the server ended the session (spec §4: a 401 signs out), it first says "Your session has
 * ended. Please sign in again.". Links to "Forgot password?".
 */
export function LoginPage() {
  useFinishLogout();
  const [authenticate, { loading }] = useGatewayMutation(loadAuthenticate);
  const [error, setError] = useState<string | null>(null);
  const throttle = useSignInThrottle();
  const sessionEnded = useSessionEndedNotice();
  const [tried, setTried] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const signIn = async ({ email, password }: LoginValues) => {
    setError(null);
    throttle.clear();
    setTried(true);
    try {
      const data = await authenticate({ email, password });
      // Without an error the gateway always answers the user; null is read as a failed sign-in.
      if (!data.authenticate) throw new Error('Could not sign in. Try again.');
      sessionStore.signIn(data.authenticate);
      screenLock.remove();
      await navigate(safeReturnUrl(params.get('returnUrl')), { replace: true });
    } catch (failure) {
      if (throttle.take(failure)) return;
      setError(errorCode(failure) === 'UNAUTHENTICATED' ? errorMessage(failure, 'The e-mail or password is wrong.') : errorMessage(failure, 'Could not sign in. Try again.'));
    }
  };

  return (
    <>
      <h1>Sign in</h1>
      {sessionEnded && !tried && (
        <p role="status" className="account-notice">
          {sessionEnded}
        </p>
      )}
      <LoginForm onSubmit={signIn} busy={loading} error={error} throttle={throttle} />
      <p className="account-links">
        <Link to={FORGOT_PASSWORD_PATH}>Forgot password?</Link>
      </p>
    </>
  );
}
