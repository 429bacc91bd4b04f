import { renderHook } from '@testing-library/react';
import { createSessionStore } from './sessionStore';
import { SESSION_ENDED_KEY, SESSION_ENDED_MESSAGE, signOutEndedSession, useSessionEndedNotice } from './sessionEnded';
import type { CurrentUser } from './currentUser';

const USER: CurrentUser = { token: 't', id: 'u1', employeeName: 'Jane Doe', email: 'jane@example.com', roles: ['GVR'], gender: null, photo: null };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('signOutEndedSession (spec §4, §8: a 401 signs out and reloads)', () => {
  it('signs out, leaves the notice for the login and reloads', () => {
    const session = createSessionStore(localStorage);
    session.signIn(USER);
    const reload = jest.fn();
    signOutEndedSession({ session, reload });
    expect(session.getUser()).toBeNull();
    expect(sessionStorage.getItem(SESSION_ENDED_KEY)).not.toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when already signed out (after a logout or a lock)', () => {
    const reload = jest.fn();
    signOutEndedSession({ session: createSessionStore(localStorage), reload });
    expect(sessionStorage.getItem(SESSION_ENDED_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('useSessionEndedNotice', () => {
  it('gives the notice until the login screen is left, then no more', () => {
    sessionStorage.setItem(SESSION_ENDED_KEY, 'true');
    const first = renderHook(() => useSessionEndedNotice());
    expect(first.result.current).toBe(SESSION_ENDED_MESSAGE);
    first.rerender();
    expect(first.result.current).toBe(SESSION_ENDED_MESSAGE);
    first.unmount();
    expect(sessionStorage.getItem(SESSION_ENDED_KEY)).toBeNull();
    expect(renderHook(() => useSessionEndedNotice()).result.current).toBeNull();
  });

  it('is not used up by a login screen shown in the page being reloaded', () => {
    sessionStorage.setItem(SESSION_ENDED_KEY, 'true');
    // signOutEndedSession signs out, then reloads: the guard may show the login before the reload.
    renderHook(() => useSessionEndedNotice());
    // The page unloads without unmounting anything; the reloaded login still has the notice.
    expect(sessionStorage.getItem(SESSION_ENDED_KEY)).toBe('true');
    expect(renderHook(() => useSessionEndedNotice()).result.current).toBe(SESSION_ENDED_MESSAGE);
  });
});
