import { Link } from 'react-router';
import { FORGOT_PASSWORD_PATH, type ForgotPasswordState } from './accountPaths';

/** Props of {@link ThrottleAlert}. */
export interface ThrottleAlertProps {
  /** The server's message, e.g. "Too many failed sign-ins. Wait 8 seconds and try again, or reset your password." */
  message: string;
  /** The e-mail address being signed in with, if known: the forgot-password form opens with it filled in. */
  email?: string;
}

/**
 * What a sign-in form (login, lock screen) shows when the server refused for too many attempts:
 * the server's message as role="alert" and a link to "Reset your password"
 * (`/account/forgot-password`, the way out that does not wait), which carries the e-mail address in
 * the navigation state (not the URL) so that the form there is filled in.
 */
export function ThrottleAlert({ message, email }: ThrottleAlertProps) {
  const state: ForgotPasswordState | undefined = email ? { email } : undefined;
  return (
    <div role="alert" className="form-message form-message-error throttle-alert">
      <span>{message}</span>
      <Link to={FORGOT_PASSWORD_PATH} state={state}>
        Reset your password
      </Link>
    </div>
  );
}

/** Props of {@link RetryCountdown}. */
export interface RetryCountdownProps {
  /** The element's id, for the submit button's `aria-describedby`. */
  id: string;
  /** Seconds still to wait; nothing is shown at 0. */
  remaining: number;
}

/**
 * "You can try again in N seconds." under a sign-in form's disabled submit button while a throttled
 * sign-in must wait; role="timer", outside the alert, so screen readers do not announce every tick.
 */
export function RetryCountdown({ id, remaining }: RetryCountdownProps) {
  if (remaining <= 0) return null;
  return (
    <p id={id} role="timer" className="form-hint">
      {`You can try again in ${remaining} ${remaining === 1 ? 'second' : 'seconds'}.`}
    </p>
  );
}
