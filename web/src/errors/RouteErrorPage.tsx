import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/**
 * Shown when a page fails to load or render (e.g. its code could not be downloaded): a plain
 * message and a way to reload; the error goes to the console (spec §8).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="page-message" role="alert" style={{ padding: '2rem' }}>
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reload to try again.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}
