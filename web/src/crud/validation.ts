/**
 * A validation rule for one form field (DESIGN §4 "field validation messages"): given the field's
 * text and its label, a message to show under the field, or null when the value is fine.
 */
export type FieldRule = (value: string, label: string) => string | null;

/** The value must not be blank: "<Label> is required." */
export const required: FieldRule = (value, label) => (value.trim() === '' ? `${label} is required.` : null);

/** At most `max` characters after trimming: "<Label> must be at most <max> characters." */
export function maxLength(max: number): FieldRule {
  return (value, label) => (value.trim().length > max ? `${label} must be at most ${max} characters.` : null);
}

/**
 * Blank, or a whole number from `min` to `max` inclusive:
 * "<Label> must be a whole number from <min> to <max>." (Combine with `required` to forbid blank.)
 */
export function wholeNumber(min: number, max: number): FieldRule {
  return (value, label) => {
    const text = value.trim();
    if (text === '') return null;
    const ok = /^[+-]?\d+$/.test(text) && Number(text) >= min && Number(text) <= max;
    return ok ? null : `${label} must be a whole number from ${min} to ${max}.`;
  };
}

/** Blank, or shaped like an e-mail address (name@domain.tld): "Enter a valid e-mail address." */
export const emailAddress: FieldRule = (value) => {
  const text = value.trim();
  if (text === '') return null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? null : 'Enter a valid e-mail address.';
};

/** A field to validate: its name in the values, its label (for messages) and its rules, in order. */
export interface ValidatedField {
  name: string;
  label: string;
  rules: readonly FieldRule[];
}

/**
 * Runs each field's rules on `values`; returns the first failing rule's message per field name
 * (fields that pass are absent, so an empty object means valid).
 */
export function validate(fields: readonly ValidatedField[], values: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    for (const rule of field.rules) {
      const message = rule(value, field.label);
      if (message) {
        errors[field.name] = message;
        break;
      }
    }
  }
  return errors;
}
