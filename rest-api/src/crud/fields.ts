import { z } from 'zod';

/*
 * Field schemas shared by the resource descriptions (src/resources/*), so that the same kind of field
 * validates and reads the same everywhere. Messages are for people filling in a form. No `.transform()`:
 * the same schemas document requests and responses (JSON Schema / OpenAPI cannot express transforms);
 * `.toLowerCase()` is an in-place overwrite, which they can: references arrive normalised (ids
 * lower-cased, src/db/ids.ts `normalizeId`), so that comparisons with stored ids hold whatever the case.
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

/** An optional e-mail address: trimmed, at most 254 characters; absent or null → null. */
export function optionalEmail() {
  return z.string({ error: 'Must be text' }).trim().max(254, 'At most 254 characters').email('Enter a valid e-mail address').nullable().default(null);
}

/** A required e-mail address: trimmed, at most 254 characters. */
export function requiredEmail() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'This field is required' : 'Must be text') })
    .trim()
    .max(254, 'At most 254 characters')
    .email('Enter a valid e-mail address');
}

/**
 * A phone number as people write it (DESIGN §2 employee and company `phone`): 6 to 20 digits, with
 * spaces, dashes and brackets between them and an optional leading `+` ("+1 555 0140", "(04) 123-4567").
 * The web form checks the same rule with the same words (web/src/crud/validation.ts `phoneNumber`).
 */
export const PHONE_PATTERN = /^\+?(?:[\s()-]*\d){6,20}[\s()-]*$/;

/** {@link PHONE_PATTERN} or nothing at all (a blank optional phone, as `optionalText` keeps it). */
const PHONE_OR_BLANK = /^(?:\+?(?:[\s()-]*\d){6,20}[\s()-]*)?$/;

/** The message of a phone number that does not fit {@link PHONE_PATTERN}. */
export const PHONE_MESSAGE = 'Enter a phone number of 6 to 20 digits (spaces, dashes, brackets and a leading + allowed)';

/** An optional phone number ({@link PHONE_PATTERN}): trimmed, at most 40 characters; absent or null → null, blank kept blank. */
export function optionalPhone() {
  return z.string({ error: 'Must be text' }).trim().max(40, 'At most 40 characters').regex(PHONE_OR_BLANK, PHONE_MESSAGE).nullable().default(null);
}

/** A true/false field; absent → `byDefault`. */
export function flag(byDefault: boolean) {
  return z.boolean({ error: 'Must be true or false' }).default(byDefault);
}

/**
 * An optional reference: the `_id` of a `label` record, or null (absent → null). A value that is not an
 * id reads "No such <label>", as does an id with no record behind it (src/crud/references.ts).
 */
export function optionalReference(label: string) {
  return z.guid({ error: `No such ${label}` }).toLowerCase().nullable().default(null);
}

/** A required reference: the `_id` of a `label` record ("This field is required" when absent). */
export function requiredReference(label: string) {
  return z
    .guid({ error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : `No such ${label}`) })
    .toLowerCase();
}

/** A list of references to `label` records (absent → `[]`), at most 100. */
export function referenceList(label: string) {
  return z
    .array(z.guid({ error: `No such ${label}` }).toLowerCase(), { error: 'Must be a list' })
    .max(100, 'At most 100 items')
    .default([]);
}
