import type { z } from 'zod';
import { DATE_OUT_OF_RANGE, isDayInRange, isInstantInRange } from '../generated/contract/dates';

/**
 * `day`, a schema of a well-formed day (`z.iso.date(...)`), that also refuses a day outside the
 * accepted years with the field message "Must be between 1900-01-01 and 2999-12-31" (contract/dates.ts,
 * docs/setup-contract.md "Dates"): every day a route takes, in a body or a query, goes through it.
 */
export function boundedDay<Schema extends z.ZodType<string>>(day: Schema): Schema {
  return day.refine(isDayInRange, { error: DATE_OUT_OF_RANGE });
}

/**
 * `instant`, a schema of a well-formed ISO 8601 instant (`z.iso.datetime(...)`), that also refuses one
 * whose UTC year is outside the accepted years (contract/dates.ts), with the same field message.
 */
export function boundedInstant<Schema extends z.ZodType<string>>(instant: Schema): Schema {
  return instant.refine(isInstantInRange, { error: DATE_OUT_OF_RANGE });
}
