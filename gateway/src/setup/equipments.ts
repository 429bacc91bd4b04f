import { z } from 'zod';
import { defineResource } from '../crud/resource';

/**
 * Equipments, Equipments Setup › Equipments (DESIGN §5 Equipment, docs/requisitions.md): code, name,
 * quantity (units on the shelf now, an integer), location, active, and its equipment category.
 */
export const equipments = defineResource({
  name: 'equipments',
  fields: { code: z.string(), name: z.string(), quantity: z.number().int(), location: z.string().nullish(), active: z.boolean().default(true) },
});
