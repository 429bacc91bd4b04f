import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import type { Role } from '../generated/graphql';
import { hasAllowedRole } from './currentUser';
import { loginUrlFor, withReturnUrl } from './returnUrl';
import { LOCK_SCREEN_PATH, useLockedUser } from './screenLock';
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
 * The login guard (spec §2 route rules, §6), as a layout route that renders its child routes:
 * - screen locked (top bar › Lock Screen, kept across reloads) → `/account/lock-screen?returnUrl=…`;
 *   checked first, since locking ends the session: a locked screen has no signed-in user;
 * - signed out → `/account/login?returnUrl=<wanted path + search, encoded>`;
 * - signed in, but the active role (roles[0]) is not allowed by every matched route's
 *   `handle.roles` → `/` (and at `/` itself, a plain message rather than a redirect loop);
 * - otherwise the matched child route opens.
 * Must sit in a data router (createBrowserRouter / createMemoryRouter) since it reads `useMatches`.
 */
export function RequireAuth() {
  const user = useCurrentUser();
  const locked = useLockedUser();
  const location = useLocation();
  const matches = useMatches();
  const wanted = location.pathname + location.search;

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
    return <Navigate to="/" replace />;
  }
  return <Outlet />;
}
