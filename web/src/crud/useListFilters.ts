import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, writeFilter, type FilterValues } from './listFilters';
import type { ListFilter } from './resource';

/**
 * A list's filters (e.g. Employees' All / Active / GVR), read from and written to the URL query
 * (DESIGN §4: reload and back restore them). Choosing an option goes back to page 1.
 */
export function useListFilters(filters: readonly ListFilter[]): [FilterValues, (filter: ListFilter, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => readFilters(params, filters), [params, filters]);
  const choose = useCallback((filter: ListFilter, value: string) => setParams((current) => writeFilter(current, filter, value)), [setParams]);
  return [values, choose];
}
