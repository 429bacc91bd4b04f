import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * A check that a request's `Authorization` header is `Bearer <token>` for a configured operator token
 * (METRICS_TOKEN for `/metrics`, DOCS_TOKEN for rest-api's `/setup/docs`; README "Configuration").
 * The two values are compared as SHA-256 digests, of equal length, in constant time, so the answer's
 * timing tells nothing about how much of a guess was right.
 *
 * @param token the configured token (non-empty)
 * @returns a function of the request's `Authorization` header (undefined when absent): true only for `Bearer <token>`
 */
export function bearerCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const match = /^Bearer ([^\s]+)$/i.exec(authorization ?? '');
    return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
