import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { TEST_JWT_SECRET } from './rest-api-process';

/**
 * A JWT with the given payload and NO valid signature (`alg: none`). The gateway only decodes tokens,
 * so this shows what the gateway decides on its own; any real upstream rejects it with 401.
 */
export function unsignedToken(payload: Record<string, unknown>): string {
  return new UnsecuredJWT(payload).setSubject('forged-user').setIssuedAt().encode();
}

/**
 * `token` (a real one from the rest-api) re-signed with the test rest-api's key
 * (rest-api-process.ts TEST_JWT_SECRET) after `changes` to its payload: every other claim (`sub`, `iat`,
 * `exp`, `iss`, `aud`, a session id) stays, so the upstream accepts it as the same sign-in. Stands for
 * a token whose `roles` claim went stale since it was issued.
 */
export async function resignedToken(token: string, changes: Record<string, unknown>): Promise<string> {
  const payload = { ...decodeJwt(token), ...changes };
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

/**
 * A JWT signed with the test rest-api's key (rest-api-process.ts TEST_JWT_SECRET) holding `payload`
 * (`sub` only when the payload has one): well formed and signed, so what the gateway decides about it
 * depends on what the upstream says, or on its missing `sub`.
 */
export async function signedToken(payload: Record<string, unknown>): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().sign(new TextEncoder().encode(TEST_JWT_SECRET));
}
