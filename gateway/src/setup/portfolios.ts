import { z } from 'zod';
import { defineResource } from '../crud/resource';

/** Event portfolios, General Setup › Event Portfolio (spec §2 menu, §7): name, description, active, company. */
export const portfolios = defineResource({
  name: 'portfolios',
  fields: { name: z.string(), description: z.string().nullish(), active: z.boolean().default(true) },
});
