import { z } from 'zod';
import { defineResource } from '../crud/resource';

/** Positions, General Setup › Positions (spec §2 menu, §7): name, description, its department. */
export const positions = defineResource({
  name: 'positions',
  fields: { name: z.string(), description: z.string().nullish() },
});
