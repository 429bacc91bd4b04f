/**
 * Date ranges (plan §5; schema.graphql `DateRange { from: Date! to: Date! }` and `DateRangeInput`):
 * the rule of a range field (two calendar days, the start on or before the end), its conversions
 * (record → form value → GraphQL input) and its table cell ("1 Jan 2026 – 5 Jan 2026", through
 * format/dates.ts like every date the client shows).
 */
import { formatDate } from '../../../format/dates';
import { calendarDate, requiredMessage, type DateRangeValue, type FieldRule, type FieldValue } from '../../../forms/validation';

/** A record's range as the GraphQL `DateRange` gives it. */
export interface DateRange {
  from: string;
  to: string;
}

/** A range field's value when nothing is entered. */
export const emptyDateRange: DateRangeValue = { from: '', to: '' };

/** Whether a form value is a date range (the other kinds' values are text, flags and lists). */
export const isDateRangeValue = (value: FieldValue | undefined): value is DateRangeValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value;

/** A form value as a range, '' parts when it is none. */
export const rangeOf = (value: FieldValue | undefined): DateRangeValue => (isDateRangeValue(value) ? value : emptyDateRange);

/**
 * The rule of a range field: both dates blank (combine with {@link requiredRange} to forbid that),
 * or two calendar days with the start on or before the end. Messages: "<Label> needs both a start
 * and an end date.", "<Label>: the start must be a date (YYYY-MM-DD).", "<Label>: the start must be
 * on or before the end." — ISO dates compare as text, day by day.
 */
export const dateRangeRule: FieldRule = (value, label) => {
  const { from, to } = rangeOf(value);
  const start = from.trim();
  const end = to.trim();
  if (start === '' && end === '') return null;
  if (start === '' || end === '') return `${label} needs both a start and an end date.`;
  if (calendarDate(start, 'x')) return `${label}: the start must be a date (YYYY-MM-DD).`;
  if (calendarDate(end, 'x')) return `${label}: the end must be a date (YYYY-MM-DD).`;
  return start <= end ? null : `${label}: the start must be on or before the end.`;
};

/** A range must be given: "Dates are required." / "Validity is required." when both dates are blank. */
export const requiredRange: FieldRule = (value, label) => {
  const { from, to } = rangeOf(value);
  return from.trim() === '' && to.trim() === '' ? requiredMessage(label) : null;
};

/** A record's range (or null) as the form's value. */
export const dateRangeToValue = (range: DateRange | null | undefined): DateRangeValue => (range ? { from: range.from, to: range.to } : emptyDateRange);

/** A valid form value as a GraphQL `DateRangeInput`, null when both dates are blank. */
export function dateRangeToInput(value: FieldValue): DateRange | null {
  const { from, to } = rangeOf(value);
  return from.trim() === '' && to.trim() === '' ? null : { from: from.trim(), to: to.trim() };
}

/**
 * A range as a table cell and CSV value, each day as the user writes dates (format/dates.ts) joined
 * by an en dash: "1 Jan 2026 – 5 Jan 2026"; '' for null.
 */
export function formatDateRange(range: DateRange | null | undefined, locales?: string | readonly string[]): string {
  if (!range) return '';
  const from = locales === undefined ? formatDate(range.from) : formatDate(range.from, locales);
  const to = locales === undefined ? formatDate(range.to) : formatDate(range.to, locales);
  return from && to ? `${from} – ${to}` : '';
}
