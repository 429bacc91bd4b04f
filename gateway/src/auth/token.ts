import { decodeJwt } from 'jose';
import { SETUP_PROFILE, type UpstreamProfile } from '../upstream/profile';

/**
 * What the gateway can tell from a caller's token WITHOUT verifying it (the upstream verifies it):
 * - `none`: no Authorization header, or an empty one;
 * - `unreadable`: not `Bearer <JWT>`, or a JWT whose payload cannot be decoded, or whose `roles` is
 *   present but not a list;
 * - `claims`: `roles` = the payload's role names (spec §6 names, e.g. `["Admin"]`; the first is the
 *   active role, spec §3), or undefined when the payload has none (another upstream's token);
 *   `subject` = the payload's `sub` (the employee id, docs/setup-contract.md) when it is a string
 *   and the profile takes the identity from the token.
 * Under an upstream profile with `token: "opaque"` (upstream/profile.ts) any `Bearer <token>` is
 * `claims` without roles or subject: the upstream decides on roles, the identity comes from elsewhere
 * (auth/identity.ts).
 */
export type TokenReading = { kind: 'none' } | { kind: 'unreadable' } | { kind: 'claims'; roles: readonly unknown[] | undefined; subject: string | undefined };

/** Reads the Authorization header of a request (DESIGN §3); never throws. See {@link TokenReading}. */
export function readToken(authorization: string | undefined, profile: UpstreamProfile = SETUP_PROFILE): TokenReading {
  const header = authorization?.trim();
  if (!header) return { kind: 'none' };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return { kind: 'unreadable' };
  if (profile.token === 'opaque') return { kind: 'claims', roles: undefined, subject: undefined };
  let payload: Record<string, unknown>;
  try {
    payload = decodeJwt(match[1]!);
  } catch {
    return { kind: 'unreadable' };
  }
  const sub = typeof payload.sub === 'number' && Number.isFinite(payload.sub) ? String(payload.sub) : payload.sub;
  const subject = profile.identity === 'token' && typeof sub === 'string' && sub ? sub : undefined;
  if (payload.roles === undefined) return { kind: 'claims', roles: undefined, subject };
  if (!Array.isArray(payload.roles)) return { kind: 'unreadable' };
  return { kind: 'claims', roles: payload.roles, subject };
}
