import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListState, writeListState, type ListState, type SortOptions } from './listState';

/**
 * A list screen's page, page size, sort and search, read from and written to the URL query
 * (DESIGN §4: reload and back restore them). `update` merges a change; a new search or page size
 * or sort goes back to page 1; `replace` rewrites the current history entry (used while typing a search).
 */
export function useListState(options: SortOptions): [ListState, (change: Partial<ListState>, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const { defaultSort, sortKeys } = options;
  const state = useMemo(() => readListState(params, { defaultSort, sortKeys }), [params, defaultSort, sortKeys]);
  const update = useCallback(
    (change: Partial<ListState>, replace = false) => {
      setParams(
        (current) => {
          const before = readListState(current, { defaultSort, sortKeys });
          const next: ListState = { ...before, ...change };
          const resetsPage = ['search', 'pageSize', 'sortKey', 'direction'].some((key) => key in change);
          if (change.page === undefined && resetsPage) next.page = 1;
          return writeListState(current, next, { defaultSort, sortKeys });
        },
        { replace },
      );
    },
    [setParams, defaultSort, sortKeys],
  );
  return [state, update];
}
