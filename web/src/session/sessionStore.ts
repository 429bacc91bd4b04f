import { createStoredValue } from '../storage/storedValue';
import { parseCurrentUser, type CurrentUser } from './currentUser';

/** localStorage key of the current user (spec §3, DESIGN §4). */
export const CURRENT_USER_KEY = 'currentUser';

/**
 * The session (spec §4): holds the current user, persists it in `storage` under `currentUser`,
 * and tells subscribers when it changes. Shaped for React's `useSyncExternalStore`.
 */
export interface SessionStore {
  /** The signed-in user, or null when signed out. Same object until the session changes. */
  getUser(): CurrentUser | null;
  /** Signed out → signed in: saves and publishes the user returned by `authenticate`. */
  signIn(user: CurrentUser): void;
  /** Removes the saved user (and with it the token) and publishes "signed out". */
  signOut(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * Creates a session store over `storage`, restoring a previously saved user (spec §3). With
 * `win`, a sign-in or sign-out in another tab (a `storage` event on the key) is followed here too.
 */
export function createSessionStore(storage: Storage, win?: Window): SessionStore {
  const saved = createStoredValue(storage, CURRENT_USER_KEY, parseCurrentUser, win);
  return { getUser: saved.get, signIn: saved.set, signOut: saved.remove, subscribe: saved.subscribe };
}

/** The application's one session, kept in the browser's localStorage. */
export const sessionStore: SessionStore = createSessionStore(window.localStorage, window);
