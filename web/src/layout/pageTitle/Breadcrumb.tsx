import { Fragment, useEffect } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import type { MenuItem } from '../../menu/menuTable';
import { pageTrail, PRODUCT_NAME, type TitledRouteHandle } from './pageTrail';
import './breadcrumb.css';

function routeTitleOf(handle: unknown): string | null {
  return typeof handle === 'object' && handle !== null && typeof (handle as TitledRouteHandle).title === 'string' ? ((handle as TitledRouteHandle).title ?? null) : null;
}

/** Props of {@link PageBreadcrumb}. */
export interface PageBreadcrumbProps {
  /** The record a record page shows, once named (see usePageRecordTitle). */
  recordTitle?: string | null;
  /** The signed-in role's menu (menuForRole): only lists it holds are linked. */
  reachable?: readonly MenuItem[];
}

/**
 * The page's place in the §2 menu (see pageTrail), above the routed page: a "Breadcrumb" navigation
 * such as "General Setup / Grades" or "General Setup / Employees / Jane Doe" (the list linked, the
 * current page marked `aria-current="page"`), shown when there is more than the page itself; and the
 * browser tab's title, "Grades · Back Office", set on every page (back to "Back Office" when the
 * layout goes away, e.g. on logout).
 */
export function PageBreadcrumb({ recordTitle, reachable }: PageBreadcrumbProps) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const routeTitle = routeTitleOf(matches[matches.length - 1]?.handle);
  const { crumbs, title } = pageTrail(pathname, { routeTitle, recordTitle, reachable });

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = PRODUCT_NAME;
    },
    [],
  );

  if (crumbs.length < 2) return null;
  return (
    <nav className="page-breadcrumb" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={`${index}:${crumb.label}`}>
              <li>{crumb.path && !last ? <Link to={crumb.path}>{crumb.label}</Link> : <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>}</li>
              {!last && (
                <li className="page-breadcrumb-separator" aria-hidden="true">
                  /
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
