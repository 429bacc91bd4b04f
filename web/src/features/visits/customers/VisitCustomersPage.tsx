import { useEffect, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { CrudTable } from '../../../crud/CrudTable';
import { ListLoadState } from '../../../crud/ListLoadState';
import { SearchBox } from '../../../crud/SearchBox';
import { listVariables } from '../../../crud/listVariables';
import { useListState } from '../../../crud/useListState';
import { crudWording } from '../../../crud/wording';
import { visitCustomerList } from './visitCustomerList';
import '../../../crud/crud.css';

/**
 * Visit Report › Customers (`/visit-reports/customers`, every role; docs/visits.md "Customers in the
 * Visit Report menu", "Web"): the generic list table, read-only (no new, edit or delete: customers are
 * kept in GVR Setup), server-paged, sorted and searched with its state in the URL; a name opens the
 * customer's page with its contacts and visit history.
 */
export function VisitCustomersPage() {
  const resource = visitCustomerList;
  const wording = useMemo(() => crudWording(resource), [resource]);
  const sortKeys = useMemo(() => resource.columns.filter((column) => column.sortField !== undefined).map((column) => column.key), [resource]);
  const [state, update] = useListState({ defaultSort: resource.defaultSort, sortKeys });
  const { data, previousData, loading, error, refetch } = useQuery(resource.list.document, {
    variables: listVariables(resource, state, {}),
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const page = shown ? resource.list.page(shown) : { items: [], total: 0 };
  const lastPage = Math.max(1, Math.ceil(page.total / state.pageSize));
  useEffect(() => {
    if (data && !loading && page.totalIsExact !== false && state.page > lastPage) update({ page: lastPage }, true);
  }, [data, loading, page.totalIsExact, state.page, lastPage, update]);
  return (
    <section className="crud-page">
      <h1>{resource.title}</h1>
      <div className="crud-toolbar">
        <SearchBox value={state.search} onSearch={(search) => update({ search }, true)} />
      </div>
      <ListLoadState wording={wording} loading={loading} error={error} onRetry={() => void refetch().catch(() => undefined)}>
        <CrudTable
          resource={resource}
          wording={wording}
          state={state}
          items={page.items}
          total={page.total}
          totalIsExact={page.totalIsExact !== false}
          hasNextPage={page.hasNextPage}
          loading={loading}
          onChange={(change) => update(change)}
        />
      </ListLoadState>
    </section>
  );
}
