import { useApolloClient } from '@apollo/client/react';
import type { FilterValues } from '../../listFilters';
import type { ListState } from '../../listState';
import type { ListPage, ResourceDescription, ResourceTypes } from '../../resource';
import { payloadErrorsOf } from '../../../forms/mutationErrors';
import { useRecordOrder, type RecordOrder } from './useRecordOrder';

/**
 * The order controls of an ordered resource's list (plan §5: drag and drop, move up and down), or
 * undefined when there are none: the resource has no `reorder` mutation, or the list does not show
 * every record in its set order (a search, a filter, another sort, or more than one page), since a
 * new order names every record. A move saves through the reorder mutation, then `refetch`es the list.
 */
export function useListOrder<T extends ResourceTypes>(
  resource: ResourceDescription<T>,
  page: ListPage<T['record']>,
  state: ListState,
  filters: FilterValues,
  refetch: () => Promise<unknown>,
): RecordOrder<T['record']> | undefined {
  const client = useApolloClient();
  const order = useRecordOrder(
    page.items,
    async (ids) => {
      if (!resource.reorder) return null;
      const { data } = await client.mutate({ mutation: resource.reorder, variables: { ids } });
      const refusal = payloadErrorsOf(data)[0]?.message ?? null;
      await refetch().catch(() => undefined);
      return refusal;
    },
    resource.rowLabel,
  );
  const whole =
    state.search === '' &&
    state.sortKey === resource.defaultSort.key &&
    state.direction === resource.defaultSort.direction &&
    page.total <= page.items.length &&
    (resource.filters ?? []).every((filter) => filters[filter.key] === undefined || filters[filter.key] === filter.options[0]?.value);
  return resource.reorder && whole ? order : undefined;
}
