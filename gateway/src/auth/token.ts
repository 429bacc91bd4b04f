import { decodeJwt } from 'jose';

/**
 * What the gateway can tell from a caller's token WITHOUT verifying it (the upstream verifies it):
 * - `none`: no Authorization header, or an empty one;
 * - `unreadable`: not `Bearer <JWT>`, or a JWT whose payload cannot be decoded, or whose `roles` is
 *   present but not a list;
 * - `claims`: `roles` = the payload's role names (spec §6 names, e.g. `["Admin"]`; the first is the
 *   active role, spec §3), or undefined when the payload has none (another upstream's token);
 *   `subject` = the payload's `sub` (the employee id, docs/setup-contract.md) when it is a string.
 */
export type TokenReading = { kind: 'none' } | { kind: 'unreadable' } | { kind: 'claims'; roles: readonly unknown[] | undefined; subject: string | undefined };

/** Reads the Authorization header of a request (DESIGN §3); never throws. See {@link TokenReading}. */
export function readToken(authorization: string | undefined): TokenReading {
  const header = authorization?.trim();
  if (!header) return { kind: 'none' };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return { kind: 'unreadable' };
  let payload: Record<string, unknown>;
  try {
    payload = decodeJwt(match[1]!);
  } catch {
    return { kind: 'unreadable' };
  }
  const subject = typeof payload.sub === 'string' && payload.sub ? payload.sub : undefined;
  if (payload.roles === undefined) return { kind: 'claims', roles: undefined, subject };
  if (!Array.isArray(payload.roles)) return { kind: 'unreadable' };
  return { kind: 'claims', roles: payload.roles, subject };
}
