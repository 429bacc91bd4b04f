import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { roleSchema, type Role } from './roles';

/** `iss` and `aud` of every token: tokens of another system are refused even with the same key. */
export const TOKEN_ISSUER = 'back-office';
export const TOKEN_AUDIENCE = 'back-office';

/**
 * What a token says: the employee id (`sub`), their roles at sign-in (spec §6 names, first active; the
 * guard reads the current ones) and the session it belongs to (`sid`, src/auth/sessions.ts).
 */
export interface TokenClaims {
  sub: string;
  roles: Role[];
  sid: string;
}

/**
 * A verified token's claims plus when it was issued (`iat`, seconds since the epoch). `sid` is undefined
 * for a token made before sessions existed: the guard refuses it.
 */
export interface VerifiedToken extends Omit<TokenClaims, 'sid'> {
  sid: string | undefined;
  iat: number;
}

/** Signs and verifies the bearer tokens of DESIGN §2 (HS256 JWT). */
export interface TokenService {
  /** A token for `claims`: `sub`, `roles`, `sid`, iss/aud `back-office`, `iat` now, `exp` now + the configured lifetime. */
  sign(claims: TokenClaims): Promise<string>;
  /**
   * Checks signature (HS256 only), `iss`, `aud`, `exp` and `nbf` and returns the claims (a `sid` that is
   * not a UUID makes the token invalid).
   * @throws InvalidTokenError for any token that fails, with the reason in `message` (expired or invalid).
   */
  verify(token: string): Promise<VerifiedToken>;
}

/** A token that cannot be used; `expired` tells an expired token from a forged or garbled one. */
export class InvalidTokenError extends Error {
  constructor(readonly expired: boolean) {
    super(expired ? 'Your session has expired. Please sign in again.' : 'Invalid token.');
    this.name = 'InvalidTokenError';
  }
}

const claimsSchema = z.object({ sub: z.string().min(1), roles: z.array(roleSchema), iat: z.number().int(), sid: z.guid().optional() });

/**
 * A {@link TokenService} for `secret` (≥ 32 bytes, src/config/jwt-secret.ts) and `ttlSeconds` (JWT_TTL).
 */
export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    async sign(claims) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ roles: claims.roles, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) throw new InvalidTokenError(false);
        return { ...claims.data, sid: claims.data.sid };
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError(error instanceof errors.JWTExpired);
      }
    },
  };
}
