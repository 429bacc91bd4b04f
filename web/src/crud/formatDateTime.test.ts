import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  it('shows an instant in local time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('5 Jan 2026, 09:07');
  });

  it('shows nothing for missing or unreadable values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('yesterday')).toBe('');
  });
});
