import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { alertStore } from '../alerts/alertStore';
import { escapeHtml } from '../alerts/escapeHtml';
import type { Role } from '../generated/graphql';
import { menuLinks } from '../menu/menuTable';
import { hasAllowedRole } from './currentUser';
import { loginUrlFor, withReturnUrl } from './returnUrl';
import { LOCK_SCREEN_PATH, useLockedUser } from './screenLock';
import { signOutEndedSession } from './sessionEnded';
import { askGateway, watchSessionExpiry } from './sessionExpiry';
import { sessionStore } from './sessionStore';
import { refreshAtGateway, watchTokenRefresh } from './tokenRefresh';
import { useCurrentUser } from './useCurrentUser';

/** What a route may put in its `handle` for the guard: the roles allowed to open it (spec §2, §6). */
export interface RouteAccess {
  /** Allowed active roles; without it any signed-in user may open the route. */
  roles?: readonly Role[];
}

function rolesOf(handle: unknown): readonly Role[] | undefined {
  return (handle as RouteAccess | undefined)?.roles;
}

/**
 * The screen a path belongs to, by the §2 menu: the label of the menu entry whose path is the path or
 * a parent of it (`/setup/employees/5` → "Employees"); undefined for none.
 */
export function screenNameOf(pathname: string): string | undefined {
  const owners = menuLinks().filter((link) => link.path !== '/' && (pathname === link.path || pathname.startsWith(`${link.path}/`)));
  return owners.sort((a, b) => b.path.length - a.path.length)[0]?.label;
}

/** The notice shown on `/` after a redirect from a screen the user's role may not open. */
export function noAccessMessage(screen: string | undefined): string {
  return screen ? `You do not have access to ${screen}.` : 'You do not have access to that page.';
}

/**
 * The redirect of a signed-in user whose role may not open the page (spec §2 route rules: sent to
 * /), saying why: a warning alert "You do not have access to <screen>." that survives the redirect
 * (`keepAfterRouteChange`) and stays until the next navigation or its close button.
 */
function NoAccessRedirect({ screen }: { screen: string | undefined }) {
  const navigate = useNavigate();
  useEffect(() => {
    const message = escapeHtml(noAccessMessage(screen));
    if (!alertStore.getAlerts().some((alert) => alert.message === message)) {
      alertStore.warning(message, { keepAfterRouteChange: true, autoClose: false });
    }
    void navigate('/', { replace: true });
  }, [screen, navigate]);
  return null;
}

/**
 * The login guard (spec §2 route rules, §6), as a layout route that renders its child routes:
 * - screen locked (top bar › Lock Screen, kept across reloads) → `/account/lock-screen?returnUrl=…`;
 *   checked first, since locking ends the session: a locked screen has no signed-in user;
 * - signed out → `/account/login?returnUrl=<wanted path + search, encoded>`;
 * - signed in, but the active role (roles[0]) is not allowed by every matched route's
 *   `handle.roles` → `/` with the notice "You do not have access to <screen>." (the §2 menu label
 *   of the page; at `/` itself, a plain message rather than a redirect loop);
 * - otherwise the matched child route opens.
 * While signed in it refreshes the token ahead of its expiry (tokenRefresh.ts), so an open page keeps
 * working through a long day, and watches the expiry (sessionExpiry.ts): a page left open past it (the
 * refresh refused) signs out to the login, which says "Your session has ended. Please sign in again." (spec §4).
 * Must sit in a data router (createBrowserRouter / createMemoryRouter) since it reads `useMatches`.
 */
export function RequireAuth() {
  const user = useCurrentUser();
  const locked = useLockedUser();
  const location = useLocation();
  const matches = useMatches();
  const wanted = location.pathname + location.search;

  useEffect(() => {
    if (!user) return undefined;
    const stopExpiry = watchSessionExpiry(user, { ask: askGateway, onEnded: () => signOutEndedSession({ session: sessionStore }) });
    const stopRefresh = watchTokenRefresh(user, { refresh: refreshAtGateway, onRefreshed: (refreshed) => sessionStore.signIn(refreshed) });
    return () => {
      stopExpiry();
      stopRefresh();
    };
  }, [user]);

  if (locked) {
    return <Navigate to={withReturnUrl(LOCK_SCREEN_PATH, wanted)} replace />;
  }
  if (!user) {
    return <Navigate to={loginUrlFor(wanted)} replace />;
  }
  const allowed = matches.every((match) => hasAllowedRole(user, rolesOf(match.handle)));
  if (!allowed) {
    if (location.pathname === '/') {
      return <p role="alert">Your account has no role that may open this screen.</p>;
    }
    return <NoAccessRedirect screen={screenNameOf(location.pathname)} />;
  }
  return <Outlet />;
}
