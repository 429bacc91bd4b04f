import { z } from 'zod';
import { defineResource } from '../crud/resource';

/** Departments, General Setup › Departments (spec §2 menu, §7): name, code, `head` (the Hod who approves for it). */
export const departments = defineResource({
  name: 'departments',
  fields: { name: z.string(), code: z.string().nullish() },
});
