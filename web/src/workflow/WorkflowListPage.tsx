import { Suspense, lazy, useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Plus } from 'lucide-react';
import { toastStore } from '../alerts/toastStore';
import type { CrudFormDialog as CrudFormDialogType } from '../crud/CrudFormDialog';
import { CrudTable } from '../crud/CrudTable';
import { ListLoadState } from '../crud/ListLoadState';
import { SearchBox } from '../crud/SearchBox';
import { listVariables } from '../crud/listVariables';
import { useListState } from '../crud/useListState';
import { ListExportButtons } from '../exports/ListExportButtons';
import { activeRole } from '../session/currentUser';
import { useCurrentUser } from '../session/useCurrentUser';
import { StatusTag } from './StatusTag';
import { WorkflowFilters } from './WorkflowFilters';
import { WorkflowTabs } from './WorkflowTabs';
import type { WorkflowDescription, WorkflowTypes } from './workflowDescription';
import { readWorkflowFilters, workflowVariables, writeWorkflowFilters, type WorkflowFilterValues } from './workflowFilters';
import { contractRole, mayListEmployees, tabsFor } from './workflowRules';
import { workflowWording } from './workflowWording';
import '../crud/crud.css';
import { startTypeAhead } from '../forms/typeAhead';
import './workflow.css';

const CrudFormDialog = lazy(() => import('../crud/CrudFormDialog').then((m) => ({ default: m.CrudFormDialog }))) as unknown as typeof CrudFormDialogType;

/**
 * The list screen of a workflow resource (docs/requisitions.md "Web"; e.g. Requisitions › Equipments
 * requisition): the title, tabs "My requisitions", "To approve" (with the number waiting for the user)
 * and "All" as the role may see them (`tabsFor`), the search, "New requisition" (the generic form in a
 * dialog, saving a draft, then the new record's page), the filters Status, Dates and Requester, and the
 * generic table (Number linking to the record's page, Requester, Dates, Status as a coloured tag, the
 * kind's summary, Updated), server-paged and sorted, its state and the tab and filters in the URL;
 * "Export CSV" / "Export XLSX" of what the tab and filters list (docs/exports.md).
 * A kind may set its own tabs (`tabs`), form dialog and a header above the table (`views`).
 */
export function WorkflowListPage<T extends WorkflowTypes>({ description }: { description: WorkflowDescription<T> }) {
  const { workflow, listPath } = description;
  const user = useCurrentUser();
  const role = contractRole(user ? activeRole(user) : undefined);
  const panelId = useId();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const wording = useMemo(() => workflowWording(description.resource), [description.resource]);
  const tabOptions = description.tabs;
  const tabs = useMemo(() => tabsFor(workflow, role, wording.mineTab, tabOptions), [workflow, role, wording.mineTab, tabOptions]);
  const { Form, ListHeader } = description.views ?? {};
  const resource = useMemo(
    () => ({
      ...description.resource,
      columns: description.resource.columns.map((column) =>
        column.key === 'status' ? { ...column, render: (record: T['record']) => <StatusTag workflow={workflow} status={record.status} /> } : column,
      ),
    }),
    [description.resource, workflow],
  );
  const sortKeys = useMemo(() => resource.columns.filter((column) => column.sortField !== undefined).map((column) => column.key), [resource]);
  const [state, update] = useListState({ defaultSort: resource.defaultSort, sortKeys });
  const [params, setParams] = useSearchParams();
  const filters = readWorkflowFilters(params, workflow, tabs);
  const requesterShown = filters.tab !== 'mine' && mayListEmployees(role);
  // On "My …" every row is the user's own: no Requester column.
  const shownResource = useMemo(
    () => (filters.tab === 'mine' ? { ...resource, columns: resource.columns.filter((column) => column.key !== 'requester') } : resource),
    [resource, filters.tab],
  );
  const saved = (id?: string) => {
    setCreating(false);
    toastStore.success(wording.saved);
    if (id) void navigate(`${listPath}/${id}`);
    else void refetch().catch(() => undefined);
  };
  const changeFilters = (change: Partial<WorkflowFilterValues>) => setParams((current) => writeWorkflowFilters(current, change, tabs[0]?.key ?? 'mine'));

  const variables = { ...listVariables(resource, state, {}), ...workflowVariables(filters, tabs, requesterShown) };
  const { data, previousData, loading, error, refetch } = useQuery(resource.list.document, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const shown = data ?? previousData;
  const page = shown ? resource.list.page(shown) : { items: [], total: 0 };
  const approving = tabs.some((tab) => tab.key === 'approve');
  const awaiting = useQuery(resource.list.document, {
    variables: { page: 1, pageSize: 10, search: null, sort: null, awaitingMe: true } as typeof variables,
    skip: !approving,
    fetchPolicy: 'cache-and-network',
  });
  const awaitingCount = awaiting.data ? resource.list.page(awaiting.data).total : undefined;

  // A page past the end (an old URL) moves to the last page that has records.
  const lastPage = Math.max(1, Math.ceil(page.total / state.pageSize));
  useEffect(() => {
    if (data && !loading && page.totalIsExact !== false && state.page > lastPage) update({ page: lastPage }, true);
  }, [data, loading, page.totalIsExact, state.page, lastPage, update]);

  return (
    <section className="crud-page workflow-page">
      <h1>{resource.title}</h1>
      <WorkflowTabs tabs={tabs} chosen={filters.tab} awaiting={awaitingCount} panelId={panelId} onChoose={(tab) => changeFilters({ tab })} />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${filters.tab}`}>
        {ListHeader && <ListHeader />}
        <div className="crud-toolbar">
          <SearchBox value={state.search} onSearch={(search) => update({ search }, true)} />
          <div className="crud-toolbar-actions">
            {resource.catalogueName && <ListExportButtons catalogueName={resource.catalogueName} plural={resource.plural} variables={variables} />}
            <Button
              type="button"
              label={wording.newButton}
              icon={<Plus size={18} aria-hidden="true" />}
              onClick={() => {
                startTypeAhead();
                setCreating(true);
              }}
            />
          </div>
        </div>
        <WorkflowFilters workflow={workflow} values={filters} requesterShown={requesterShown} onChange={changeFilters} />
        <ListLoadState wording={wording} loading={loading} error={error} onRetry={() => void refetch().catch(() => undefined)}>
          <CrudTable
            resource={shownResource}
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
      </div>
      {creating && Form && <Form onClose={() => setCreating(false)} onSaved={saved} />}
      {creating && !Form && (
        <Suspense fallback={<span role="status">{wording.openingForm}</span>}>
          <CrudFormDialog resource={resource} wording={wording} target={{ mode: 'create' }} onClose={() => setCreating(false)} onSaved={saved} />
        </Suspense>
      )}
    </section>
  );
}
