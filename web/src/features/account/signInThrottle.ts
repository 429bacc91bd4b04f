import { graphQLErrorsOf } from '../../lib/graphql/graphqlErrors';

/** A refused sign-in because of too many attempts: what to tell the user and how long to wait. */
export interface SignInThrottle {
  /** The server's message, e.g. "Too many failed sign-ins. Wait 30 seconds and try again, or reset your password." */
  message: string;
  /** Whole seconds before another attempt may succeed (`extensions.retryAfter`), when the server said. */
  retryAfter?: number;
}

/** Said when the server refused with TOO_MANY_REQUESTS but gave no message. */
export const THROTTLED_MESSAGE = 'Too many sign-in attempts. Wait a little and try again, or reset your password.';

/**
 * Reads a sign-in refused for too many attempts out of a failed `authenticate` (the gateway's
 * TOO_MANY_REQUESTS for the rest-api's 429): its message and, when `extensions.retryAfter` is a
 * positive number of seconds, that number rounded up. Null for any other failure.
 */
export function signInThrottleOf(error: unknown): SignInThrottle | null {
  const throttled = graphQLErrorsOf(error).find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS');
  if (!throttled) return null;
  const seconds = throttled.extensions?.retryAfter;
  const retryAfter = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
  return { message: throttled.message || THROTTLED_MESSAGE, ...(retryAfter ? { retryAfter } : {}) };
}
