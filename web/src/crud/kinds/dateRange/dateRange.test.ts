import { dateRangeRule, dateRangeToInput, dateRangeToValue, emptyDateRange, formatDateRange, requiredRange } from './dateRange';

describe('date range rule (from ≤ to, plan §5)', () => {
  it('passes an empty range and a range whose start is on or before its end', () => {
    expect(dateRangeRule(emptyDateRange, 'Validity')).toBeNull();
    expect(dateRangeRule({ from: '2026-01-01', to: '2026-01-05' }, 'Validity')).toBeNull();
    expect(dateRangeRule({ from: '2026-01-05', to: '2026-01-05' }, 'Validity')).toBeNull();
  });
  it('says what is wrong', () => {
    expect(dateRangeRule({ from: '2026-01-05', to: '2026-01-01' }, 'Validity')).toBe('Validity: the start must be on or before the end.');
    expect(dateRangeRule({ from: '2026-01-05', to: '' }, 'Validity')).toBe('Validity needs both a start and an end date.');
    expect(dateRangeRule({ from: '2025-02-29', to: '2026-01-01' }, 'Validity')).toBe('Validity: the start must be a date (YYYY-MM-DD).');
    expect(dateRangeRule({ from: '2026-01-01', to: '2026-13-01' }, 'Validity')).toBe('Validity: the end must be a date (YYYY-MM-DD).');
    expect(requiredRange(emptyDateRange, 'Validity')).toBe('Validity is required.');
    expect(requiredRange({ from: '2026-01-01', to: '' }, 'Validity')).toBeNull();
  });
});

describe('date range conversions and cell', () => {
  it('turns a record range into the form value and back into a DateRangeInput', () => {
    expect(dateRangeToValue(null)).toEqual({ from: '', to: '' });
    expect(dateRangeToValue({ from: '2026-01-01', to: '2026-01-05' })).toEqual({ from: '2026-01-01', to: '2026-01-05' });
    expect(dateRangeToInput({ from: '', to: '' })).toBeNull();
    expect(dateRangeToInput({ from: '2026-01-01', to: '2026-01-05' })).toEqual({ from: '2026-01-01', to: '2026-01-05' });
  });
  it('writes both days as the web writes dates, joined by an en dash', () => {
    expect(formatDateRange({ from: '2026-01-01', to: '2026-01-05' }, 'en-GB')).toBe('1 Jan 2026 – 5 Jan 2026');
    expect(formatDateRange({ from: '2026-01-01', to: '2026-01-05' }, 'en-US')).toBe('Jan 1, 2026 – Jan 5, 2026');
    expect(formatDateRange(null, 'en-GB')).toBe('');
  });
});
