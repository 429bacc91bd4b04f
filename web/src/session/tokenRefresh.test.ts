import type { CurrentUser } from './currentUser';
import { RECHECK_MS } from './sessionExpiry';
import { REFRESH_LEAD_MS, RefreshRefusedError, watchTokenRefresh } from './tokenRefresh';

/** A JWT-shaped token whose payload is `claims` (unsigned: the web never verifies tokens). */
function tokenWith(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const START = Date.UTC(2026, 0, 5, 9, 0, 0);
const HOURS_8 = 8 * 3600;

function userWithExpiry(secondsFromStart: number): CurrentUser {
  return {
    token: tokenWith({ sub: 'u1', roles: ['Gvr'], iat: START / 1000, exp: START / 1000 + secondsFromStart }),
    id: 'u1',
    employeeName: 'Jane Doe',
    email: 'jane@example.com',
    roles: ['GVR'],
    gender: null,
    photo: null,
  };
}

describe('watchTokenRefresh (a long working day does not end in a lost form)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(START);
  });
  afterEach(() => jest.useRealTimers());

  it(`refreshes ${REFRESH_LEAD_MS / 60_000} minutes before the expiry, not earlier, and keeps the new token`, async () => {
    const user = userWithExpiry(HOURS_8);
    const refresh = jest.fn(async () => ({ token: 'new-token' }));
    const onRefreshed = jest.fn();
    watchTokenRefresh(user, { refresh, onRefreshed });
    await jest.advanceTimersByTimeAsync(HOURS_8 * 1000 - REFRESH_LEAD_MS - 1000);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledWith(user);
    expect(onRefreshed).toHaveBeenCalledWith({ ...user, token: 'new-token' });
  });

  it('retries a passing failure every RECHECK_MS; stops at a refusal', async () => {
    const user = userWithExpiry(HOURS_8);
    const failures: unknown[] = [new Error('offline'), new RefreshRefusedError()];
    const refresh = jest.fn(async () => {
      throw failures.shift();
    });
    const onRefreshed = jest.fn();
    watchTokenRefresh(user, { refresh, onRefreshed });
    await jest.advanceTimersByTimeAsync(HOURS_8 * 1000 - REFRESH_LEAD_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RECHECK_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(RECHECK_MS * 5);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onRefreshed).not.toHaveBeenCalled();
  });

  it('a token with little life left refreshes halfway; stopping cancels it', async () => {
    const refresh = jest.fn(async () => ({ token: 'new-token' }));
    watchTokenRefresh(userWithExpiry(120), { refresh, onRefreshed: jest.fn() });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);

    const later = jest.fn(async () => ({ token: 'x' }));
    const stop = watchTokenRefresh(userWithExpiry(HOURS_8), { refresh: later, onRefreshed: jest.fn() });
    stop();
    await jest.advanceTimersByTimeAsync(HOURS_8 * 1000);
    expect(later).not.toHaveBeenCalled();
  });
});
