import { UnsecuredJWT } from 'jose';

/**
 * A JWT with the given payload and NO valid signature (`alg: none`). The gateway only decodes tokens,
 * so this shows what the gateway decides on its own; any real upstream rejects it with 401.
 */
export function unsignedToken(payload: Record<string, unknown>): string {
  return new UnsecuredJWT(payload).setSubject('forged-user').setIssuedAt().encode();
}
