import { z } from 'zod';
import { defineResource } from '../crud/resource';

/** Product categories, Product Setup › Product categories (spec §2 menu, DESIGN §5): name, description, active. */
export const productCategories = defineResource({
  name: 'productCategories',
  fields: { name: z.string(), description: z.string().nullish(), active: z.boolean().default(true) },
});
