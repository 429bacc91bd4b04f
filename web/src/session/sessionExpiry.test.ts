import type { CurrentUser } from './currentUser';
import { EXPIRY_MARGIN_MS, RECHECK_MS, tokenExpiresAt, watchSessionExpiry, type SessionAnswer } from './sessionExpiry';

/** A JWT-shaped token whose payload is `claims` (unsigned: the web never verifies tokens). */
function tokenWith(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const START = Date.UTC(2026, 0, 5, 9, 0, 0);

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

describe('tokenExpiresAt', () => {
  it("reads the JWT's exp, in ms", () => {
    expect(tokenExpiresAt(tokenWith({ exp: 1_767_603_600 }))).toBe(1_767_603_600_000);
  });

  it('is null without an exp or for something that is not a JWT', () => {
    expect(tokenExpiresAt(tokenWith({ sub: 'u1' }))).toBeNull();
    expect(tokenExpiresAt('opaque-token')).toBeNull();
    expect(tokenExpiresAt('a.!!!.c')).toBeNull();
  });
});

describe('watchSessionExpiry (spec §4: a page left open past the expiry ends the session)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(START);
  });
  afterEach(() => jest.useRealTimers());

  function watch(user: CurrentUser, answers: SessionAnswer[]) {
    const ask = jest.fn(async () => answers.shift() ?? 'live');
    const onEnded = jest.fn();
    const stop = watchSessionExpiry(user, { ask, onEnded });
    return { ask, onEnded, stop };
  }

  it('asks the server once the expiry has passed, and ends the session when the server says so', async () => {
    const { ask, onEnded } = watch(userWithExpiry(60 * 60), ['ended']);
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(ask).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(EXPIRY_MARGIN_MS);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it("goes by the server's clock: a token it still accepts is asked about again a minute later", async () => {
    const { ask, onEnded } = watch(userWithExpiry(10), ['live', 'unknown', 'ended']);
    await jest.advanceTimersByTimeAsync(10_000 + EXPIRY_MARGIN_MS);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(onEnded).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(RECHECK_MS);
    expect(ask).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(RECHECK_MS);
    expect(ask).toHaveBeenCalledTimes(3);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('asks at once for a token already past its expiry', async () => {
    const { ask, onEnded } = watch(userWithExpiry(-5), ['ended']);
    await jest.advanceTimersByTimeAsync(0);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('asks when the tab comes back after the expiry (timers sleep with the computer)', async () => {
    const { ask, onEnded } = watch(userWithExpiry(60), ['ended']);
    // The computer slept: the clock moved on, the timer did not fire.
    jest.setSystemTime(START + 2 * 60 * 60 * 1000);
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('stops watching when told (signed out, or another user)', async () => {
    const { ask, stop } = watch(userWithExpiry(10), ['ended']);
    stop();
    await jest.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event('focus'));
    expect(ask).not.toHaveBeenCalled();
  });

  it('does not watch a token without an expiry', async () => {
    const user = { ...userWithExpiry(10), token: tokenWith({ sub: 'u1' }) };
    const { ask } = watch(user, ['ended']);
    await jest.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(ask).not.toHaveBeenCalled();
  });
});
