import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { MY_CLAIMS_PATH } from '../claims/myClaimsPath';
import { Button } from 'primereact/button';
import { Plus } from 'lucide-react';
import { toastStore } from '../../../alerts/toastStore';
import { ChoiceField } from '../../../crud/ChoiceField';
import type { CrudDeleteDialog as CrudDeleteDialogType } from '../../../crud/CrudDeleteDialog';
import { CrudTable } from '../../../crud/CrudTable';
import { ListLoadState } from '../../../crud/ListLoadState';
import { ReferenceField } from '../../../crud/ReferenceField';
import { SearchBox } from '../../../crud/SearchBox';
import { useChoiceSource } from '../../../crud/choiceSources';
import { DateRangeField } from '../../../crud/kinds/dateRange/DateRangeField';
import { listVariables } from '../../../crud/listVariables';
import { useListState } from '../../../crud/useListState';
import { crudWording } from '../../../crud/wording';
import type { BoundField } from '../../../forms/useFormState';
import type { DateRangeValue } from '../../../forms/validation';
import { ActivityPeopleDocument } from '../../../generated/documents/ActivityPeopleDocument';
import type { ActivityFieldsFragment } from '../../../generated/graphql';
import { ListExportButtons } from '../../../exports/ListExportButtons';
import { activeRole } from '../../../session/currentUser';
import { useCurrentUser } from '../../../session/useCurrentUser';
import { statusLabel } from '../../../workflow/workflowRules';
import type { ActivityFormDialog as ActivityFormDialogType } from './ActivityFormDialog';
import { ACTIVITY_KINDS, VISIT_STATUSES, activityDatesProblem, activityVariables, readActivityFilters, writeActivityFilters, type ActivityFilterValues } from './activityFilters';
import { activityList, visitPath } from './activityList';
import '../../../crud/crud.css';
import '../../../workflow/workflow.css';

const ActivityFormDialog = lazy(() => import('./ActivityFormDialog').then((m) => ({ default: m.ActivityFormDialog }))) as unknown as typeof ActivityFormDialogType;
const CrudDeleteDialog = lazy(() => import('../../../crud/CrudDeleteDialog').then((m) => ({ default: m.CrudDeleteDialog }))) as unknown as typeof CrudDeleteDialogType;

/** A filter value as a field of its own (the pickers and the range input are the forms'). */
function bound<V extends string | DateRangeValue>(name: string, value: V, onChange: (value: V) => void, error: string | null = null): BoundField<V> {
  return { name, value, error, onChange, onBlur: () => undefined };
}

const KIND_OPTIONS = ACTIVITY_KINDS.map(({ value, label }) => ({ value, label }));
const STATUS_OPTIONS = VISIT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

/** The filters above the table: Kind, Status (visits), Person (the GVR view list; hidden when it is only the user), Customer, Dates. */
function ActivityFilters({ values, userId, onChange }: { values: ActivityFilterValues; userId: string; onChange: (change: Partial<ActivityFilterValues>) => void }) {
  const customers = useChoiceSource('customers');
  const people = useQuery(ActivityPeopleDocument, { variables: { employeeId: userId }, skip: !userId, fetchPolicy: 'cache-first' });
  const personOptions = (people.data?.gvrViewList ?? []).map((employee) => ({ value: employee.id, label: employee.employeeName }));
  return (
    <div className="workflow-filters">
      <ChoiceField label="Kind" multiple={false} options={KIND_OPTIONS} values={{}} bound={bound('kind', values.kind, (kind) => onChange({ kind }))} ready clearable />
      {(values.kind === '' || values.kind === 'VISIT') && (
        <ChoiceField
          label="Status"
          multiple={false}
          options={STATUS_OPTIONS}
          values={{}}
          bound={bound('status', values.status, (status) => onChange({ status }))}
          ready
          clearable
        />
      )}
      {personOptions.length > 1 && (
        <ChoiceField
          label="Person"
          multiple={false}
          options={personOptions}
          values={{}}
          bound={bound('employee', values.employee, (employee) => onChange({ employee }))}
          ready={people.data !== undefined}
          clearable
        />
      )}
      <ReferenceField label="Customer" multiple={false} values={{}} bound={bound('customer', values.customer, (customer) => onChange({ customer }))} source={customers} clearable />
      <DateRangeField label="Dates" bound={bound('dates', { from: values.from, to: values.to }, ({ from, to }) => onChange({ from, to }), activityDatesProblem(values))} />
    </div>
  );
}

