import { userLocales } from '../format/userLocale';

/** Where a list stands: the page shown (1-based), its size, and the records matching on all pages. */
export interface ListPosition {
  page: number;
  pageSize: number;
  total: number;
  /** Whether `total` is exact (default); false when a search counted only up to `total` (then more match). */
  exact?: boolean;
}

/**
 * The list's total as people read it under a table (DESIGN §4, every list screen): the first and
 * last record of the page shown and how many there are, "1–10 of 16", "11–16 of 16", numbers in the
 * user's locale ("1–10 of 1,234" in en). With a search or a filter the total is that of the records
 * found; a total that is not exact (a search with more matches than the server counts, DESIGN §2
 * `totalDocsExact`) is followed by "+": "1–10 of 1,000+". Null when there is nothing to count (no records: the table says "No <plural> found."), or
 * while the page lies past the end (the screen then moves to the last page).
 */
export function listRangeText({ page, pageSize, total, exact = true }: ListPosition, locales: string | readonly string[] | undefined = userLocales()): string | null {
  if (total <= 0 || pageSize <= 0) return null;
  const first = (page - 1) * pageSize + 1;
  if (first > total) return null;
  const last = Math.min(page * pageSize, total);
  const number = new Intl.NumberFormat(locales ? [...(typeof locales === 'string' ? [locales] : locales)] : undefined);
  return `${number.format(first)}–${number.format(last)} of ${number.format(total)}${exact ? '' : '+'}`;
}
