import { z } from 'zod';
import { defineResource } from '../crud/resource';

/**
 * GVR settings, GVR Setup › GVR settings (DESIGN §5): the one record of report deadline (days), mileage
 * rate (Decimal text per km), currency (ISO 4217), working hours `{ start, end }` and working days.
 */
export const gvrSettings = defineResource({
  name: 'gvrSettings',
  fields: {
    reportDeadlineDays: z.number().int(),
    mileageRate: z.string(),
    currency: z.string(),
    workingHours: z.object({ start: z.string(), end: z.string() }),
    workingDays: z.array(z.string()),
  },
});
