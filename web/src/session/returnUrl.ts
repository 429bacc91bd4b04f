/** Path of the login screen (spec §2). */
export const LOGIN_PATH = '/account/login';

/**
 * `path` with a `returnUrl` query parameter holding `wanted` (path + search), encoded: where a
 * screen sends the user once it is done, e.g. the login or the lock screen.
 */
export function withReturnUrl(path: string, wanted: string): string {
  return `${path}?returnUrl=${encodeURIComponent(wanted)}`;
}

/**
 * The login URL that brings the user back to `wanted` (path + search) afterwards (spec §2 guard):
 * `/account/login?returnUrl=<encoded>`, e.g. `/` → `/account/login?returnUrl=%2F`.
 */
export function loginUrlFor(wanted: string): string {
  return withReturnUrl(LOGIN_PATH, wanted);
}

/**
 * Where to go after signing in, from the `returnUrl` query parameter (spec §2): only a path on this
 * site — starting with one "/" (not "//" or "/\", which browsers read as another host) and free of
 * control characters — is followed; anything else, or nothing, gives "/".
 */
export function safeReturnUrl(returnUrl: string | null | undefined): string {
  if (!returnUrl || !returnUrl.startsWith('/')) return '/';
  if (returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(returnUrl)) return '/';
  return returnUrl;
}
