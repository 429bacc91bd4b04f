import { useEffect } from 'react';
import { NavigationType, useBlocker, type Blocker } from 'react-router';

/**
 * Guards unsaved changes against leaving them (DESIGN §4): while `dirty`, the browser's Back and
 * Forward (a POP navigation, whatever the address it goes to) and any navigation inside the app to
 * another path (a link, a redirect) are held (react-router's `useBlocker`: answer with
 * `blocker.proceed()` or `blocker.reset()`), and reloading or closing the tab makes the browser ask
 * first (`beforeunload`). A link or redirect that changes the query alone (the list behind a dialog
 * moving to its last page) is not held. Needs a data router (createBrowserRouter, app/startApp.tsx).
 */
export function useUnsavedChangesGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) => dirty && (historyAction === NavigationType.Pop || currentLocation.pathname !== nextLocation.pathname),
  );
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
