/**
 * The dates every layer accepts (docs/setup-contract.md "Dates"): days and instants within the years
 * {@link DATE_YEARS}. A day such as `9999-12-31` is a well-formed ISO date, but the calendar arithmetic
 * done on it (the dashboard's weeks, PostgreSQL's time zone conversions) runs past what the database and
 * date libraries handle, and no record of this application is dated outside these years: such input is
 * refused as bad input (REST 400 with a field message, GraphQL BAD_USER_INPUT) before it is used.
 */
export const DATE_YEARS = { first: 1900, last: 2999 } as const;

/** The field message of a day or instant outside {@link DATE_YEARS}. */
export const DATE_OUT_OF_RANGE = `Must be between ${DATE_YEARS.first}-01-01 and ${DATE_YEARS.last}-12-31`;

const withinYears = (year: number) => year >= DATE_YEARS.first && year <= DATE_YEARS.last;

/** Whether a well-formed day (`YYYY-MM-DD`, already checked) falls within {@link DATE_YEARS}. */
export function isDayInRange(day: string): boolean {
  return /^\d{4}-/.test(day) && withinYears(Number(day.slice(0, 4)));
}

/**
 * Whether a well-formed ISO 8601 instant (already checked; with `Z` or an offset) falls within
 * {@link DATE_YEARS}, its year taken in UTC.
 */
export function isInstantInRange(instant: string): boolean {
  const at = Date.parse(instant);
  return !Number.isNaN(at) && withinYears(new Date(at).getUTCFullYear());
}
