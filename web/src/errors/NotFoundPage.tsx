import { Link, useLocation } from 'react-router';

/** Shown inside the layout for a path no route matches (spec §2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="page-message">
      <h1>Page not found</h1>
      <p>{`There is no page at ${pathname}.`}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
