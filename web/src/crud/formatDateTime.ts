import { format, isValid, parseISO } from 'date-fns';

/**
 * An ISO-8601 instant (schema.graphql `DateTime`) as local date and time for tables, e.g.
 * "5 Jan 2026, 09:07"; empty text for null or an unreadable value.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'd MMM yyyy, HH:mm') : '';
}
