import { z } from 'zod';
import { ROLE_NAMES, toRole } from '../../auth/roles';
import { defineResource } from '../../crud/resource';
import { employeePhotoUrl } from '../../files/file-paths';
import type { Gender, Role } from '../../generated/resolvers-types';
import { toGender, toLegacyGender } from './gender';

/**
 * Employees, General Setup › Employees (spec §7 "Employees", DESIGN §2, §6): `/setup/employees`, created
 * by `registerEmployee` (`POST employees/register`, with a first password); `deleteEmployee` falls back
 * like a read (spec §8). What differs from the default mapping: `gender` is the `Gender` enum (the
 * legacy array on REST), `roles` the `Role` enum (spec names on REST), `joinDate` a `Date` (day only),
 * `photo` is read-only with its gateway `photoUrl`, and the input's `password` goes to REST as it is.
 * The rest of the employee endpoints are in employee-operations.ts.
 */
export const employees = defineResource({
  name: 'employees',
  fields: { gender: z.unknown().optional() },
  deleteFallback: true,
  toObject: (record, object) =>
    Object.assign(object, {
      gender: toGender(record.gender),
      joinDate: typeof record.joinDate === 'string' && record.joinDate ? record.joinDate.slice(0, 10) : null,
      roles: (Array.isArray(record.roles) ? (record.roles as string[]) : []).map(toRole).filter((role): role is Role => role !== undefined),
      photoUrl: employeePhotoUrl(typeof record.photo === 'string' ? record.photo : null),
    }),
  toBody: (input, body) => {
    if ('gender' in body) body.gender = toLegacyGender(input.gender as Gender | null | undefined);
    if (Array.isArray(input.roles)) body.roles = (input.roles as Role[]).map((role) => ROLE_NAMES[role]);
    if (typeof input.password === 'string') body.password = input.password;
    return body;
  },
});
