import { useSyncExternalStore } from 'react';
import { sessionStore } from './sessionStore';
import type { CurrentUser } from './currentUser';

/** The current user (spec §3, §4) as React state: re-renders on sign-in and sign-out; null when signed out. */
export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getUser, sessionStore.getUser);
}
