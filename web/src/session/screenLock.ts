import { useSyncExternalStore } from 'react';
import { createStoredValue, type StoredValue } from '../storage/storedValue';
import type { CurrentUser } from './currentUser';

/** localStorage key of the screen lock: the locked user (see {@link LockedUser}) while the screen is locked. */
export const SCREEN_LOCK_KEY = 'screenLocked';

/** Path of the lock screen (top bar › user menu › Lock Screen). */
export const LOCK_SCREEN_PATH = '/account/lock-screen';

/**
 * What the lock screen keeps of the user whose screen it locked: enough to show who it is (name, and
 * gender for the picture: the photo file itself needs a session) and to sign them in again (`email`).
 * Never the token: locking ends the session (see `lockScreen`).
 */
export type LockedUser = Pick<CurrentUser, 'id' | 'employeeName' | 'email' | 'gender'>;

/** The {@link LockedUser} part of a signed-in user (token, roles and photo are left out). */
export function lockedUserOf({ id, employeeName, email, gender }: CurrentUser): LockedUser {
  return { id, employeeName, email, gender };
}

/**
 * Reads a saved lock back: the locked user when the text has its shape (id, name and e-mail as
 * non-empty strings, gender a string or null), else null (not locked), so a damaged or
 * foreign entry — or an older version's `true` — never shows a lock screen that cannot unlock.
 */
export function parseLockedUser(json: string | null): LockedUser | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const { id, employeeName, email, gender } = value as Record<string, unknown>;
    const text = (field: unknown) => typeof field === 'string' && field.length > 0;
    const optional = (field: unknown) => field === null || field === undefined || typeof field === 'string';
    if (!text(id) || !text(employeeName) || !text(email) || !optional(gender)) return null;
    return { id, employeeName, email, gender: gender ?? null } as LockedUser;
  } catch {
    return null;
  }
}

/**
 * Creates the screen lock over `storage`: the locked user while locked, else null. The lock is
 * saved, so it holds across reloads (and tabs, with `win`) until the password is entered again or
 * someone signs in or out.
 */
export function createScreenLock(storage: Storage, win?: Window): StoredValue<LockedUser | null> {
  return createStoredValue(storage, SCREEN_LOCK_KEY, parseLockedUser, win);
}

/** The application's one screen lock, in localStorage. */
export const screenLock: StoredValue<LockedUser | null> = createScreenLock(window.localStorage, window);

/** The locked user while the screen is locked, else null, as React state. */
export function useLockedUser(): LockedUser | null {
  return useSyncExternalStore(screenLock.subscribe, screenLock.get, screenLock.get);
}
