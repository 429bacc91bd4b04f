import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { alertStore } from '../alerts/alertStore';
import { clearAlertsOnNavigation } from '../alerts/clearAlertsOnNavigation';
import { App } from './App';
import { createRoutes } from './routes';

/**
 * Starts the web client in `container`: the router (spec §2), alerts cleared when a navigation starts
 * (spec §4), and renders the app. The Apollo Client (bearer token from the session; on
 * UNAUTHENTICATED sign out and reload, spec §4, §8) comes with the signed-in layout (see sessionClient).
 */
export function startApp(container: HTMLElement): void {
  const router = createBrowserRouter(createRoutes());
  clearAlertsOnNavigation(router, alertStore);
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
