import { endServerSession } from './endServerSession';
import { lockedUserOf, screenLock } from './screenLock';
import { resetSessionCache } from './sessionCache';
import { sessionStore } from './sessionStore';

/**
 * Locks the screen (top bar › user menu › Lock Screen): saves who is locked out (name, gender,
 * e-mail — see `LockedUser`), ends the session on the server with its token (`signOut`), removes
 * the saved user and with it the token from localStorage, and empties what the signed-in part
 * cached, so nothing that could act or read as the user is left while the screen is locked.
 * The lock is saved first: the guard then sends every page to the lock screen rather than the
 * login. Unlocking signs in again with the password (`authenticate`, see LockScreenPage).
 * Signed out, nothing happens. The server call is not awaited: it carries the token it was
 * started with, and a failure (the server unreachable) must not keep the screen unlocked.
 */
export function lockScreen(): void {
  const user = sessionStore.getUser();
  if (!user) return;
  screenLock.set(lockedUserOf(user));
  void endServerSession(user.token);
  sessionStore.signOut();
  resetSessionCache();
}
