import { z } from 'zod';
import { defineResource } from '../crud/resource';

/** Product subcategories, Product Setup › Product subcategories (DESIGN §5): name, description, active, its category. */
export const productSubcategories = defineResource({
  name: 'productSubcategories',
  fields: { name: z.string(), description: z.string().nullish(), active: z.boolean().default(true) },
});
