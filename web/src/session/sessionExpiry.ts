import type { CurrentUser } from './currentUser';

/** How the server answered "does this token still work?". `unknown`: no answer (offline, a failure). */
export type SessionAnswer = 'ended' | 'live' | 'unknown';

/** After the token's expiry, how long to wait before asking the server again when it still accepted the token (or did not answer), in ms. */
export const RECHECK_MS = 60_000;
/** The server's expiry is in whole seconds: ask this long after it, in ms. */
export const EXPIRY_MARGIN_MS = 1_000;
/** The longest a browser timer may wait (2^31 − 1 ms); longer waits are taken in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * When a sign-in token (a JWT, DESIGN §2) expires, from its `exp` claim, in ms since the epoch; null
 * when it has none or cannot be read. The token is not verified: only the server can say it works.
 */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** What {@link watchSessionExpiry} needs. */
export interface SessionExpiryOptions {
  /** Asks the server whether `user`'s token still works. */
  ask: (user: CurrentUser) => Promise<SessionAnswer>;
  /** The session ended on the server: sign out and say so (signOutEndedSession). */
  onEnded: () => void;
  /** The clock, in ms since the epoch; Date.now by default. */
  now?: () => number;
  /** The window whose focus and visibility changes prompt a check; the global one by default. */
  win?: Window;
}

/**
 * Ends the session in a page left open past its token's expiry (spec §4: the session ends, and the
 * login says "Your session has ended. Please sign in again."), not only at the next request: when the
 * token's `exp` passes (by this browser's clock, plus {@link EXPIRY_MARGIN_MS}), it asks the server
 * whether the token still works — the server's clock decides, so a browser clock running ahead never
 * signs anyone out early — and on "ended" calls `onEnded`. Still accepted, or no answer: asks again
 * every {@link RECHECK_MS}. A tab coming back into view or focus after the expiry (timers sleep with
 * the computer) asks at once. Returns the function that stops watching. A token without `exp` is not
 * watched.
 */
export function watchSessionExpiry(user: CurrentUser, { ask, onEnded, now = Date.now, win = window }: SessionExpiryOptions): () => void {
  const expiresAt = tokenExpiresAt(user.token);
  if (expiresAt === null) return () => undefined;
  const dueAt = expiresAt + EXPIRY_MARGIN_MS;
  let stopped = false;
  let asking = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (at: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, Math.min(Math.max(0, at - now()), MAX_TIMER_MS));
  };
  function check() {
    if (stopped || asking) return;
    if (now() < dueAt) {
      schedule(dueAt);
      return;
    }
    asking = true;
    ask(user).then(
      (answer) => {
        asking = false;
        if (stopped) return;
        if (answer === 'ended') onEnded();
        else schedule(now() + RECHECK_MS);
      },
      () => {
        asking = false;
        if (!stopped) schedule(now() + RECHECK_MS);
      },
    );
  }
  const onWake = () => {
    if (win.document.visibilityState !== 'hidden' && now() >= dueAt) check();
  };

  win.addEventListener('focus', onWake);
  win.document.addEventListener('visibilitychange', onWake);
  check();
  return () => {
    stopped = true;
    clearTimeout(timer);
    win.removeEventListener('focus', onWake);
    win.document.removeEventListener('visibilitychange', onWake);
  };
}

/**
 * Asks the gateway with `user`'s token (SessionCheck: their own employee record): `ended` for
 * UNAUTHENTICATED (or an HTTP 401), `live` for an answer, `unknown` for anything else. The runner
 * and the document load when first asked, keeping them out of the first page's JavaScript.
 */
export async function askGateway(user: CurrentUser): Promise<SessionAnswer> {
  const [{ requestGateway }, { SessionCheckDocument }, { isUnauthenticated }] = await Promise.all([
    import('../lib/graphql/gatewayRequest'),
    import('../generated/documents/SessionCheckDocument'),
    import('../lib/graphql/graphqlErrors'),
  ]);
  try {
    await requestGateway(SessionCheckDocument, { id: user.id }, { token: user.token });
    return 'live';
  } catch (error) {
    return isUnauthenticated(error) ? 'ended' : 'unknown';
  }
}
