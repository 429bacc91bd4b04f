import { z } from 'zod';
import { defineResource } from '../crud/resource';

/** Salesperson codes, General Setup › Salesperson codes (spec §2 menu, §7): code, description, active, company. */
export const salespersonCodes = defineResource({
  name: 'salespersonCodes',
  fields: { code: z.string(), description: z.string().nullish(), active: z.boolean().default(true) },
});
