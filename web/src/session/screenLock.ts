import { useSyncExternalStore } from 'react';
import { createStoredValue, type StoredValue } from '../storage/storedValue';

/** localStorage key of the screen lock: present (true) while the screen is locked. */
export const SCREEN_LOCK_KEY = 'screenLocked';

/** Path of the lock screen (top bar › user menu › Lock Screen). */
export const LOCK_SCREEN_PATH = '/account/lock-screen';

/**
 * Creates the screen lock over `storage`: true while locked. The lock is saved, so it holds across
 * reloads (and tabs, with `win`) until the password is entered again or the user signs out.
 */
export function createScreenLock(storage: Storage, win?: Window): StoredValue<boolean> {
  return createStoredValue(storage, SCREEN_LOCK_KEY, (json) => json === 'true', win);
}

/** The application's one screen lock, in localStorage. */
export const screenLock: StoredValue<boolean> = createScreenLock(window.localStorage, window);

/** Whether the screen is locked, as React state. */
export function useScreenLocked(): boolean {
  return useSyncExternalStore(screenLock.subscribe, screenLock.get, screenLock.get);
}
