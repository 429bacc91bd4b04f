import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  it('shows an instant in local time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('5 Jan 2026, 09:07');
  });

  it('reads UTC, offset and local ISO-8601 forms the way date-fns did', () => {
    const { format, parseISO } = jest.requireActual<typeof import('date-fns')>('date-fns');
    for (const iso of ['2026-01-05T09:07:00.000Z', '2026-12-31T23:59:59Z', '2026-03-01T00:30:00+05:30', '2026-03-01T00:30:00-0800', '2026-06-15T12:00', '2026-06-15', '2024-02-29T10:00:00.5Z']) {
      expect(formatDateTime(iso)).toBe(format(parseISO(iso), 'd MMM yyyy, HH:mm'));
    }
  });

  it('shows nothing for missing or unreadable values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('yesterday')).toBe('');
    expect(formatDateTime('2026-02-31T10:00:00Z')).toBe('');
    expect(formatDateTime('Jan 5 2026')).toBe('');
  });
});
