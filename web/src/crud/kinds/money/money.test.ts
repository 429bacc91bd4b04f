import { formatMoney, moneyAmount, moneyToInput, moneyToValue, readMoney } from './money';

describe('readMoney (exact amounts from typed text, plan §5)', () => {
  it.each([
    ['1234.5', '1234.50'],
    ['1234', '1234.00'],
    ['0.1', '0.10'],
    ['.5', '0.50'],
    ['007.25', '7.25'],
    ['+12', '12.00'],
    ['-3.4', '-3.40'],
    ['-0', '0.00'],
    ['1,234.56', '1234.56'],
    ['1,234,567', '1234567.00'],
    ['12,5', '12.50'],
    ['1 234,50', '1234.50'],
    ["1'234.50", '1234.50'],
    ['\u00a01\u202f234.50 ', '1234.50'],
    ['98765432109876543210.99', '98765432109876543210.99'],
  ])('reads %j as %s', (text, amount) => {
    expect(readMoney(text)).toEqual({ ok: true, amount });
  });

  it.each(['', 'abc', '1.2.3', '12a', '1,23,4', '--1', '.', '1e3'])('refuses %j as not an amount', (text) => {
    expect(readMoney(text)).toEqual({ ok: false, problem: 'shape' });
  });

  it('refuses more than 2 decimals (no rounding)', () => {
    expect(readMoney('1.005')).toEqual({ ok: false, problem: 'decimals' });
  });
});

describe('moneyAmount (the rule of a money field)', () => {
  const rule = moneyAmount({ max: '999999.99' });
  it('passes blank and amounts within the limits', () => {
    expect(rule('', 'Price')).toBeNull();
    expect(rule('0', 'Price')).toBeNull();
    expect(rule('999,999.99', 'Price')).toBeNull();
  });
  it('says what is wrong', () => {
    expect(rule('ten', 'Price')).toBe('Price must be an amount such as 1234.50.');
    expect(rule('1.234', 'Price')).toBe('Price can have at most 2 decimals.');
    expect(rule('-0.01', 'Price')).toBe('Price must be at least 0.00.');
    expect(rule('1000000', 'Price')).toBe('Price must be at most 999999.99.');
  });
  it('compares exactly, beyond what a float holds', () => {
    const big = moneyAmount({ max: '90071992547409.93' });
    expect(big('90071992547409.93', 'Price')).toBeNull();
    expect(big('90071992547409.94', 'Price')).toBe('Price must be at most 90071992547409.93.');
  });
  it('allows negative amounts when the minimum does', () => {
    expect(moneyAmount({ min: '-100' })('-99.99', 'Adjustment')).toBeNull();
  });
});

describe('money conversions and cell', () => {
  it('turns a record amount into form text and form text into a Decimal input, never through a float', () => {
    expect(moneyToValue(null)).toBe('');
    expect(moneyToValue('1234.5')).toBe('1234.50');
    expect(moneyToInput('  ')).toBeNull();
    expect(moneyToInput('1,234.5')).toBe('1234.50');
    expect(moneyToInput('0.10')).toBe('0.10');
    expect(moneyToInput('12345678901234567.89')).toBe('12345678901234567.89');
  });

  it('formats the string exactly in the locale, with the currency when given', () => {
    expect(formatMoney('1234.5', 'EUR', 'en-GB')).toBe('€1,234.50');
    expect(formatMoney('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney('1234.5', 'currency 1', 'en-GB')).toBe('1,234.50 currency 1');
    expect(formatMoney('1234.5', undefined, 'en-GB')).toBe('1,234.50');
    expect(formatMoney('12345678901234567.89', 'USD', 'en-US')).toBe('$12,345,678,901,234,567.89');
    expect(formatMoney(null, 'EUR', 'en-GB')).toBe('');
    expect(formatMoney('oops', 'EUR', 'en-GB')).toBe('');
  });
});
