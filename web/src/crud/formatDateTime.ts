import { isValid, parseISO } from 'date-fns';

/** "5 Jan 2026, 09:07": the platform's formatter (no date-fns `format` and locale on the lists, issue 7). */
const TABLE_DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * An ISO-8601 instant (schema.graphql `DateTime`, read by date-fns' `parseISO`) as local date and time
 * for tables, e.g. "5 Jan 2026, 09:07"; empty text for null or an unreadable value (e.g. 31 Feb).
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? TABLE_DATE_TIME.format(date) : '';
}
