import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Resets the scroll position to the top whenever the path changes (spec §2 route rules). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
