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
  'notifications',
  'support',
]);

/** A path segment of a client route: letters, digits, `-`, `_` (ids are uuids). No dots, no escapes. */
const PLAIN_SEGMENT = /^[A-Za-z0-9_-]*$/;

/** Whether every segment of a request path (before `?`) is plain: no file name with an extension, no `..`, no `%`-escape, no `@`. */
function plainPath(url: string): string[] | undefined {
  const path = url.split('?', 1)[0] ?? '';
  if (!path.startsWith('/')) return undefined;
  const segments = path.slice(1).split('/');
  return segments.every((segment) => PLAIN_SEGMENT.test(segment)) ? segments : undefined;
}

/**
 * Whether a request is a browser opening one of the web client's pages, which the front server
 * answers with the client's index.html (the SPA fallback, DESIGN §1): a GET or HEAD whose path
 * (before `?`) is `/` or starts with one of {@link APP_SECTIONS}, and whose segments are plain (so no
 * file name with an extension, no `..`, no `%`-escapes, no `@`).
 *
 * @param method the HTTP method
 * @param url the request target as received (path and query)
 */
export function isAppNavigation(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const segments = plainPath(url);
  if (!segments) return false;
  return (segments.length === 1 && segments[0] === '') || APP_SECTIONS.has(segments[0] ?? '');
}

/**
 * Whether a request for a path that is no page of the client is still a browser opening a page (a GET
 * or HEAD of a plain path that accepts HTML, e.g. a mistyped address): the front server answers it 404
 * with index.html, so the client shows its own "Page not found" inside the layout. Any other request
 * that is not a file of the build gets a bare 404.
 *
 * @param method the HTTP method
 * @param url the request target as received
 * @param accept the request's Accept header
 */
export function isUnknownPageNavigation(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return (accept ?? '').includes('text/html') && plainPath(url) !== undefined && !isAppNavigation(method, url);
}
