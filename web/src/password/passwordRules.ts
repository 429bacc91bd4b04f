import { required, type FieldRule, type ValidatedField } from '../forms/validation';

/** Fewest characters of a password (DESIGN §2 reset/change: 10 to 128 with a letter and a digit). */
export const PASSWORD_MIN_LENGTH = 10;
/** Most characters of a password. */
export const PASSWORD_MAX_LENGTH = 128;
/** The rule as users read it, shown above the new-password fields. */
export const PASSWORD_HINT = 'Use 10 to 128 characters, with at least one letter and one digit.';

/**
 * A new password's rules: 10 to 128 characters ("<Label> must be 10 to 128 characters long."), with
 * at least one letter and one digit ("<Label> must contain at least one letter and one digit.").
 * Blank passes (combine with `required`).
 */
export const passwordStrength: FieldRule = (value, label) => {
  if (typeof value !== 'string' || value === '') return null;
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return `${label} must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`;
  }
  if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) return `${label} must contain at least one letter and one digit.`;
  return null;
};

/** The confirmation must equal `password`: "The passwords do not match." */
export function matchesPassword(password: string): FieldRule {
  return (value) => (value === '' || value === password ? null : 'The passwords do not match.');
}

/**
 * The confirmation must equal the form's `password` field as typed now: "The passwords do not
 * match." (for forms whose rules are fixed, such as a resource description's).
 */
export const confirmsPassword: FieldRule = (value, label, values) => matchesPassword(typeof values?.password === 'string' ? values.password : '')(value, label);

/** The values of the new-password pair. */
export type NewPasswordValues = { password: string; confirmPassword: string };

/**
 * The fields "New password" (required, {@link passwordStrength}) and "Confirm new password"
 * (required, equal to the new password as typed now).
 */
export function newPasswordFields(values: NewPasswordValues): ValidatedField[] {
  return [
    { name: 'password', label: 'New password', rules: [required, passwordStrength] },
    { name: 'confirmPassword', label: 'Confirm new password', rules: [required, matchesPassword(values.password)] },
  ];
}
