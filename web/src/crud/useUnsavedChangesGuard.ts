import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Guards unsaved changes against leaving the page (DESIGN §4): while `dirty`, a navigation inside
 * the app to another path is held (react-router's `useBlocker`: answer with `blocker.proceed()` or
 * `blocker.reset()`), and reloading or closing the tab makes the browser ask first
 * (`beforeunload`). A change of the query alone (the list behind a dialog paging) is not held.
 * Needs a data router.
 */
export function useUnsavedChangesGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
