import { filterVariables, type FilterValues } from './listFilters';
import type { ListState } from './listState';
import type { ListVariables, ResourceDescription, ResourceTypes } from './resource';

/**
 * The list query's variables for what the list shows (DESIGN §4): the page and page size (or
 * `paging`, e.g. the CSV export's pages of 100), the search (null when blank), the sort of the
 * sorted column, or the default sort's own field (null when neither has one) and the filters' variables.
 */
export function listVariables<T extends ResourceTypes>(
  resource: ResourceDescription<T>,
  state: ListState,
  filters: FilterValues,
  paging: { page: number; pageSize: number } = state,
): ListVariables<T['sortField']> {
  const sortField =
    resource.columns.find((column) => column.key === state.sortKey)?.sortField ?? (state.sortKey === resource.defaultSort.key ? resource.defaultSort.sortField : undefined);
  return {
    ...filterVariables(resource.filters ?? [], filters),
    page: paging.page,
    pageSize: paging.pageSize,
    search: state.search || null,
    sort: sortField ? { field: sortField, direction: state.direction } : null,
  };
}
