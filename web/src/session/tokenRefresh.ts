import type { CurrentUser } from './currentUser';
import { RECHECK_MS, tokenExpiresAt } from './sessionExpiry';

/** How long before the token's expiry the web asks for a new one, in ms (10 minutes). */
export const REFRESH_LEAD_MS = 10 * 60_000;

/** The gateway refused the refresh for good (UNAUTHENTICATED: the sign-in ended or is too old). */
export class RefreshRefusedError extends Error {
  constructor() {
    super('The sign-in can no longer be refreshed.');
    this.name = 'RefreshRefusedError';
  }
}

/** What {@link watchTokenRefresh} needs. */
export interface TokenRefreshOptions {
  /** Asks the gateway for a new token of `user`'s sign-in (`refreshToken`); rejects when it cannot. */
  refresh: (user: CurrentUser) => Promise<{ token: string }>;
  /** Keeps the refreshed user (the session store's `signIn`, which also tells other tabs). */
  onRefreshed: (user: CurrentUser) => void;
  /** Whether a failure is final, so asking again is pointless; a {@link RefreshRefusedError} by default. */
  isFinal?: (error: unknown) => boolean;
  /** The clock, in ms since the epoch; Date.now by default. */
  now?: () => number;
}

/**
 * Keeps a signed-in page working past its token's lifetime (JWT_TTL, 8 hours) while it stays open:
 * {@link REFRESH_LEAD_MS} before the token's `exp` (or halfway through a shorter remaining life) it
 * calls `refreshToken` and hands the user with the new token to `onRefreshed`; the watcher of the new
 * user then takes over. A failure that is not final (offline, a server error) is retried every
 * RECHECK_MS until the expiry; a final one (the sign-in ended, or was started more than 24 hours ago)
 * stops, and sessionExpiry.ts signs the user out at the expiry as before. Returns the function that
 * stops watching; a token without `exp` is not watched.
 */
export function watchTokenRefresh(
  user: CurrentUser,
  { refresh, onRefreshed, isFinal = (error) => error instanceof RefreshRefusedError, now = Date.now }: TokenRefreshOptions,
): () => void {
  const exp = tokenExpiresAt(user.token);
  if (exp === null) return () => undefined;
  const expiresAt: number = exp;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const remaining = expiresAt - now();
  const firstAt = expiresAt - Math.min(REFRESH_LEAD_MS, Math.max(0, remaining / 2));

  const schedule = (at: number) => {
    clearTimeout(timer);
    // Timers longer than 2^31 − 1 ms fire at once: wait in steps.
    timer = setTimeout(attempt, Math.min(Math.max(0, at - now()), 2_147_483_647));
  };
  function attempt() {
    if (stopped) return;
    if (now() < firstAt) {
      schedule(firstAt);
      return;
    }
    if (now() >= expiresAt) return;
    refresh(user).then(
      ({ token }) => {
        if (!stopped) onRefreshed({ ...user, token });
      },
      (error: unknown) => {
        if (!stopped && !isFinal(error)) schedule(now() + RECHECK_MS);
      },
    );
  }
  schedule(firstAt);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * Asks the gateway for a new token with `user`'s token (RefreshToken); UNAUTHENTICATED rejects with
 * {@link RefreshRefusedError}, anything else with the error as it came. The runner and the document
 * load when first needed, keeping them out of the first page's JavaScript.
 */
export async function refreshAtGateway(user: CurrentUser): Promise<{ token: string }> {
  const [{ requestGateway }, { RefreshTokenDocument }, { isUnauthenticated }] = await Promise.all([
    import('../lib/graphql/gatewayRequest'),
    import('../generated/documents/RefreshTokenDocument'),
    import('../lib/graphql/graphqlErrors'),
  ]);
  try {
    const { refreshToken } = await requestGateway(RefreshTokenDocument, {}, { token: user.token });
    // Null only beside a top-level error, which requestGateway has already thrown.
    if (!refreshToken) throw new Error('The gateway answered no token.');
    return refreshToken;
  } catch (error) {
    throw isUnauthenticated(error) ? new RefreshRefusedError() : error;
  }
}
