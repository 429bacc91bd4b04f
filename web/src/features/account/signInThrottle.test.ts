import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { signInThrottleOf, THROTTLED_MESSAGE } from './signInThrottle';

const refused = (extensions: Record<string, unknown>, message = 'Too many failed sign-ins. Wait 30 seconds and try again, or reset your password.') =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

describe('signInThrottleOf (TOO_MANY_REQUESTS with extensions.retryAfter)', () => {
  it('reads the message and the seconds to wait', () => {
    expect(signInThrottleOf(refused({ code: 'TOO_MANY_REQUESTS', retryAfter: 30 }))).toEqual({
      message: 'Too many failed sign-ins. Wait 30 seconds and try again, or reset your password.',
      retryAfter: 30,
    });
    expect(signInThrottleOf(refused({ code: 'TOO_MANY_REQUESTS', retryAfter: 1.2 }))?.retryAfter).toBe(2);
  });

  it.each([undefined, 0, -5, '30', Number.NaN, null])('gives no wait for retryAfter %p', (retryAfter) => {
    const throttle = signInThrottleOf(refused({ code: 'TOO_MANY_REQUESTS', retryAfter }));
    expect(throttle).not.toBeNull();
    expect(throttle).not.toHaveProperty('retryAfter');
  });

  it('says something even without a message', () => {
    expect(signInThrottleOf(refused({ code: 'TOO_MANY_REQUESTS' }, ''))?.message).toBe(THROTTLED_MESSAGE);
  });

  it('is null for any other failure', () => {
    expect(signInThrottleOf(refused({ code: 'UNAUTHENTICATED' }, 'The e-mail or password is wrong.'))).toBeNull();
    expect(signInThrottleOf(new TypeError('fetch failed'))).toBeNull();
  });
});
