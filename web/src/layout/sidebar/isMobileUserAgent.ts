/** Browsers that identify as phones or tablets in their user agent (as the legacy client tested). */
const MOBILE = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|CriOS/i;

/**
 * Whether a browser's user agent (e.g. `navigator.userAgent`) is a mobile one (spec §2 Layout:
 * mobile detection is by browser user-agent). A mobile browser 768 px or wider starts with the
 * condensed rail (see defaultSidebarMode); narrower, any browser gets the menu drawer.
 */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE.test(userAgent);
}
