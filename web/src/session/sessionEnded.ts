import { useEffect, useState } from 'react';
import type { SessionStore } from './sessionStore';

/** sessionStorage key set when the server ended the session, read once by the login screen. */
export const SESSION_ENDED_KEY = 'sessionEnded';

/** What the login screen says after the server refused the session (expired, signed out elsewhere, revoked). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** What {@link signOutEndedSession} works on; the application's own by default. */
export interface SessionEndedOptions {
  /** The session to end. */
  session: SessionStore;
  /** Where the notice for the login screen is kept: this tab's sessionStorage (it survives the reload). */
  storage?: Storage;
  /** Reloads the page (spec §4); `window.location.reload` by default. */
  reload?: () => void;
}

/**
 * The answer to UNAUTHENTICATED (or HTTP 401) on a signed-in request (spec §4, §8): the token no
 * longer works on the server, so sign out and reload; the guard then sends the user to the login with
 * the page as returnUrl, where {@link useSessionEndedNotice} says why. Signed out already (after a
 * logout, or with the screen locked, whose session ended on purpose) a late 401 changes nothing: no
 * notice, no reload.
 */
export function signOutEndedSession({ session, storage = window.sessionStorage, reload = () => window.location.reload() }: SessionEndedOptions): void {
  if (!session.getUser()) return;
  try {
    storage.setItem(SESSION_ENDED_KEY, 'true');
  } catch {
    // Storage full or refused: the sign-out matters, the notice does not.
  }
  session.signOut();
  reload();
}

/**
 * The login screen's notice after {@link signOutEndedSession} ("Your session has ended. Please sign
 * in again."), or null. Only read: see {@link forgetSessionEnded}.
 */
export function sessionEndedNotice(storage: Storage = window.sessionStorage): string | null {
  try {
    return storage.getItem(SESSION_ENDED_KEY) === null ? null : SESSION_ENDED_MESSAGE;
  } catch {
    return null;
  }
}

/** Removes the mark {@link signOutEndedSession} left, so the notice is said once. */
export function forgetSessionEnded(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Nothing to forget.
  }
}

/**
 * For the login screen: the session-ended notice it opened with, or null. The mark is removed when
 * the login screen is left (signed in, or gone to another page), so a later visit says nothing — not
 * when it first shows: {@link signOutEndedSession} signs out before the reload takes effect, so the
 * guard may show the login screen for a moment in the page being unloaded, and that one must not use
 * the notice up before the reloaded page shows it.
 */
export function useSessionEndedNotice(): string | null {
  const [notice] = useState(() => sessionEndedNotice());
  useEffect(() => () => forgetSessionEnded(), []);
  return notice;
}
