import { z } from 'zod';

/** The six roles of spec §6, spelled as the spec and the legacy client spell them. */
export const ROLES = ['Employee', 'Hod', 'Finance', 'Gvr', 'Admin', 'Product'] as const;

/** One of {@link ROLES}. An employee's first role is the active one (spec §3). */
export type Role = (typeof ROLES)[number];

/** Zod schema of a {@link Role}. */
export const roleSchema = z.enum(ROLES);

/** The known roles among stored role names, in their order (unknown names are dropped). */
export function knownRoles(values: readonly string[]): Role[] {
  return values.filter((value): value is Role => (ROLES as readonly string[]).includes(value));
}
