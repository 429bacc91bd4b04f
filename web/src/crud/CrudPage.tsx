import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Plus } from 'lucide-react';
import { toastStore } from '../alerts/toastStore';
import type { CrudDeleteDialog as CrudDeleteDialogType } from './CrudDeleteDialog';
import type { CrudFormDialog as CrudFormDialogType, FormTarget } from './CrudFormDialog';
import { CrudTable } from './CrudTable';
import { ListFilterButtons } from './ListFilterButtons';
import { ListLoadState } from './ListLoadState';
import { SearchBox } from './SearchBox';
import { listVariables } from './listVariables';
import { updateMayMoveRow } from './updateMayMoveRow';
import { ListExportButtons } from '../exports/ListExportButtons';
import { focusableHeading, useFocusReturn } from './useFocusReturn';
import { useListFilters } from './useListFilters';
import { useListState } from './useListState';
import { crudWording } from './wording';
import { useListOrder } from './kinds/ordered/useListOrder';
import type { ResourceDescription, ResourceTypes } from './resource';
import { useCurrentUser } from '../session/useCurrentUser';
import { startTypeAhead } from '../forms/typeAhead';
import './crud.css';

/** Props of {@link CrudPage}. */
export interface CrudPageProps<T extends ResourceTypes> {
  /** The resource this screen runs. */
  resource: ResourceDescription<T>;
}

const NO_FILTERS = [] as const;

// The form (pickers, checkboxes, validation) loads when it is first wanted, keeping the list's first visit small:
// as the pointer or the focus reaches "New <singular>", so that it is there by the time the click opens it.
const loadFormDialog = () => import('./CrudFormDialog');
const CrudFormDialog = lazy(() => loadFormDialog().then((m) => ({ default: m.CrudFormDialog }))) as unknown as typeof CrudFormDialogType;
const preloadFormDialog = () => {
  void loadFormDialog().catch(() => undefined);
};
// So does the delete confirmation (PrimeReact's Dialog), when a delete is first asked for.
const CrudDeleteDialog = lazy(() => import('./CrudDeleteDialog').then((m) => ({ default: m.CrudDeleteDialog }))) as unknown as typeof CrudDeleteDialogType;

/**
 * The generic master-data screen (DESIGN §4, §7), one for every resource: heading (the resource's
 * title), a "Search" box, "Export CSV" and "Export XLSX" (the server's export of what the list
 * filters, docs/exports.md), "New <singular>", the resource's filters, and the
 * server-paged, sorted, searched, filtered table whose state lives in the URL; loading, empty
 * ("No <plural> found.") and error ("Could not load <plural>." with "Retry", also for a
 * read-fallback warning) states; the create/edit dialog and the delete confirmation. A create or
 * delete refetches the page, and so does an update that can move its row (a changed field the list
 * sorts, searches or filters on, see updateMayMoveRow); another update changes the row from its payload
 * in Apollo Client's cache, without a request. A save says so in a toast. When a dialog closes, the focus goes back to the
 * button that opened it (or, when that row was deleted, to the page's heading).
 */
export function CrudPage<T extends ResourceTypes>({ resource }: CrudPageProps<T>) {
  const wording = useMemo(() => crudWording(resource), [resource]);
  const user = useCurrentUser();
  const formFieldNames = useMemo(() => resource.form.fields.map((field) => field.name), [resource]);
  const sortKeys = useMemo(() => resource.columns.filter((column) => column.sortField !== undefined).map((column) => column.key), [resource]);
  const [state, update] = useListState({ defaultSort: resource.defaultSort, sortKeys });
  const [filters, chooseFilter] = useListFilters(resource.filters ?? NO_FILTERS);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<T['record'] | null>(null);
  const pageRef = useRef<HTMLElement>(null);
  const headingOfPage = () => focusableHeading(pageRef.current?.querySelector('h1'));
  const formFocus = useFocusReturn(formTarget !== null, headingOfPage);
  const deleteFocus = useFocusReturn(deleting !== null, headingOfPage);
  const openForm = (target: FormTarget) => {
    formFocus.remember();
    setFormTarget(target);
  };

  const { data, previousData, loading, error, refetch } = useQuery(resource.list.document, {
    variables: listVariables(resource, state, filters),
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const page = shown ? resource.list.page(shown) : { items: [], total: 0 };

  // A page past the end (after a delete, or an old URL) moves to the last page that has records.
  // A total that is not exact has no last page (and the server counts exactly past the first pages of it).
  const exact = page.totalIsExact !== false;
  const lastPage = Math.max(1, Math.ceil(page.total / state.pageSize));
  useEffect(() => {
    if (data && !loading && exact && state.page > lastPage) update({ page: lastPage }, true);
  }, [data, loading, exact, state.page, lastPage, update]);

  const retry = () => {
    refetch().catch(() => undefined);
  };
  const order = useListOrder(resource, page, state, filters, refetch);

  return (
    <section className="crud-page" ref={pageRef}>
      <h1>{resource.title}</h1>
      <div className="crud-toolbar">
        <SearchBox value={state.search} onSearch={(search) => update({ search }, true)} />
        <div className="crud-toolbar-actions">
          {resource.catalogueName && <ListExportButtons catalogueName={resource.catalogueName} plural={resource.plural} variables={listVariables(resource, state, filters)} />}
          <Button
            type="button"
            label={wording.newButton}
            icon={<Plus size={18} aria-hidden="true" />}
            onPointerEnter={preloadFormDialog}
            onFocus={preloadFormDialog}
            onClick={() => {
              startTypeAhead();
              openForm({ mode: 'create' });
            }}
          />
        </div>
      </div>
      <ListFilterButtons filters={resource.filters ?? NO_FILTERS} values={filters} onChoose={chooseFilter} />
      <ListLoadState wording={wording} loading={loading} error={error} onRetry={retry}>
        <CrudTable
          resource={resource}
          wording={wording}
          state={state}
          items={page.items}
          total={page.total}
          totalIsExact={exact}
          hasNextPage={page.hasNextPage}
          loading={loading}
          order={order}
          onChange={(change) => update(change)}
          canChange={(record) => resource.mayChange?.(record, user) ?? true}
          onEdit={(record) => openForm({ mode: 'edit', id: record.id })}
          onDelete={(record) => {
            deleteFocus.remember();
            setDeleting(record);
          }}
        />
      </ListLoadState>
      {formTarget && (
        <Suspense fallback={<span role="status">{wording.openingForm}</span>}>
          <CrudFormDialog
            resource={resource}
            wording={wording}
            target={formTarget}
            onClose={() => setFormTarget(null)}
            onSaved={(_savedId, saved) => {
              setFormTarget(null);
              toastStore.success(wording.saved);
              // A create, or an update that can move the row, refetches the page; another update's payload changes the row in the cache.
              if (!saved || updateMayMoveRow(saved.changed, listVariables(resource, state, filters), formFieldNames)) retry();
            }}
          />
        </Suspense>
      )}
      {deleting && resource.remove && (
        <Suspense fallback={null}>
          <CrudDeleteDialog
            resource={resource}
            remove={resource.remove}
            wording={wording}
            record={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={() => {
              deleteFocus.openerRemoved();
              retry();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
