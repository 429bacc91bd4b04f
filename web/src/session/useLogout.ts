import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { endServerSession } from './endServerSession';
import { resetSessionCache } from './sessionCache';
import { sessionStore } from './sessionStore';
import { screenLock } from './screenLock';
import { LOGIN_PATH, loginUrlFor } from './returnUrl';

/** History state that asks the login screen to end the session when it opens. */
interface LogoutState {
  logout: true;
}

function isLogoutState(state: unknown): state is LogoutState {
  return typeof state === 'object' && state !== null && (state as Partial<LogoutState>).logout === true;
}

/**
 * Logout (spec §2, §4), first half: goes to `/account/login` (with `returnUrl` when given, e.g. "/"
 * for the sidebar variant) carrying a logout flag; the login screen then ends the session with
 * {@link useFinishLogout}. Ending it only once the guarded pages are gone keeps the guard from
 * sending the user to the login a second time with its own returnUrl.
 */
export function useLogout(): (returnUrl?: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback((returnUrl?: string) => Promise.resolve(navigate(returnUrl ? loginUrlFor(returnUrl) : LOGIN_PATH, { state: { logout: true } })), [navigate]);
}

/**
 * Logout, second half, for the login screen: when it was opened by {@link useLogout}, ends the
 * session on the server with the saved token (`signOut`, so the token stops working, not only
 * forgotten here), removes the saved user and token and the screen lock, empties the Apollo cache
 * (`resetSessionCache`: nothing of the previous user stays in memory), and drops the flag from
 * history so a reload does not sign out again. The local sign-out does not wait for the server:
 * when `signOut` fails (no answer, the session already ended) the user is signed out here all the
 * same. Server-side ending happens here rather than on the click so a navigation held back by an
 * unsaved-changes question ("Keep editing") leaves the session working.
 */
export function useFinishLogout(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const logout = isLogoutState(location.state);
  useEffect(() => {
    if (!logout) return;
    const token = sessionStore.getUser()?.token;
    if (token) void endServerSession(token);
    sessionStore.signOut();
    screenLock.remove();
    resetSessionCache();
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [logout, navigate, location.pathname, location.search]);
}
