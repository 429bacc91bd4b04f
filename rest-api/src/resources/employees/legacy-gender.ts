import { z } from 'zod';

/** Genders an employee record can hold (`employees.gender`), or null when unknown. */
export const GENDERS = ['MALE', 'FEMALE'] as const;

/** One of {@link GENDERS}. */
export type Gender = (typeof GENDERS)[number];

/** Zod schema of the REST shape of a gender (spec §3): `[{ name: "MALE" }]`, or `[]` when unknown. */
export const legacyGenderSchema = z.array(z.object({ name: z.enum(GENDERS) })).max(1);

/**
 * A stored gender → the legacy REST array (spec §3: "an array whose first item has a name such as MALE";
 * DESIGN §2 keeps it on REST). Null or an unexpected value → `[]`.
 */
export function toLegacyGender(gender: string | null): { name: Gender }[] {
  return GENDERS.includes(gender as Gender) ? [{ name: gender as Gender }] : [];
}
