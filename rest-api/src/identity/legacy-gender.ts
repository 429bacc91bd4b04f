import { z } from 'zod';

/** Genders an employee record can hold (`employees.gender`), or null when unknown. */
export const GENDERS = ['MALE', 'FEMALE'] as const;

/** One of {@link GENDERS}. */
export type Gender = (typeof GENDERS)[number];

/** Zod schema of the REST shape of a gender (spec §3): `[{ name: "MALE" }]`, or `[]` when unknown. */
export const legacyGenderSchema = z
  .array(z.object({ name: z.enum(GENDERS, { error: 'Must be MALE or FEMALE' }) }), {
    error: 'Must be a list such as [{ "name": "MALE" }]',
  })
  .max(1, 'Give at most one gender');

/**
 * A stored gender → the legacy REST array (spec §3: "an array whose first item has a name such as MALE";
 * DESIGN §2 keeps it on REST). Null or an unexpected value → `[]`.
 */
export function toLegacyGender(gender: string | null): { name: Gender }[] {
  return GENDERS.includes(gender as Gender) ? [{ name: gender as Gender }] : [];
}

/** The legacy REST array (as parsed by {@link legacyGenderSchema}) → the stored gender, or null for `[]`. */
export function fromLegacyGender(gender: readonly { name: string }[] | null | undefined): Gender | null {
  const name = gender?.[0]?.name;
  return GENDERS.includes(name as Gender) ? (name as Gender) : null;
}
