import { z } from 'zod';
import { fromCatalogue } from '../../crud/catalogue';
import { requiredMoney } from '../../crud/fields';
import { gvrSettings } from './table';

/** The days of the week, Monday first (`workingDays`). */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

/** ISO 4217 codes the runtime knows (`Intl.supportedValuesOf('currency')`: the current codes, e.g. `USD`). */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

const time = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : 'Must be a time HH:MM') })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Must be a time HH:MM (00:00 to 23:59)');

/**
 * GVR settings (DESIGN §5: one record of report deadline, mileage rate, currency, working hours; spec §2
 * GVR Setup › GVR settings), a single-record resource under `/setup/gvrSettings` (`GET /`, `PUT /` with
 * `__v`: 409 when stale; src/crud/single.ts). Fields, each with the default the record starts from:
 * `reportDeadlineDays` (whole days 1–365; 7), `mileageRate` (money per km ≥ 0 as text; "0.50"),
 * `currency` (an ISO 4217 code, 3 upper-case letters the runtime knows; "USD"; also the currency of
 * product prices), `workingHours` (`{ start, end }` as HH:MM, start before end; 08:00–17:00),
 * `workingDays` (`MON`…`SUN`, at least one, each once; MON–FRI). Anyone signed in reads; Gvr and Admin
 * write.
 */
export const gvrSettingsResource = fromCatalogue('gvrSettings', {
  table: gvrSettings,
  fields: z.object({
    reportDeadlineDays: z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : 'Must be a number') })
      .int('Must be a whole number')
      .min(1, 'Must be 1 or more')
      .max(365, 'Must be 365 or less')
      .default(7),
    mileageRate: requiredMoney({ min: '0' }).default('0.50'),
    currency: z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : 'Must be text') })
      .refine((code) => CURRENCIES.has(code), 'Must be a known ISO 4217 currency code of 3 upper-case letters, e.g. USD')
      .default('USD'),
    workingHours: z
      .object({ start: time, end: time }, { error: 'Must be working hours { start, end }' })
      .refine((hours) => hours.start < hours.end, { message: 'Must be after the start', path: ['end'] })
      .default({ start: '08:00', end: '17:00' }),
    workingDays: z
      .array(z.enum(WEEKDAYS, { error: `Must be one of ${WEEKDAYS.join(', ')}` }), { error: 'Must be a list' })
      .min(1, 'Choose at least one working day')
      .refine((days) => new Set(days).size === days.length, 'Each day at most once')
      .default(['MON', 'TUE', 'WED', 'THU', 'FRI']),
  }),
});
