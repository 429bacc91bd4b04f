import type { ListFilter } from './resource';

/** The chosen option of each filter, by filter key (the default, the first option, when the URL names none or an unknown one). */
export type FilterValues = Readonly<Record<string, string>>;

/** Reads each filter's chosen option from URL query parameters (DESIGN §4: list state in the URL). */
export function readFilters(params: URLSearchParams, filters: readonly ListFilter[]): FilterValues {
  const values: Record<string, string> = {};
  for (const filter of filters) {
    const wanted = params.get(filter.key);
    values[filter.key] = filter.options.some((option) => option.value === wanted) ? (wanted as string) : (filter.options[0]?.value ?? '');
  }
  return values;
}

/**
 * Writes filter `filter`'s choice into `params` (left out when it is the default) and goes back to
 * page 1 (drops `page`), since the number of pages changes. Returns a new URLSearchParams.
 */
export function writeFilter(params: URLSearchParams, filter: ListFilter, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === filter.options[0]?.value) next.delete(filter.key);
  else next.set(filter.key, value);
  next.delete('page');
  return next;
}

/** The list-query variables that the chosen filter options add (e.g. `{ active: true }`). */
export function filterVariables(filters: readonly ListFilter[], values: FilterValues): Record<string, unknown> {
  return Object.assign({}, ...filters.map((filter) => filter.options.find((option) => option.value === values[filter.key])?.variables ?? {})) as Record<string, unknown>;
}
