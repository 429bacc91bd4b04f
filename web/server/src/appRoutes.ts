/**
 * The first path segments of the web client's routes (web/src/app/routes.tsx, the §2 menu table):
 * the account area, the menu's areas, and the signed-in user's own pages. `/` is the dashboard.
 * appRoutes.test.ts checks this list against the route table, so a new area cannot be forgotten here.
 */
export const APP_SECTIONS: ReadonlySet<string> = new Set([
  'account',
  'setup',
  'gvr-setup',
  'product-setup',
  'equipment-setup',
  'requisitions',
  'visit-reports',
  'pages-profile',
  'profiles',
  'support',
]);

/** A path segment of a client route: letters, digits, `-`, `_` (ids are uuids). No dots, no escapes. */
const PLAIN_SEGMENT = /^[A-Za-z0-9_-]*$/;

/**
 * Whether a request is a browser opening one of the web client's pages, which the front server
 * answers with the client's index.html (the SPA fallback, DESIGN §1): a GET or HEAD whose path
 * (before `?`) is `/` or starts with one of {@link APP_SECTIONS}, and whose segments are plain (so no
 * file name with an extension, no `..`, no `%`-escapes, no `@`). Anything else that is not a file of
 * the build is answered 404, never with index.html.
 *
 * @param method the HTTP method
 * @param url the request target as received (path and query)
 */
export function isAppNavigation(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?', 1)[0] ?? '';
  if (!path.startsWith('/')) return false;
  if (path === '/') return true;
  const segments = path.slice(1).split('/');
  if (!APP_SECTIONS.has(segments[0] ?? '')) return false;
  return segments.every((segment) => PLAIN_SEGMENT.test(segment));
}
