import { z } from 'zod';
import { defineResource } from '../crud/resource';

/**
 * Products, Product Setup › Products (DESIGN §5): code, name, unit, price (exact Decimal text in the GVR
 * settings' currency), active, its subcategory and event portfolio.
 */
export const products = defineResource({
  name: 'products',
  fields: { code: z.string(), name: z.string(), unit: z.string(), price: z.string(), active: z.boolean().default(true) },
});
