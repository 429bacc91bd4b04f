import type { Gender } from '../../generated/resolvers-types';

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
 * `MALE` / `FEMALE` → the legacy REST array (spec §3, docs/setup-contract.md "Employees"):
 * `[{ name: "MALE" }]`; null or absent → `[]` (unknown).
 */
export function toLegacyGender(gender: Gender | null | undefined): Array<{ name: Gender }> {
  return gender ? [{ name: gender }] : [];
}
