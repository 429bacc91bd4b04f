import { z } from 'zod';
import { defineResource } from '../crud/resource';

/** Grades, General Setup › Grades (spec §2 menu, §7): name, level (rank on the pay scale), description. */
export const grades = defineResource({
  name: 'grades',
  fields: { name: z.string(), level: z.number().int().nullish(), description: z.string().nullish() },
});
