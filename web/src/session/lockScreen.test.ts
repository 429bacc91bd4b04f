import { waitFor } from '@testing-library/react';
import { lockScreen } from './lockScreen';
import { CURRENT_USER_KEY, sessionStore } from './sessionStore';
import { SCREEN_LOCK_KEY, screenLock } from './screenLock';
import { onSessionCacheReset } from './sessionCache';
import type { CurrentUser } from './currentUser';

const USER: CurrentUser = { token: 'live-token', id: 'u1', employeeName: 'Jane Doe', email: 'jane@example.com', roles: ['GVR'], gender: 'FEMALE', photo: 'jane.png' };

function answer(body: unknown, status = 200) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => {
  sessionStore.signOut();
  screenLock.remove();
  jest.restoreAllMocks();
});

describe('lockScreen (top bar › Lock Screen)', () => {
  it('ends the session on the server with its token and keeps no token in localStorage', async () => {
    const fetch = answer({ data: { signOut: 'You are signed out.' } });
    const reset = jest.fn();
    const off = onSessionCacheReset(reset);
    sessionStore.signIn(USER);
    lockScreen();
    off();

    expect(sessionStore.getUser()).toBeNull();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    expect(JSON.stringify(localStorage)).not.toContain('live-token');
    expect(JSON.parse(localStorage.getItem(SCREEN_LOCK_KEY) ?? 'null')).toEqual({ id: 'u1', employeeName: 'Jane Doe', email: 'jane@example.com', gender: 'FEMALE' });
    expect(reset).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.headers).toMatchObject({ Authorization: 'Bearer live-token' });
    expect(JSON.parse(String(init.body)).query).toContain('signOut');
  });

  it('locks all the same when the server cannot be reached', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    sessionStore.signIn(USER);
    lockScreen();
    expect(screenLock.get()?.email).toBe('jane@example.com');
    expect(sessionStore.getUser()).toBeNull();
  });

  it('does nothing when no one is signed in', () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    lockScreen();
    expect(screenLock.get()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
