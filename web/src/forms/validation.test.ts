import { calendarDate, emailAddress, isRequired, maxLength, phoneNumber, required, validate, wholeNumber } from './validation';

describe('field rules (DESIGN §4)', () => {
  it('required', () => {
    expect(required('', 'Name')).toBe('Name is required.');
    expect(required('   ', 'Name')).toBe('Name is required.');
    expect(required('G5', 'Name')).toBeNull();
  });

  it('required wants at least one item of a list (references, several choices) and ignores flags', () => {
    expect(required([], 'Companies')).toBe('Companies are required.');
    expect(required('', 'Address')).toBe('Address is required.');
    expect(required('', 'Status')).toBe('Status is required.');
    expect(required(['c1'], 'Companies')).toBeNull();
    expect(required(false, 'Active')).toBeNull();
  });

  it.each(['', '2024-01-08', '2024-02-29', ' 2026-12-31 '])('calendarDate accepts %p', (value) => {
    expect(calendarDate(value, 'Join date')).toBeNull();
  });

  it.each(['2025-02-29', '2024-13-01', '2024-00-10', '08/01/2024', '2024-1-8', 'yesterday'])('calendarDate rejects %p', (value) => {
    expect(calendarDate(value, 'Join date')).toBe('Join date must be a date (YYYY-MM-DD).');
  });

  it.each(['', '+1 555 0140', '(04) 123-4567', ' +971-4-000 0000 ', '123456', '12345678901234567890'])('phoneNumber accepts %p', (value) => {
    expect(phoneNumber(value, 'Phone')).toBeNull();
  });

  it.each(['12345', '123456789012345678901', 'call me', '555-0140 ext. 12', '1+555 0140', '+', '++1 555 0140'])("phoneNumber rejects %p with the server's words", (value) => {
    // rest-api/src/crud/fields.ts PHONE_MESSAGE, with a full stop as the form's messages have.
    expect(phoneNumber(value, 'Phone')).toBe('Enter a phone number of 6 to 20 digits (spaces, dashes, brackets and a leading + allowed).');
  });

  it('isRequired tells a required field by its rules', () => {
    expect(isRequired([required, maxLength(3)])).toBe(true);
    expect(isRequired([maxLength(3)])).toBe(false);
  });

  it('text rules pass flags and lists by', () => {
    expect(maxLength(3)(['long', 'list'], 'Roles')).toBeNull();
    expect(wholeNumber(1, 9)(true, 'Level')).toBeNull();
    expect(emailAddress(['x'], 'E-mail')).toBeNull();
  });

  it('maxLength counts trimmed characters', () => {
    expect(maxLength(100)('x'.repeat(100), 'Name')).toBeNull();
    expect(maxLength(100)(` ${'x'.repeat(100)} `, 'Name')).toBeNull();
    expect(maxLength(100)('x'.repeat(101), 'Name')).toBe('Name must be at most 100 characters.');
  });

  it.each(['', '1', '99', ' 42 ', '+7'])('wholeNumber(1, 99) accepts %p', (value) => {
    expect(wholeNumber(1, 99)(value, 'Level')).toBeNull();
  });

  it.each(['0', '100', '-1', '1.5', '1e1', 'abc', '12abc'])('wholeNumber(1, 99) rejects %p', (value) => {
    expect(wholeNumber(1, 99)(value, 'Level')).toBe('Level must be a whole number from 1 to 99.');
  });

  it('emailAddress', () => {
    expect(emailAddress('jane@example.com', 'E-mail')).toBeNull();
    expect(emailAddress('', 'E-mail')).toBeNull();
    expect(emailAddress('jane@', 'E-mail')).toBe('Enter a valid e-mail address.');
    expect(emailAddress('jane example.com', 'E-mail')).toBe('Enter a valid e-mail address.');
  });

  it('validate gives the first failing rule per field', () => {
    const fields = [
      { name: 'name', label: 'Name', rules: [required, maxLength(3)] },
      { name: 'level', label: 'Level', rules: [wholeNumber(1, 99)] },
    ];
    expect(validate(fields, { name: '', level: '5' })).toEqual({ name: 'Name is required.' });
    expect(validate(fields, { name: 'long', level: 'x' })).toEqual({
      name: 'Name must be at most 3 characters.',
      level: 'Level must be a whole number from 1 to 99.',
    });
    expect(validate(fields, { name: 'ok', level: '' })).toEqual({});
  });

  it('validate gives rules the other values, for rules that compare fields', () => {
    const sameAsName = (value: unknown, _label: string, values?: Readonly<Record<string, unknown>>) => (value === values?.name ? null : 'Must repeat the name.');
    const fields = [{ name: 'again', label: 'Again', rules: [sameAsName] }];
    expect(validate(fields, { name: 'x', again: 'y' })).toEqual({ again: 'Must repeat the name.' });
    expect(validate(fields, { name: 'x', again: 'x' })).toEqual({});
  });
});
