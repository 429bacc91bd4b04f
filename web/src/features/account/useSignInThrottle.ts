import { useCallback, useState } from 'react';
import { signInThrottleOf } from './signInThrottle';
import { useCountdown } from './useCountdown';

/** A sign-in form's throttle state (see {@link useSignInThrottle}). */
export interface SignInThrottleState {
  /** The server's "too many attempts" message to show, or null. */
  message: string | null;
  /** Seconds still to wait before the form may be sent (0: it may). */
  remaining: number;
  /** Takes a failed sign-in: true (and shown, the wait started) when it was a throttle, else false. */
  take: (error: unknown) => boolean;
  /** Hides the message, e.g. when the form is sent again. The wait, if any, goes on. */
  clear: () => void;
}

/**
 * The throttled-sign-in part of a sign-in form (login, lock screen): a TOO_MANY_REQUESTS answer
 * gives the server's message and, with `extensions.retryAfter`, a countdown during which the form
 * is not to be sent (see signInThrottleOf, useCountdown).
 */
export function useSignInThrottle(): SignInThrottleState {
  const [message, setMessage] = useState<string | null>(null);
  const { remaining, start } = useCountdown();
  const take = useCallback(
    (error: unknown) => {
      const throttle = signInThrottleOf(error);
      if (!throttle) return false;
      setMessage(throttle.message);
      if (throttle.retryAfter) start(throttle.retryAfter);
      return true;
    },
    [start],
  );
  const clear = useCallback(() => setMessage(null), []);
  return { message, remaining, take, clear };
}
