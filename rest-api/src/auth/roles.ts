import { z } from 'zod';
import { ROLES, type Role } from '../generated/contract/roles';

export { ROLES, type Role } from '../generated/contract/roles';

/** Zod schema of a {@link Role} (the six roles of spec §6, declared in contract/roles.ts). */
export const roleSchema = z.enum(ROLES);

/** The known roles among stored role names, in their order (unknown names are dropped). */
export function knownRoles(values: readonly string[]): Role[] {
  return values.filter((value): value is Role => (ROLES as readonly string[]).includes(value));
}
