import { z } from 'zod';
import { defineResource } from '../crud/resource';

/** Companies, General Setup › Companies (spec §2 menu, §7): name, code, address, phone, e-mail. */
export const companies = defineResource({
  name: 'companies',
  fields: {
    name: z.string(),
    code: z.string(),
    address: z.string().nullish(),
    phone: z.string().nullish(),
    email: z.string().nullish(),
  },
});
