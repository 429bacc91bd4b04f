import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { declareInterFont } from './interFont';

/** Props of {@link App}. */
export interface AppProps {
  /** The data router over the route table (see createRoutes). */
  router: DataRouter;
}

/**
 * The application: the router (DESIGN §4). PrimeReact needs no provider (its defaults, ripple off,
 * are what the app uses); the Apollo Client is provided by the signed-in layout (`SessionApolloProvider`),
 * so the account pages of a first visit load neither (README "Performance"). Once the first page has painted, the
 * theme's font is declared (see declareInterFont).
 *
 * Navigations update the router's state as ordinary (urgent) React updates, not in a transition
 * (`useTransitions={false}`). A list's query variables come from the URL (DESIGN §4, list state in the
 * URL), and Apollo's `useQuery` re-subscribes during render when its variables change: with the
 * navigation in a transition, every answer of the list query re-rendered the page urgently with the
 * old URL while the transition rendered it with the new one, and each render sent the query again for
 * its own variables — old and new alternated for seconds (dozens of requests per change). Every lazy
 * part of a screen has a Suspense boundary of its own, so nothing falls back to a spinner instead.
 */
export function App({ router }: AppProps) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => declareInterFont(), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return <RouterProvider router={router} useTransitions={false} />;
}
