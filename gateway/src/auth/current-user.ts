import type { CurrentUser, Gender, Role } from '../generated/resolvers-types';
import type { RestAuthenticated } from '../upstream/contract';
import { toRole } from './roles';

const GENDERS: readonly Gender[] = ['MALE', 'FEMALE'];

/**
 * The legacy gender shape (spec §3, DESIGN §2: an array whose first item has `name`, e.g.
 * `[{ name: "MALE" }]`; a plain string is accepted too) → `MALE` / `FEMALE`; null when empty or unknown.
 */
export function toGender(gender: unknown): Gender | null {
  const first: unknown = Array.isArray(gender) ? gender[0] : gender;
  const name = typeof first === 'string' ? first : (first as { name?: unknown } | null | undefined)?.name;
  if (typeof name !== 'string') return null;
  const upper = name.trim().toUpperCase();
  return (GENDERS as readonly string[]).includes(upper) ? (upper as Gender) : null;
}

/**
 * The authenticate answer (spec §3, §7) → `CurrentUser` (schema.graphql): `_id` → `id`, role names →
 * `Role` values in order (names that are not one of the six roles are left out), gender array → enum.
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
  };
}
