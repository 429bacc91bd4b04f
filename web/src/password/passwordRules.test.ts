import { validate } from '../forms/validation';
import { matchesPassword, newPasswordFields, passwordStrength } from './passwordRules';

const check = (value: string) => passwordStrength(value, 'New password');

describe('password rules (10–128 characters with a letter and a digit)', () => {
  it('accepts 10 characters with a letter and a digit, and 128', () => {
    expect(check('abcdefghi1')).toBeNull();
    expect(check(`${'a'.repeat(127)}1`)).toBeNull();
    expect(check('BackOffice!2026')).toBeNull();
  });

  it('refuses 9 characters and 129', () => {
    expect(check('abcdefgh1')).toBe('New password must be 10 to 128 characters long.');
    expect(check(`${'a'.repeat(128)}1`)).toBe('New password must be 10 to 128 characters long.');
  });

  it('refuses a password without a digit or without a letter', () => {
    expect(check('abcdefghij')).toBe('New password must contain at least one letter and one digit.');
    expect(check('1234567890')).toBe('New password must contain at least one letter and one digit.');
    expect(check('!!!!!!!!!!1')).toBe('New password must contain at least one letter and one digit.');
  });

  it('leaves a blank value to "required"', () => {
    expect(check('')).toBeNull();
  });

  it('requires the confirmation to match', () => {
    expect(matchesPassword('abcdefghi1')('abcdefghi1', 'Confirm new password')).toBeNull();
    expect(matchesPassword('abcdefghi1')('abcdefghi2', 'Confirm new password')).toBe('The passwords do not match.');
  });

  it('validates the pair of fields together', () => {
    const fields = (values: { password: string; confirmPassword: string }) => validate(newPasswordFields(values), values);
    expect(fields({ password: '', confirmPassword: '' })).toEqual({
      password: 'New password is required.',
      confirmPassword: 'Confirm new password is required.',
    });
    expect(fields({ password: 'short1', confirmPassword: 'short1' })).toEqual({ password: 'New password must be 10 to 128 characters long.' });
    expect(fields({ password: 'abcdefghi1', confirmPassword: 'abcdefghi' })).toEqual({ confirmPassword: 'The passwords do not match.' });
    expect(fields({ password: 'abcdefghi1', confirmPassword: 'abcdefghi1' })).toEqual({});
  });
});
