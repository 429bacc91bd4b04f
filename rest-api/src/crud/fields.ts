import { z } from 'zod';
import { boundedDay } from './dates';

/*
 * Field schemas shared by the resource descriptions (src/resources/*), so that the same kind of field
 * validates and reads the same everywhere. Messages are for people filling in a form. No `.transform()`:
 * the same schemas document requests and responses (JSON Schema / OpenAPI cannot express transforms);
 * `.toLowerCase()` is an in-place overwrite, which they can: references arrive normalised (ids
 * lower-cased, src/db/ids.ts `normalizeId`), so that comparisons with stored ids hold whatever the case.
 */

/** A required text: trimmed, 1 to `max` characters (absent or null: "This field is required"). */
export function requiredText(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : 'Must be text') })
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
  return z.number({ error: 'Must be a number' }).int('Must be a whole number').min(min, `Must be ${min} or more`).max(max, `Must be ${max} or less`).nullable().default(null);
}

/** A required whole number from `min` to `max` (e.g. an equipment's `quantity` in stock, DESIGN §5). */
export function requiredInteger(min: number, max: number) {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : 'Must be a number') })
    .int('Must be a whole number')
    .min(min, `Must be ${min} or more`)
    .max(max, `Must be ${max} or less`);
}

/** An optional e-mail address: trimmed, at most 254 characters; absent or null → null. */
export function optionalEmail() {
  return z.string({ error: 'Must be text' }).trim().max(254, 'At most 254 characters').email('Enter a valid e-mail address').nullable().default(null);
}

/** A required e-mail address: trimmed, at most 254 characters. */
export function requiredEmail() {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : 'Must be text') })
    .trim()
    .max(254, 'At most 254 characters')
    .email('Enter a valid e-mail address');
}

/**
 * A phone number as people write it (DESIGN §2 employee and company `phone`): 6 to 20 digits, with
 * spaces, dashes and brackets between them and an optional leading `+` ("+1 555 0140", "(04) 123-4567").
 * The web form checks the same rule with the same words (web/src/forms/validation.ts `phoneNumber`).
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
  return z
    .guid({ error: `No such ${label}` })
    .toLowerCase()
    .nullable()
    .default(null);
}

/** A required reference: the `_id` of a `label` record ("This field is required" when absent). */
export function requiredReference(label: string) {
  return z.guid({ error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : `No such ${label}`) }).toLowerCase();
}

/** A list of references to `label` records (absent → `[]`), at most 100. */
export function referenceList(label: string) {
  return z
    .array(z.guid({ error: `No such ${label}` }).toLowerCase(), { error: 'Must be a list' })
    .max(100, 'At most 100 items')
    .default([]);
}

/** The largest amount a money column (numeric(12,2), src/db/columns.ts `moneyColumn`) holds. */
export const MONEY_LIMIT = '9999999999.99';

/** An amount as text: an optional minus, digits, and optionally a point and more digits. */
const AMOUNT = /^-?\d+(?:\.\d+)?$/;

/**
 * An amount in hundredths, exactly (a BigInt, never a float): `"1234.5"` → 123450n. `value` must match
 * {@link AMOUNT} with at most 2 decimals.
 */
export function toCents(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/**
 * A required amount of money (DESIGN §5 prices, mileage rates): a JSON string such as `"1234.50"`, exact
 * (never a float: a JSON number is refused), at most 2 decimals, from `min` to `max` (default 0 to
 * {@link MONEY_LIMIT}). Stored in a numeric(12,2) column, read back with 2 decimals (`"1234.5"` → `"1234.50"`).
 */
export function requiredMoney(options: { min?: string; max?: string } = {}) {
  const min = options.min ?? '0';
  const max = options.max ?? MONEY_LIMIT;
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : 'Must be an amount written as text, e.g. "1234.50"'),
    })
    .superRefine((value, ctx) => {
      const message = !AMOUNT.test(value)
        ? 'Must be an amount, e.g. 1234.50'
        : (value.split('.')[1]?.length ?? 0) > 2
          ? 'At most 2 decimals'
          : toCents(value) < toCents(min)
            ? `Must be ${min} or more`
            : toCents(value) > toCents(max)
              ? `Must be ${max} or less`
              : undefined;
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .describe(`An exact amount as text with at most 2 decimals, from ${min} to ${max}, e.g. "1234.50"`);
}

/** An optional amount of money ({@link requiredMoney}); absent or null → null. */
export function optionalMoney(options: { min?: string; max?: string } = {}) {
  const amount = requiredMoney(options);
  return amount
    .nullable()
    .default(null)
    .describe(`${amount.description ?? ''}, or null`);
}

/** A date range `{ from, to }` of ISO dates (`YYYY-MM-DD`), both days included. */
export interface DateRange {
  from: string;
  to: string;
}

const isoDate = () =>
  boundedDay(
    z.iso.date({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : 'Must be a date (YYYY-MM-DD)'),
    }),
  );

/**
 * A required date range (DESIGN §5: requisition dates): `{ from, to }`, ISO dates, both days included,
 * `from` not after `to` (else a field error on `<field>.to`). Stored in a PostgreSQL `daterange` column
 * (src/db/columns.ts `dateRangeColumn`), which list filters match by overlap (`Filter` type `dateRange`).
 */
export function requiredDateRange() {
  return z
    .object({ from: isoDate(), to: isoDate() }, { error: 'Must be a date range { from, to }' })
    .refine((range) => range.from <= range.to, { message: 'Must not be before the start', path: ['to'] });
}

/** An optional date range ({@link requiredDateRange}); absent or null → null. */
export function optionalDateRange() {
  return requiredDateRange().nullable().default(null);
}

/**
 * A list of objects kept with the record (DESIGN §5: a customer's contacts `[{ name, position, phone,
 * email }]`), in a jsonb column (src/db/columns.ts `objectListColumn`): each item is validated by `item`,
 * problems are named by their path (`contacts.1.email`); absent → `[]`; at most `max` items. A reference
 * inside the items is declared as `references: { 'contacts.position': … }` (src/crud/references.ts).
 */
export function objectList<Item extends z.ZodObject>(item: Item, max = 50) {
  return z.array(item, { error: 'Must be a list' }).max(max, `At most ${max} items`).default([]);
}
