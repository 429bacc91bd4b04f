import { z } from 'zod';
import { defineResource } from '../crud/resource';

/**
 * Equipment categories, Equipments Setup › Equipment categories (DESIGN §5 Equipment,
 * docs/requisitions.md): name, description, active.
 */
export const equipmentCategories = defineResource({
  name: 'equipmentCategories',
  fields: { name: z.string(), description: z.string().nullish(), active: z.boolean().default(true) },
});
