import { WORKFLOWS } from '../../generated/contract/workflows';
import type { DateRangeValue } from '../../forms/validation';
import { statusLabel } from '../../workflow/workflowRules';

/** A choice of a filter: the value sent and its label. */
export interface ExportChoice {
  value: string;
  label: string;
}

/**
 * One filter of an export screen (docs/exports.md "Export screens"): `search` (free text), `choice`
 * (one of `choices`), `person` (one of the caller's GVR view list, shown when it holds someone besides
 * them), `customer` (one of the customers the caller reads) or `dates` (a day range). `params` names the
 * REST parameter per dataset (catalogue name); a dataset without one does not show the filter. A
 * `dates` filter sent as `period` becomes two instants (from the first day's start to the day after the
 * last, UTC), else `from,to`.
 */
export interface ExportFilter {
  key: string;
  label: string;
  kind: 'search' | 'choice' | 'person' | 'customer' | 'dates';
  choices?: readonly ExportChoice[];
  params: Readonly<Record<string, string>>;
}

/** A dataset an export screen offers: a catalogue list resource (its REST export) and its label. */
export interface ExportDataset {
  name: string;
  label: string;
}

/** An export screen of the §2 menu: its heading, what it exports (a choice when several) and its filters. */
export interface ExportScreen {
  title: string;
  /** A sentence under the heading saying what the file holds. */
  intro: string;
  datasets: readonly ExportDataset[];
  filters: readonly ExportFilter[];
}

const statuses = (states: readonly string[]): ExportChoice[] => states.map((state) => ({ value: state, label: statusLabel(state) }));

const YES_NO = (yes: string, no: string): ExportChoice[] => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** What differs between the two requisition export screens: the workflow, the wording, what the search matches. */
interface RequisitionExports {
  dataset: 'equipmentRequisitions' | 'eventRequisitions';
  title: string;
  label: string;
  intro: string;
  searchLabel: string;
}

/** A requisition workflow's export screen: one dataset, filtered by dates, status and a search. */
function requisitionExports({ dataset, title, label, intro, searchLabel }: RequisitionExports): ExportScreen {
  return {
    title,
    intro,
    datasets: [{ name: dataset, label }],
    filters: [
      { key: 'dates', label: 'Dates', kind: 'dates', params: { [dataset]: 'dates' } },
      { key: 'status', label: 'Status', kind: 'choice', choices: statuses(WORKFLOWS[dataset].states), params: { [dataset]: 'status' } },
      { key: 'search', label: searchLabel, kind: 'search', params: { [dataset]: 'search' } },
    ],
  };
}

/** The four export screens by their §2 menu path. */
export const EXPORT_SCREENS: Readonly<Record<string, ExportScreen>> = {
  '/gvr-setup/customer-exports': {
    title: 'Customer exports',
    intro: 'The customers you may see (yours, your department’s, or all), with their company, salesperson, contacts and visit summary.',
    datasets: [{ name: 'customers', label: 'Customers' }],
    filters: [
      { key: 'search', label: 'Name, city, e-mail or phone', kind: 'search', params: { customers: 'search' } },
      { key: 'active', label: 'Status', kind: 'choice', choices: YES_NO('Active', 'Inactive'), params: { customers: 'active' } },
      { key: 'person', label: 'Salesperson', kind: 'person', params: { customers: 'salesperson' } },
    ],
  },
  '/gvr-setup/gvr-exports': {
    title: 'GVR exports',
    intro: 'Visit reports (or every activity: visits, calls and meetings) of the people in your GVR view list.',
    datasets: [
      { name: 'visits', label: 'Visit reports' },
      { name: 'activities', label: 'Activities' },
    ],
    filters: [
      { key: 'dates', label: 'Dates', kind: 'dates', params: { visits: 'period', activities: 'dates' } },
      { key: 'status', label: 'Status', kind: 'choice', choices: statuses(WORKFLOWS.visits.states), params: { visits: 'status', activities: 'status' } },
      { key: 'person', label: 'Person', kind: 'person', params: { visits: 'requester', activities: 'employee' } },
      { key: 'customer', label: 'Customer', kind: 'customer', params: { visits: 'customer', activities: 'customer' } },
      { key: 'late', label: 'Report', kind: 'choice', choices: YES_NO('Late', 'On time'), params: { visits: 'late' } },
    ],
  },
  '/equipment-setup/equipment-exports': requisitionExports({
    dataset: 'equipmentRequisitions',
    title: 'Equipment Requisition Exports',
    label: 'Equipment requisitions',
    intro: 'Equipment requisitions with their requester, items, dates, purpose and status.',
    searchLabel: 'Number, purpose or requester',
  }),
  '/equipment-setup/event-exports': requisitionExports({
    dataset: 'eventRequisitions',
    title: 'Event Requisition Exports',
    label: 'Event requisitions',
    intro: 'Event requisitions with their requester, portfolio, event, venue, dates, attendees, budget and status.',
    searchLabel: 'Number, event, venue or requester',
  }),
};

/** The values of an export screen's filters by key: text (an id, a choice, a search) or a day range. */
export type ExportFilterValues = Readonly<Record<string, string | DateRangeValue>>;

/** The day after `day` (`YYYY-MM-DD`). */
function nextDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

/** Whether a day range is complete and in order. */
export function isDayRange(value: DateRangeValue): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value.from) && /^\d{4}-\d{2}-\d{2}$/.test(value.to) && value.from <= value.to;
}

/**
 * The REST query of `screen`'s export of `dataset` with the filter `values` (docs/exports.md): each
 * filter the dataset takes and that holds a value, under its parameter; an incomplete day range is left out.
 */
export function exportParams(screen: ExportScreen, dataset: string, values: ExportFilterValues): Record<string, string> {
  const params: Record<string, string> = {};
  for (const filter of screen.filters) {
    const param = filter.params[dataset];
    const value = values[filter.key];
    if (!param || value === undefined || value === '') continue;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text) params[param] = text;
    } else if (isDayRange(value)) {
      params[param] = param === 'period' ? `${value.from}T00:00:00.000Z,${nextDay(value.to)}T00:00:00.000Z` : `${value.from},${value.to}`;
    }
  }
  return params;
}

/** The gateway URL of an export: `/files/exports/<dataset>?format=<format>&<params>`. */
export function exportFileUrl(dataset: string, format: string, params: Readonly<Record<string, string>>): string {
  return `/files/exports/${dataset}?${new URLSearchParams({ format, ...params }).toString()}`;
}
