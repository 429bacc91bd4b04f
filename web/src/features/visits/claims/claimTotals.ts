import { addMonths, format, startOfMonth } from 'date-fns';

/**
 * The span of the claims' per-month totals panel (docs/visits.md "Claims" totals: at most 24 months):
 * the 12 calendar months up to `today`'s, as `claimTotals(from, to)` takes them (`YYYY-MM-DD`).
 */
export function totalsSpan(today: Date = new Date(), months = 12): { from: string; to: string } {
  return { from: format(startOfMonth(addMonths(today, -(months - 1))), 'yyyy-MM-dd'), to: format(today, 'yyyy-MM-dd') };
}

/** "2026-05" as the user reads it ("May 2026"). */
export function monthLabel(month: string, locales?: string | readonly string[]): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(locales as string[] | undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
