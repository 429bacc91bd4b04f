import { asText, optionalInteger, optionalText, trimmed, yesNo } from './formConversions';

describe('form conversions', () => {
  it('shows nulls as blank and numbers as text', () => {
    expect(asText(null)).toBe('');
    expect(asText(undefined)).toBe('');
    expect(asText(7)).toBe('7');
    expect(asText('SLS')).toBe('SLS');
  });

  it('trims text and turns blank optional values into null', () => {
    expect(trimmed('  Sales ')).toBe('Sales');
    expect(optionalText('   ')).toBeNull();
    expect(optionalText(' x ')).toBe('x');
    expect(optionalInteger('')).toBeNull();
    expect(optionalInteger(' 42 ')).toBe(42);
  });

  it('says Yes or No', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
  });
});
