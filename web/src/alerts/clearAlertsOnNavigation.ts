import type { AlertStore } from './alertStore';

/** The part of a react-router data router (createBrowserRouter / createMemoryRouter) this needs. */
export interface NavigationSource {
  state: { location: { key: string }; navigation: { state: string } };
  subscribe(fn: (state: NavigationSource['state']) => void): () => void;
}

/**
 * Calls `alerts.routeChanged()` whenever a navigation starts (spec §4: alerts clear when navigation
 * starts, except those flagged to survive a route change): once when the router leaves "idle"
 * (a lazy route loading), or when the location changes without a loading phase. Returns the
 * unsubscribe function.
 */
export function clearAlertsOnNavigation(router: NavigationSource, alerts: AlertStore): () => void {
  let locationKey = router.state.location.key;
  let started = false;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      if (!started) {
        started = true;
        alerts.routeChanged();
      }
      return;
    }
    if (state.location.key !== locationKey && !started) alerts.routeChanged();
    locationKey = state.location.key;
    started = false;
  });
}
