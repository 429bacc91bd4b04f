import { z } from 'zod';
import { defineResource } from '../crud/resource';

/** GVR sections, GVR Setup › GVR sections (DESIGN §5: ordered): name, description, position (read-only, set by reorder). */
export const gvrSections = defineResource({
  name: 'gvrSections',
  fields: { name: z.string(), description: z.string().nullish(), position: z.number().int() },
  readOnly: ['position'],
});
