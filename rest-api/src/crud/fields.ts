import { z } from 'zod';

/*
 * Field schemas shared by the resource descriptions (src/resources/*), so that the same kind of field
 * validates and reads the same everywhere. Messages are for people filling in a form. No `.transform()`:
 * the same schemas document requests and responses (JSON Schema / OpenAPI cannot express transforms).
 */

/** A required text: trimmed, 1 to `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'This field is required' : 'Must be text') })
    .trim()
    .min(1, 'This field is required')
    .max(max, `At most ${max} characters`);
}

/** An optional text: trimmed, at most `max` characters; absent or null → null. */
export function optionalText(max: number) {
  return z.string({ error: 'Must be text' }).trim().max(max, `At most ${max} characters`).nullable().default(null);
}

/** An optional whole number from `min` to `max`; absent or null → null. */
export function optionalInteger(min: number, max: number) {
  return z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(min, `Must be ${min} or more`)
    .max(max, `Must be ${max} or less`)
    .nullable()
    .default(null);
}
