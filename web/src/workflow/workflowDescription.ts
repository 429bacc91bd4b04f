import type { ComponentType, ReactNode } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { defineResource, type ColumnSpec } from '../crud/defineResource';
import type { DetailRow } from '../crud/DetailList';
import { formatDateRange } from '../crud/kinds/dateRange/dateRange';
import type { CurrencySource } from '../crud/kinds/money/money';
import { catalogueResource, type CatalogueResource, type Documents } from '../crud/operations';
import type { CellValue, FieldDescription, ResourceDescription, ResourceTypes } from '../crud/resource';
import { WORKFLOWS, resourceContract, type ResourceName, type Role, type Workflow } from '../generated/contract';
import { statusLabel } from './workflowRules';

/** One row of a record's history (GraphQL `<Type>HistoryEntry`): its creation (`action` null) or an action. */
export interface WorkflowHistoryEntry {
  id: string;
  action: string | null;
  fromStatus: string | null;
  toStatus: string;
  byId: string | null;
  byName: string;
  at: string;
  comment: string | null;
}

/**
 * What every workflow record has (docs/requisitions.md "Record JSON"): number, status, requester,
 * history and the caller's actions; the days of a requisition (a visit has its start and end instead,
 * docs/visits.md: its kind then names its own "when" column, {@link WorkflowSpec} `when`).
 */
export interface WorkflowRecord {
  id: string;
  version: number;
  number: string;
  status: string;
  requesterId: string;
  requesterName: string;
  dates?: { from: string; to: string };
  history: readonly WorkflowHistoryEntry[];
  actions: readonly string[];
  createdAt: string;
  updatedAt: string;
}

/** The {@link ResourceTypes} of a workflow resource: its record is a {@link WorkflowRecord}. */
export type WorkflowTypes = ResourceTypes & { record: WorkflowRecord };

/** Formats an amount (GraphQL `Decimal`) in the workflow's currency (its `currency` source; a bare amount while unknown). */
export type MoneyFormat = (amount: string | null | undefined) => string;

/** A table of a record's lines on its page (an equipment requisition's items): caption, headers and cell texts. */
export interface WorkflowLines {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly CellValue[])[];
}

/** What a record's page shows besides the history and the actions: its fields, its lines, its totals. */
export interface WorkflowDetail<R> {
  /** The fields as [term, text] rows (number, status and requester come first on their own). */
  rows: (record: R, money: MoneyFormat) => DetailRow[];
  /** Its lines, if the kind has any. */
  lines?: (record: R) => WorkflowLines;
  /** Its totals (units; budget and budget per attendee). */
  totals: (record: R, money: MoneyFormat) => DetailRow[];
  /** What the requester is called on the page and in the list (a visit's "Visitor"); default "Requester". */
  requesterLabel?: string;
  /**
   * What stands in the way of the record's next step, shown above its actions (an equipment requisition
   * asking more than the shelf holds: "Only 12 in stock of Banner; 500 requested."); none: nothing shown.
   */
  warnings?: (record: R) => string[];
  /**
   * Whether the page offers action `action` (the contract's name) of those the record lists, as things
   * stand (a partial issue only when the shelf is short); default: every one.
   */
  offers?: (record: R, action: string) => boolean;
}

/** The variables of every workflow action mutation (`approveEquipmentRequisition(id, version, comment)`). */
export interface ActionVariables {
  id: string;
  version: number;
  comment: string | null;
}

/** What a kind's own create/edit form dialog gets (see {@link WorkflowViews.Form}): the record to edit (none: a new one), closing, and the saved record's id. */
export interface WorkflowFormProps {
  /** The record's id when editing, else a new one. */
  id?: string;
  onClose: () => void;
  onSaved: (savedId?: string) => void;
}

/**
 * The parts of the generic screens a kind replaces with its own where they do not fit (a claim: its
 * lines with their receipts, its form with the mileage preview, the per-month totals over its list).
 */
export interface WorkflowViews<R> {
  /** Shown on the record's page instead of the lines table; `refresh` fetches the record again. */
  Lines?: ComponentType<{ record: R; refresh: () => void; money: MoneyFormat }>;
  /** The create and edit dialog instead of the generic form (the list's "New …", the page's "Edit …"). */
  Form?: ComponentType<WorkflowFormProps>;
  /** Shown between the list's tabs and its table (a panel of totals). */
  ListHeader?: ComponentType;
}

/** The list's tabs as a kind wants them: without "My …" (a list only reviewers open), the approval tab named otherwise ("To review"). */
export interface WorkflowTabOptions {
  mine?: boolean;
  approveLabel?: string;
  /** The approval tab's name for one role, where it does not approve (equipment's Gvr: "To issue"). */
  approveLabelFor?: Partial<Record<Role, string>>;
  /** Only the caller's own records, one tab (a claimant's "My claims", docs/visits.md "Web"). */
  onlyMine?: boolean;
}

/**
 * One workflow resource as the generic workflow screens run it (docs/requisitions.md "Web"; DESIGN §5
 * "Workflows"): the catalogue name, its transition table, the CRUD description its list, form and page
 * use, where its list lives, the mutation of each action and what its page shows.
 */
