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
 * so the account pages of a first visit load neither (issue 7). Once the first page has painted, the
 * theme's font is declared (see declareInterFont).
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
  return <RouterProvider router={router} />;
}
