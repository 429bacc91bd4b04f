import { decodeJwt } from 'jose';

/**
 * When a JWT stops working: its `exp` claim (seconds since the epoch) as an ISO 8601 UTC date-time,
 * e.g. `2026-11-24T17:00:00.000Z`; null when there is no token, it cannot be decoded or it has no
 * `exp`. The token is only decoded (the upstream verifies it), as auth/token.ts does.
 */
export function tokenExpiresAt(token: string | undefined): string | null {
  if (!token) return null;
  try {
    const { exp } = decodeJwt(token.replace(/^Bearer\s+/i, ''));
    return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000).toISOString() : null;
  } catch {
    return null;
  }
}
