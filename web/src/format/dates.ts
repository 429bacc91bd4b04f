import { intlFormat, intlFormatDistance, isValid, parseISO } from 'date-fns';
import { userLocales } from './userLocale';

/**
 * The one way the web client writes dates and times (DESIGN §4: lists, tables, record pages and
 * notifications alike), in the user's locale ({@link userLocales}) through date-fns' Intl-backed
 * `intlFormat` / `intlFormatDistance` (the browser's own locale data: no date-fns locale files to
 * load) and date-fns' `parseISO` for the gateway's values:
 * - a calendar date (schema.graphql `Date`, `YYYY-MM-DD`, e.g. a join date): {@link formatDate},
 *   day, abbreviated month and year — "8 Jan 2024" (en-GB), "Jan 8, 2024" (en-US);
 * - an instant (schema.graphql `DateTime`, ISO-8601, e.g. `updatedAt`, an upload time): {@link
 *   formatDateTime}, the same date then the local time in the locale's clock — "8 Jan 2024, 09:07"
 *   (en-GB), "Jan 8, 2024, 9:07 AM" (en-US);
 * - how long ago something happened (notifications): {@link formatTimeAgo} — "5 minutes ago",
 *   "yesterday", with {@link formatDateTime} as the exact time for a `title` or `<time>`.
 * Each takes `locales` for tests; the default is the user's. Not part of the login page's JavaScript
 * (the account area writes no dates).
 */

/** Day, month and year: the date part of every date and date-time the client shows. */
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
/**
 * The date part, then hours and minutes in the locale's clock: two-digit hours on a 24-hour clock
 * ("09:07"), plain ones on a 12-hour clock ("9:07 AM").
 */
function dateTimeOptions(option: { locale: string[] } | undefined): Intl.DateTimeFormatOptions {
  const { hourCycle } = new Intl.DateTimeFormat(option?.locale, { hour: 'numeric' }).resolvedOptions();
  const twelveHours = hourCycle === 'h11' || hourCycle === 'h12';
  return { ...DATE, hour: twelveHours ? 'numeric' : '2-digit', minute: '2-digit' };
}

/** The locales to write in: those given, else the user's; undefined = the platform's default. */
type Locales = string | readonly string[] | undefined;

function localeOption(locales: Locales): { locale: string[] } | undefined {
  const list = typeof locales === 'string' ? [locales] : locales ? [...locales] : undefined;
  return list && list.length > 0 ? { locale: list } : undefined;
}

/** Reads an ISO-8601 value (date-fns `parseISO`; a plain `YYYY-MM-DD` is that day in local time); null if unreadable. */
function readIso(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/**
 * A calendar date `YYYY-MM-DD` (or the date of an ISO-8601 instant, in local time) as the user
 * writes dates, e.g. "8 Jan 2024" / "Jan 8, 2024"; empty text for null or an unreadable value
 * (e.g. 31 Feb).
 */
export function formatDate(value: unknown, locales: Locales = userLocales()): string {
  const date = readIso(value);
  if (!date) return '';
  const option = localeOption(locales);
  return option ? intlFormat(date, DATE, option) : intlFormat(date, DATE);
}

/**
 * An ISO-8601 instant as local date and time the way the user writes them, e.g. "5 Jan 2026, 09:07"
 * / "Jan 5, 2026, 9:07 AM"; empty text for null or an unreadable value.
 */
export function formatDateTime(value: unknown, locales: Locales = userLocales()): string {
  const date = readIso(value);
  if (!date) return '';
  const option = localeOption(locales);
  return option ? intlFormat(date, dateTimeOptions(option), option) : intlFormat(date, dateTimeOptions(option));
}

/**
 * How long before (or after) `now` an ISO-8601 instant is, in the user's words: "now", "5 minutes
 * ago", "yesterday", "3 weeks ago"; empty text for null or an unreadable value.
 */
export function formatTimeAgo(value: unknown, now: Date = new Date(), locales: Locales = userLocales()): string {
  const date = readIso(value);
  if (!date) return '';
  const option = localeOption(locales);
  return intlFormatDistance(date, now, option);
}
