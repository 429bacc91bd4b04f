/** A date range field's value (plan §5): two dates as typed, `YYYY-MM-DD` or '' (see crud/kinds/dateRange). */
export interface DateRangeValue {
  from: string;
  to: string;
}

/** One row of a list-of-objects field (plan §5, e.g. a customer's contact): its sub-fields' values by name. */
export interface RowValues {
  readonly [name: string]: FieldValue;
}

/**
 * A form field's value (DESIGN §4): text as typed (text, number, money, e-mail, date `YYYY-MM-DD`, a
 * single choice or reference id, '' for none), a flag (boolean fields), several ids (multi-choice and
 * multi-reference fields), a date range, or the rows of a list-of-objects field.
 */
export type FieldValue = string | boolean | string[] | DateRangeValue | readonly RowValues[];

/** A form's values by field name. */
export type FieldValues = Readonly<Record<string, FieldValue>>;

/**
 * A validation rule for one form field (DESIGN §4 "field validation messages"): given the field's
 * value, its label and (for rules that compare fields) all the form's values, a message to show
 * under the field, or null when the value is fine.
 */
export type FieldRule = (value: FieldValue, label: string, values?: FieldValues) => string | null;

/** The text of a value for the text rules: the string itself, '' for flags and lists. */
const textOf = (value: FieldValue): string => (typeof value === 'string' ? value : '');

/**
 * "<Label> is required.", or "<Label> are required." for a plural label ("Dates", "Companies",
 * "Items"; not "Address", "Status", "Basis").
 */
export function requiredMessage(label: string): string {
  const plural = /s$/.test(label) && !/(ss|us|is)$/.test(label);
  return `${label} ${plural ? 'are' : 'is'} required.`;
}

/** The value must not be blank (text) or empty (a list): "<Label> is required." ({@link requiredMessage}). Flags always pass. */
export const required: FieldRule = (value, label) => {
  const blank = Array.isArray(value) ? value.length === 0 : typeof value === 'string' && value.trim() === '';
  return blank ? requiredMessage(label) : null;
};

/** At most `max` characters after trimming: "<Label> must be at most <max> characters." */
export function maxLength(max: number): FieldRule {
  return (value, label) => (textOf(value).trim().length > max ? `${label} must be at most ${max} characters.` : null);
}

/**
 * Blank, or a whole number from `min` to `max` inclusive:
 * "<Label> must be a whole number from <min> to <max>." (Combine with `required` to forbid blank.)
 */
export function wholeNumber(min: number, max: number): FieldRule {
  return (value, label) => {
    const text = textOf(value).trim();
    if (text === '') return null;
    const ok = /^[+-]?\d+$/.test(text) && Number(text) >= min && Number(text) <= max;
    return ok ? null : `${label} must be a whole number from ${min} to ${max}.`;
  };
}

/** Blank, or shaped like an e-mail address (name@domain.tld): "Enter a valid e-mail address." */
export const emailAddress: FieldRule = (value) => {
  const text = textOf(value).trim();
  if (text === '') return null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? null : 'Enter a valid e-mail address.';
};

/**
 * Blank, or a phone number as people write it: 6 to 20 digits, with spaces, dashes and brackets between
 * them and an optional leading `+` ("+1 555 0140", "(04) 123-4567"): "Enter a phone number of 6 to 20
 * digits (spaces, dashes, brackets and a leading + allowed)." — rest-api's rule and words
 * (rest-api/src/crud/fields.ts `optionalPhone`), so the form and the server say the same.
 */
export const phoneNumber: FieldRule = (value) => {
  const text = textOf(value).trim();
  if (text === '') return null;
  return /^\+?(?:[\s()-]*\d){6,20}[\s()-]*$/.test(text) ? null : 'Enter a phone number of 6 to 20 digits (spaces, dashes, brackets and a leading + allowed).';
};

/** Whether a field's rules make it required (it has {@link required}): its label is marked and its input `aria-required`. */
export const isRequired = (rules: readonly FieldRule[]): boolean => rules.includes(required);

/**
 * Blank, or a real calendar day as `YYYY-MM-DD` (schema.graphql `Date`, what a date input gives):
 * "<Label> must be a date (YYYY-MM-DD)." 2025-02-29 and 2024-13-01 fail.
 */
export const calendarDate: FieldRule = (value, label) => {
  const text = textOf(value).trim();
  if (text === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) {
    const [year = NaN, month = NaN, day = NaN] = match.slice(1).map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day) return null;
  }
  return `${label} must be a date (YYYY-MM-DD).`;
};

/** A field to validate: its name in the values, its label (for messages) and its rules, in order. */
export interface ValidatedField {
  name: string;
  label: string;
  rules: readonly FieldRule[];
}

/**
 * Runs each field's rules on `values`; returns the first failing rule's message per field name
 * (fields that pass are absent, so an empty object means valid). A missing value counts as ''.
 */
export function validate(fields: readonly ValidatedField[], values: FieldValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    for (const rule of field.rules) {
      const message = rule(value, field.label, values);
      if (message) {
        errors[field.name] = message;
        break;
      }
    }
  }
  return errors;
}
