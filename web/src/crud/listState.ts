import type { SortDirection } from '../generated/graphql';

/** Page sizes offered by every list (DESIGN §4); the first is the default. */
export const PAGE_SIZES = [10, 25, 50] as const;

/**
 * A list screen's state, kept in the URL query so that reload and back restore it (DESIGN §4,
 * spec §9 "paged lists use a page query parameter"): `?page=2&pageSize=25&sort=name&order=desc&search=x`.
 */
export interface ListState {
  /** 1-based page number. */
  page: number;
  /** One of PAGE_SIZES. */
  pageSize: number;
  /** Search text, '' for none. */
  search: string;
  /** Key of the sorted column (or of a default sort no column shows, see ResourceDescription.defaultSort). */
  sortKey: string;
  /** Sort direction. */
  direction: SortDirection;
}

/** The sort a list falls back to, and the column keys it may sort by. */
export interface SortOptions {
  defaultSort: { key: string; direction: SortDirection };
  sortKeys: readonly string[];
}

/** Reads a list's state from URL query parameters; anything missing or invalid takes its default. */
export function readListState(params: URLSearchParams, { defaultSort, sortKeys }: SortOptions): ListState {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const sortKey = params.get('sort');
  const order = params.get('order');
  const validSort = sortKey !== null && sortKeys.includes(sortKey);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : PAGE_SIZES[0],
    search: params.get('search')?.trim() ?? '',
    sortKey: validSort ? sortKey : defaultSort.key,
    direction: validSort ? (order === 'desc' ? 'DESC' : 'ASC') : defaultSort.direction,
  };
}

/**
 * Writes a list's state into `params` (other parameters are kept); values equal to the defaults are
 * left out so a fresh list has a clean URL. Returns a new URLSearchParams.
 */
export function writeListState(params: URLSearchParams, state: ListState, { defaultSort }: SortOptions): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  const isDefaultSort = state.sortKey === defaultSort.key && state.direction === defaultSort.direction;
  set('page', state.page > 1 ? String(state.page) : null);
  set('pageSize', state.pageSize !== PAGE_SIZES[0] ? String(state.pageSize) : null);
  set('search', state.search.trim() !== '' ? state.search.trim() : null);
  set('sort', isDefaultSort ? null : state.sortKey);
  set('order', isDefaultSort ? null : state.direction === 'DESC' ? 'desc' : 'asc');
  return next;
}

/**
 * The sort after a click on the header of column `sortKey` (DESIGN §4): another column starts ascending;
 * the sorted column turns to descending; a third click goes back to the list's own order
 * (`defaultSort`, an ordered list's set order among them), unless that column is the default's, which
 * then turns ascending again.
 */
export function nextSort(state: Pick<ListState, 'sortKey' | 'direction'>, sortKey: string, defaultSort: SortOptions['defaultSort']): Pick<ListState, 'sortKey' | 'direction'> {
  if (state.sortKey !== sortKey) return { sortKey, direction: 'ASC' };
  if (state.direction === 'ASC') return { sortKey, direction: 'DESC' };
  return sortKey === defaultSort.key ? { sortKey, direction: 'ASC' } : { sortKey: defaultSort.key, direction: defaultSort.direction };
}
