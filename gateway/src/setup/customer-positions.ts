import { z } from 'zod';
import { defineResource } from '../crud/resource';

/** Customer positions, GVR Setup › Customer positions (DESIGN §5): name, description, active. */
export const customerPositions = defineResource({
  name: 'customerPositions',
  fields: { name: z.string(), description: z.string().nullish(), active: z.boolean().default(true) },
});
