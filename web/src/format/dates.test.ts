import { formatDate, formatDateTime, formatTimeAgo } from './dates';
import { userLocales } from './userLocale';

describe('formatDateTime', () => {
  const instant = new Date(2026, 0, 5, 9, 7).toISOString();

  it('writes an instant in local time, the way the locale writes dates and times', () => {
    expect(formatDateTime(instant, 'en-GB')).toBe('5 Jan 2026, 09:07');
    expect(formatDateTime(instant, 'en-US')).toBe('Jan 5, 2026, 9:07 AM');
    expect(formatDateTime(instant, 'de-DE')).toBe('5. Jan. 2026, 09:07');
  });

  it('takes the first locale the platform knows', () => {
    expect(formatDateTime(instant, ['en-GB', 'en'])).toBe('5 Jan 2026, 09:07');
  });

  it('reads UTC, offset and local ISO-8601 forms as date-fns parseISO does', () => {
    const { parseISO } = jest.requireActual<typeof import('date-fns')>('date-fns');
    for (const iso of ['2026-01-05T09:07:00.000Z', '2026-12-31T23:59:59Z', '2026-03-01T00:30:00+05:30', '2026-06-15T12:00', '2024-02-29T10:00:00.5Z']) {
      const expected = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(parseISO(iso));
      expect(formatDateTime(iso, 'en-GB')).toBe(expected);
    }
  });

  it('writes nothing for missing or unreadable values', () => {
    for (const value of [null, undefined, '', 'yesterday', '2026-02-31T10:00:00Z', 'Jan 5 2026']) {
      expect(formatDateTime(value, 'en-GB')).toBe('');
    }
  });
});

describe('formatDate', () => {
  it('writes a calendar date as that day, whatever the time zone', () => {
    expect(formatDate('2024-01-08', 'en-GB')).toBe('8 Jan 2024');
    expect(formatDate('2024-01-08', 'en-US')).toBe('Jan 8, 2024');
    expect(formatDate('2024-12-31', 'en-GB')).toBe('31 Dec 2024');
  });

  it('is the date part of formatDateTime', () => {
    const instant = new Date(2024, 0, 8, 16, 45).toISOString();
    expect(formatDateTime(instant, 'en-GB').startsWith(`${formatDate('2024-01-08', 'en-GB')}, `)).toBe(true);
    expect(formatDateTime(instant, 'en-US').startsWith(`${formatDate('2024-01-08', 'en-US')}, `)).toBe(true);
  });

  it('writes nothing for missing or unreadable values', () => {
    for (const value of [null, undefined, '', '2024-02-30', '8/1/2024']) {
      expect(formatDate(value, 'en-GB')).toBe('');
    }
  });
});

describe('formatTimeAgo', () => {
  const now = new Date(2026, 0, 5, 12, 0);

  it('says how long ago, in words', () => {
    expect(formatTimeAgo(new Date(2026, 0, 5, 11, 55).toISOString(), now, 'en-GB')).toBe('5 minutes ago');
    expect(formatTimeAgo(new Date(2026, 0, 4, 12, 0).toISOString(), now, 'en-GB')).toBe('yesterday');
    expect(formatTimeAgo('garbage', now, 'en-GB')).toBe('');
  });
});

describe('userLocales', () => {
  const languages = Object.getOwnPropertyDescriptor(window.navigator, 'languages');
  afterEach(() => {
    if (languages) Object.defineProperty(window.navigator, 'languages', languages);
    else delete (window.navigator as { languages?: unknown }).languages;
  });

  it("is the browser's languages, most wanted first, without malformed tags", () => {
    Object.defineProperty(window.navigator, 'languages', { configurable: true, value: ['en-GB', 'not a tag!', 'de'] });
    expect(userLocales()).toEqual(['en-GB', 'de']);
  });

  it('is undefined when the browser names none (the platform default applies)', () => {
    Object.defineProperty(window.navigator, 'languages', { configurable: true, value: [] });
    Object.defineProperty(window.navigator, 'language', { configurable: true, value: '' });
    expect(userLocales()).toBeUndefined();
  });
});
