import { z } from 'zod';
import { defineResource } from '../crud/resource';

/** GVR categories, GVR Setup › GVR categories (DESIGN §5): name, description, active, their section. */
export const gvrCategories = defineResource({
  name: 'gvrCategories',
  fields: { name: z.string(), description: z.string().nullish(), active: z.boolean().default(true) },
});