/**
 * Visit Report › Activities (`/visit-reports/activities`, every role; docs/visits.md "Activities",
 * "Web"): the visits and logged calls and meetings of the user's GVR view list in one server-paged,
 * sorted, searched table (Date, Kind, Customer, Contact, Person, Note, Status, Updated), filtered by
 * kind, visit status, person, customer and dates (all in the URL). A visit's date opens the visit;
 * "Log call or meeting" opens the quick form; a logged entry the user may change (theirs, or any for
 * Gvr and Admin) has "Edit" and "Delete"; "Export CSV" / "Export XLSX" of what the filters list
 * (docs/exports.md).
 */
export function ActivitiesPage() {
  const user = useCurrentUser();
  const role = user ? activeRole(user) : undefined;
  const wording = useMemo(() => crudWording(activityList), []);
  const sortKeys = useMemo(() => activityList.columns.filter((column) => column.sortField !== undefined).map((column) => column.key), []);
  const [state, update] = useListState({ defaultSort: activityList.defaultSort, sortKeys });
  const [params, setParams] = useSearchParams();
  const filters = readActivityFilters(params);
  const [logging, setLogging] = useState(false);
  const [editing, setEditing] = useState<ActivityFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<ActivityFieldsFragment | null>(null);

  const resource = useMemo(
    () => ({
      ...activityList,
      columns: activityList.columns.map((column) =>
        column.key === 'date'
          ? {
              ...column,
              render: (activity: ActivityFieldsFragment) => (activity.kind === 'VISIT' ? <Link to={visitPath(activity.id)}>{column.cell(activity)}</Link> : column.cell(activity)),
            }
          : column,
      ),
    }),
    [],
  );
  const variables = { ...listVariables(resource, state, {}), ...activityVariables(filters) };
  const { data, previousData, loading, error, refetch } = useQuery(resource.list.document, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const shown = data ?? previousData;
  const page = shown ? resource.list.page(shown) : { items: [], total: 0 };
  const retry = () => void refetch().catch(() => undefined);

  const lastPage = Math.max(1, Math.ceil(page.total / state.pageSize));
  useEffect(() => {
    if (data && !loading && page.totalIsExact !== false && state.page > lastPage) update({ page: lastPage }, true);
  }, [data, loading, page.totalIsExact, state.page, lastPage, update]);

  const mayChange = (activity: ActivityFieldsFragment) => activity.kind !== 'VISIT' && (activity.employeeId === user?.id || role === 'GVR' || role === 'ADMIN');

  return (
    <section className="crud-page activities-page">
      <h1>{resource.title}</h1>
      <div className="crud-toolbar">
        <SearchBox value={state.search} onSearch={(search) => update({ search }, true)} />
        <div className="crud-toolbar-actions">
          {/* Every claimant's own claims (docs/visits.md "Web"): the §2 sidebar keeps Claims for Finance and Gvr. */}
          <Link to={MY_CLAIMS_PATH} className="p-button p-button-text">
            My claims
          </Link>
          {resource.catalogueName && <ListExportButtons catalogueName={resource.catalogueName} plural={resource.plural} variables={variables} />}
          <Button type="button" label="Log call or meeting" icon={<Plus size={18} aria-hidden="true" />} onClick={() => setLogging(true)} />
        </div>
      </div>
      <ActivityFilters values={filters} userId={user?.id ?? ''} onChange={(change) => setParams((current) => writeActivityFilters(current, change))} />
      <ListLoadState wording={wording} loading={loading} error={error} onRetry={retry}>
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
          onEdit={setEditing}
          onDelete={setDeleting}
          canChange={mayChange}
        />
      </ListLoadState>
      {(logging || editing) && (
        <Suspense fallback={<span role="status">{wording.openingForm}</span>}>
          <ActivityFormDialog
            activity={editing ?? undefined}
            onClose={() => {
              setLogging(false);
              setEditing(null);
            }}
            onSaved={() => {
              toastStore.success(editing ? 'Activity saved.' : 'Activity logged.');
              setLogging(false);
              setEditing(null);
              retry();
            }}
          />
        </Suspense>
      )}
      {deleting && resource.remove && (
        <Suspense fallback={null}>
          <CrudDeleteDialog resource={resource} remove={resource.remove} wording={wording} record={deleting} onClose={() => setDeleting(null)} onDeleted={retry} />
        </Suspense>
      )}
    </section>
  );
}
