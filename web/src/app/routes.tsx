import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AccountLayout } from '../features/account/AccountLayout';
import { LoginPage } from '../features/account/LoginPage';
import { menuLinks, type MenuLink } from '../menu/menuTable';
import { RequireAuth, type RouteAccess } from '../session/RequireAuth';
import { NotAvailablePage } from '../errors/NotAvailablePage';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import type { TitledRouteHandle } from '../layout/pageTitle/pageTrail';
import { PageLoading } from './PageLoading';
import { ScrollToTop } from './ScrollToTop';
import { SCREENS, SUB_SCREENS, SUB_SCREEN_PARENTS, type ScreenLoader } from './screens';

function pageRoute(link: MenuLink, screens: Readonly<Record<string, ScreenLoader>>): RouteObject {
  const handle: RouteAccess = { roles: link.roles };
  const load = screens[link.path];
  const page = load ? { lazy: load } : { element: <NotAvailablePage title={link.label} /> };
  return link.path === '/' ? { index: true, handle, ...page } : { path: link.path.slice(1), handle, ...page };
}

/**
 * The route of a page below a menu entry (`/setup/employees/:id`), with the roles of the menu entry
 * whose path it extends, or of the entry {@link SUB_SCREEN_PARENTS} names for it (a visit's page
 * `/visit-reports/visits/:id` → Calendar); a pattern under no menu entry is a programming error.
 */
function subPageRoute(pattern: string, load: ScreenLoader): RouteObject {
  const named = SUB_SCREEN_PARENTS[pattern];
  const parent = menuLinks().find((link) => (named ? link.path === named : link.path !== '/' && pattern.startsWith(`${link.path}/`)));
  if (!parent) throw new Error(`${pattern} is not below a menu entry`);
  const handle: RouteAccess = { roles: parent.roles };
  return { path: pattern.slice(1), handle, lazy: load };
}

const profilePage = (title: string) => () => import('../features/profile/ProfilePage').then((m) => ({ Component: () => <m.ProfilePage title={title} /> }));

/**
 * Pages of the signed-in user, open to every role: My Account, My Profile (spec §2 Top bar),
 * Notifications (the top bar's "See all", docs/notifications.md) and Support; `handle.title` names them for the browser tab (the menu's pages are named by the menu).
 */
const ACCOUNT_PAGES: RouteObject[] = [
  { path: 'pages-profile', handle: { title: 'My Account' } satisfies TitledRouteHandle, lazy: profilePage('My Account') },
  { path: 'profiles', handle: { title: 'My Profile' } satisfies TitledRouteHandle, lazy: profilePage('My Profile') },
  {
    path: 'notifications',
    handle: { title: 'Notifications' } satisfies TitledRouteHandle,
    lazy: () => import('../notifications/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
  },
  {
    path: 'support',
    handle: { title: 'Support' } satisfies TitledRouteHandle,
    lazy: () => import('../support/SupportPage').then((m) => ({ Component: m.SupportPage })),
  },
];

/**
 * The route table (spec §2 route rules):
 * - `/account/...` — the account area: `login` (with the area's frame, part of the entry chunk: every
 *   signed-out visit starts there, and a first visit then needs no second round of requests, README "Performance"),
 *   and, loaded on demand, `forgot-password`, `reset-password?token=…`, `lock-screen?returnUrl=…`
 *   (`/account` → login);
 * - `/` — the login guard, then the main layout (loaded on demand) with one child per §2 menu entry,
 *   whose `handle.roles` come from the menu table; built screens (SCREENS) load on demand, the
 *   others say "This screen is not available yet."; pages below an entry (SUB_SCREENS, e.g.
 *   `/setup/employees/:id`) take that entry's roles; `/pages-profile`, `/profiles`, `/notifications` and
 *   `/support` are open to every role; any other path is "Page not found" inside the layout. Every page is its
 *   own chunk. Scroll resets to the top on navigation.
 */
export function createRoutes(screens: Readonly<Record<string, ScreenLoader>> = SCREENS, subScreens: Readonly<Record<string, ScreenLoader>> = SUB_SCREENS): RouteObject[] {
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
          Component: AccountLayout,
          children: [
            { index: true, element: <Navigate to="login" replace /> },
            { path: 'login', Component: LoginPage },
            { path: 'forgot-password', lazy: () => import('../features/account/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })) },
            { path: 'reset-password', lazy: () => import('../features/account/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })) },
            { path: 'lock-screen', lazy: () => import('../features/account/LockScreenPage').then((m) => ({ Component: m.LockScreenPage })) },
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
                ...Object.entries(subScreens).map(([pattern, load]) => subPageRoute(pattern, load)),
                ...ACCOUNT_PAGES,
                {
                  path: '*',
                  handle: { title: 'Page not found' } satisfies TitledRouteHandle,
                  lazy: () => import('../errors/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
