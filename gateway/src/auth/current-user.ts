import { toGender } from '../setup/employees/gender';
import type { CurrentUser, Role } from '../generated/resolvers-types';
import type { RestAuthenticated } from '../upstream/contract';
import { toRole } from './roles';
import { tokenExpiresAt } from './token-expiry';

/**
 * The authenticate answer (spec §3, §7) → `CurrentUser` (schema.graphql): `_id` → `id`, role names →
 * `Role` values in order (names that are not one of the six roles are left out), gender array → enum,
 * `expiresAt` from the token's `exp`.
 */
export function toCurrentUser(rest: RestAuthenticated): CurrentUser {
  return {
    token: rest.token,
    id: rest._id,
    employeeName: rest.employeeName,
    email: rest.email,
    roles: rest.roles.map(toRole).filter((role): role is Role => role !== undefined),
    gender: toGender(rest.gender),
    photo: rest.photo ?? null,
    expiresAt: tokenExpiresAt(rest.token),
  };
}