export interface WorkflowDescription<T extends WorkflowTypes = WorkflowTypes> {
  name: ResourceName;
  workflow: Workflow;
  resource: ResourceDescription<T>;
  /** The list's §2 menu path; a record's page is `<listPath>/<id>`. */
  listPath: string;
  /** The mutation of each action, by the contract's action name (`sendBack`). */
  actions: Readonly<Record<string, TypedDocumentNode<unknown, ActionVariables>>>;
  detail: WorkflowDetail<T['record']>;
  /** Where its amounts' currency is read (events: GVR settings), if it has amounts. */
  currency?: CurrencySource;
  /** Its own views, where the generic ones do not fit. */
  views?: WorkflowViews<T['record']>;
  /** Its list's tabs, when not the default ones. */
  tabs?: WorkflowTabOptions;
}

/** The resource types of catalogue resource `N` among documents `G` (those `catalogueResource` gives), as workflow types. */
export type WorkflowTypesOf<G extends Documents, N extends ResourceName> =
  ReturnType<typeof catalogueResource<G, N>> extends CatalogueResource<infer T> ? (T extends WorkflowTypes ? T : never) : never;

/** What a kind writes (see {@link defineWorkflow}). */
export interface WorkflowSpec<T extends WorkflowTypes> {
  /** The list's column summing a record up (items and units; event and budget). */
  /** The kind's own column: its text (`cell`) and, when more than text, what the cell shows (`render`, e.g. an amount with its currency). */
  summary: { header: string; cell: (record: T['record']) => CellValue; render?: (record: T['record']) => ReactNode };
  /**
   * The list's "when" column, for a kind without `dates` (a visit's start and end, docs/visits.md);
   * default: Dates, sorted by `DATES`.
   */
  when?: { header: string; cell: (record: T['record']) => CellValue; sortField?: T['sortField'] };
  /** The create and edit form. */
  form: { fields: readonly FieldDescription<T>[]; wide?: boolean };
  detail: WorkflowDetail<T['record']>;
  currency?: CurrencySource;
  views?: WorkflowViews<T['record']>;
  tabs?: WorkflowTabOptions;
}

/**
 * A workflow resource from its generated documents (`equipmentRequisitionsDocuments`), its catalogue
 * name and what only the kind knows ({@link WorkflowSpec}). The rest is the same for every kind: the
 * columns Number (linking to the record's page), Status (a coloured tag: `render` is set by the list),
 * Requester (left out by the list on "My …"), Dates, the summary and Updated; the wording from the catalogue; the action mutations
 * `<Action><Type>Document` of every action of the table.
 */
export function defineWorkflow<G extends Documents, N extends ResourceName>(
  documents: G,
  name: N,
  spec: WorkflowSpec<WorkflowTypesOf<G, N>>,
): WorkflowDescription<WorkflowTypesOf<G, N>> {
  type T = WorkflowTypesOf<G, N>;
  const contract = resourceContract(name);
  const workflow = WORKFLOWS[contract.workflow as keyof typeof WORKFLOWS] as Workflow | undefined;
  if (!workflow || !contract.menuPath) throw new Error(`${name} is not a workflow resource with a screen`);
  const listPath = contract.menuPath;
  const base = catalogueResource(documents, name) as unknown as CatalogueResource<T>;
  // Every workflow list sorts by these (catalogue `sort`: number, dates, status, updatedAt).
  const sortBy = (field: 'NUMBER' | 'DATES' | 'STATUS') => field as T['sortField'];
  const columns: ColumnSpec<T>[] = [
    { key: 'number', header: 'Number', cell: (record) => record.number, sortField: sortBy('NUMBER') },
    // Status right after the number: on a phone the table scrolls sideways inside its box, and the
    // status is what people look for first.
    { key: 'status', header: 'Status', cell: (record) => statusLabel(record.status), sortField: sortBy('STATUS') },
    { key: 'requester', header: spec.detail.requesterLabel ?? 'Requester', cell: (record) => record.requesterName },
    { key: 'dates', ...(spec.when ?? { header: 'Dates', cell: (record: T['record']) => formatDateRange(record.dates ?? null), sortField: sortBy('DATES') }) },
    { key: 'summary', ...spec.summary },
    'updated',
  ];
  const resource = defineResource<T>(base, {
    columns,
    form: spec.form,
    detailPath: (record: T['record']) => `${listPath}/${record.id}`,
  });
  const actions = Object.fromEntries(
    [...new Set(workflow.transitions.map((t) => t.action))].map((action) => {
      const document = (documents as Readonly<Record<string, unknown>>)[`${action.charAt(0).toUpperCase()}${action.slice(1)}${contract.typeName}Document`];
      if (!document) throw new Error(`No mutation document for ${action} of ${name}`);
      return [action, document as TypedDocumentNode<unknown, ActionVariables>];
    }),
  );
  return { name, workflow, resource, listPath, actions, detail: spec.detail, currency: spec.currency, views: spec.views, tabs: spec.tabs };
}
