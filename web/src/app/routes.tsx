import { Navigate, Outlet, type RouteObject } from 'react-router';
import { menuLinks, type MenuLink } from '../menu/menuTable';
import { RequireAuth, type RouteAccess } from '../session/RequireAuth';
import { NotAvailablePage } from '../errors/NotAvailablePage';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { PageLoading } from './PageLoading';
import { ScrollToTop } from './ScrollToTop';
import { SCREENS, type ScreenLoader } from './screens';

function pageRoute(link: MenuLink, screens: Readonly<Record<string, ScreenLoader>>): RouteObject {
  const handle: RouteAccess = { roles: link.roles };
  const load = screens[link.path];
  const page = load ? { lazy: load } : { element: <NotAvailablePage title={link.label} /> };
  return link.path === '/' ? { index: true, handle, ...page } : { path: link.path.slice(1), handle, ...page };
}

/**
 * The route table (spec §2 route rules):
 * - `/account/...` — the account area, loaded on demand (`/account/login`; `/account` → login);
 * - `/` — the login guard, then the main layout (loaded on demand) with one child per §2 menu entry,
 *   whose `handle.roles` come from the menu table; built screens (SCREENS) load on demand, the
 *   others say "This screen is not available yet."; any other path is "Page not found" inside the
 *   layout. Scroll resets to the top on navigation.
 */
export function createRoutes(screens: Readonly<Record<string, ScreenLoader>> = SCREENS): RouteObject[] {
  return [
    {
      element: (
        <>
          <ScrollToTop />
          <Outlet />
        </>
      ),
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          path: 'account',
          lazy: () => import('../account/AccountLayout').then((m) => ({ Component: m.AccountLayout })),
          children: [
            { index: true, element: <Navigate to="login" replace /> },
            { path: 'login', lazy: () => import('../account/LoginPage').then((m) => ({ Component: m.LoginPage })) },
          ],
        },
        {
          path: '/',
          element: <RequireAuth />,
          children: [
            {
              lazy: () => import('../layout/MainLayout').then((m) => ({ Component: m.MainLayout })),
              children: [
                ...menuLinks().map((link) => pageRoute(link, screens)),
                { path: '*', lazy: () => import('../errors/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
              ],
            },
          ],
        },
      ],
    },
  ];
}
