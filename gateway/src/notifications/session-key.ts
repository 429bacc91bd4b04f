import { createHash } from 'node:crypto';

/**
 * The gateway's name for one signed-in session: the SHA-256 of its `Authorization` header (hex). Two
 * subscriptions share a session (its cap, its upstream feed) only when they carry the very same token;
 * the token itself is never kept as a key, nor logged.
 */
export function sessionKey(authorization: string): string {
  return createHash('sha256').update(authorization).digest('hex');
}
