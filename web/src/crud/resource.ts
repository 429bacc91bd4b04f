import type { ReactNode } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import type { SortDirection } from '../generated/graphql';
import type { AnyField, FormMode } from './fieldKinds';
import type { FieldValue } from '../forms/validation';
import type { CurrentUser } from '../session/currentUser';

/** What every CRUD record has (DESIGN §2, §3): an id and a version for detecting concurrent edits. */
export interface CrudRecord {
  id: string;
  version: number;
}

/**
 * A form's values by field name (converted by `toInput`): text exactly as typed, a flag for
 * boolean fields, ids for multi-choice fields (see `FieldValue`).
 */
export type FormValues = Record<string, FieldValue>;

export type { FormMode };

/**
 * Variables of every paged-list query (schema.graphql `grades(page, pageSize, search, sort)` and its
 * siblings): 1-based page, page size, search text or null, and a sort `{ field, direction }` or null.
 */
export interface ListVariables<TSortField extends string> {
  page: number;
  pageSize: number;
  search: string | null;
  sort: { field: TSortField; direction: SortDirection } | null;
}

/** The part of a paged answer (`{ items, page, pageSize, total, totalIsExact, totalPages, hasNextPage }`) the list uses. */
export interface ListPage<TRecord> {
  items: readonly TRecord[];
  total: number;
  /** False when a search matched more than `total` (counted only that far); absent = exact. */
  totalIsExact?: boolean;
  /** Whether a page follows this one; absent = while pages remain of `total`. */
  hasNextPage?: boolean;
}

/**
 * The types a resource description ties together, all from generated code except `values`:
 * `record` (the fields selected by its operations), `input` (its GraphQL input type for updates),
 * `createInput` (for creates; the same type unless creating takes more, e.g. a first password),
 * `sortField` (its sort enum), `values` (its form's field names and values), and the list and get
 * query results.
 */
export interface ResourceTypes {
  record: CrudRecord;
  input: unknown;
  createInput: unknown;
  sortField: string;
  values: FormValues;
  listData: unknown;
  getData: unknown;
}

/**
 * The {@link ResourceTypes} of a resource from its generated types, in order: the record (its
 * fields fragment), the update input, the sort enum, the form values, the list and get query
 * results, and the create input (the update input unless given).
 */
export type CrudTypes<TRecord extends CrudRecord, TInput, TSortField extends string, TValues extends FormValues, TListData, TGetData, TCreateInput = TInput> = {
  record: TRecord;
  input: TInput;
  createInput: TCreateInput;
  sortField: TSortField;
  values: TValues;
  listData: TListData;
  getData: TGetData;
};

/** What a table cell shows, as text (also its CSV value): text, a number, or nothing. */
export type CellValue = string | number | null | undefined;

/** One table column: header text, cell text (also exported to CSV), and the sort enum value when sortable. */
export interface ColumnDescription<T extends ResourceTypes> {
  /** Unique key; also the column's name in the URL's `sort` parameter. */
  key: string;
  /** Header text. */
  header: string;
  /** The cell's text for a record. */
  cell: (record: T['record']) => CellValue;
  /** The GraphQL sort field for this column; absent means not sortable. */
  sortField?: T['sortField'];
  /** What the cell shows when more than its text (a coloured status tag); the text stays the CSV value. */
  render?: (record: T['record']) => ReactNode;
}

/**
 * A list filter kept in the URL (e.g. Employees' "Show": All / Active / GVR), shown as a group of
 * toggle buttons; each option adds its `variables` to the list query. The first option is the
 * default and is left out of the URL.
 */
export interface ListFilter {
  /** The URL query parameter, e.g. "show". */
  key: string;
  /** The group's accessible name, e.g. "Show". */
  label: string;
  /** The choices, the default first; `value` is what the URL holds. */
  options: readonly { value: string; label: string; variables: Readonly<Record<string, unknown>> }[];
}

/**
 * A form field of the resource (see `FIELD_KINDS` in fieldKinds.ts for the kinds): its name is one
 * of the form's values, and also the record's and the GraphQL input's field of that name.
 */
export type FieldDescription<T extends ResourceTypes> = AnyField<keyof T['values'] & string>;

/**
 * Everything the generic list and form need to run one master-data resource (DESIGN §4, §7): the
 * per-resource code is this description plus its `.graphql` file. Wording is built from `singular`
 * and `plural` ("New grade", "No grades found.", "Grade saved.", ...; see `crudWording`).
 */
export interface ResourceDescription<T extends ResourceTypes> {
  /** Page heading, the §2 menu label, e.g. "Grades". */
  title: string;
  /** One record, lower case, e.g. "grade". */
  singular: string;
  /** Several records, lower case, e.g. "grades". */
  plural: string;
  /**
   * The catalogue name (REST path segment, e.g. `grades`) of a catalogue resource: its list's "Export"
   * downloads `/files/exports/<catalogueName>` (docs/exports.md); without it the list offers no export.
   */
  catalogueName?: string;
  /** The paged-list query and how to read its page from the answer. */
  list: {
    document: TypedDocumentNode<T['listData'], ListVariables<T['sortField']>>;
    page: (data: T['listData']) => ListPage<T['record']>;
  };
  /** Filters offered above the list, kept in the URL. */
  filters?: readonly ListFilter[];
  /** The single-record query (by id) and how to read the record (null when missing). */
  get: {
    document: TypedDocumentNode<T['getData'], { id: string }>;
    record: (data: T['getData']) => T['record'] | null;
  };
  /** Create mutation, taking `{ input }`. */
  create: TypedDocumentNode<unknown, { input: T['createInput'] }>;
  /** Update mutation, taking `{ id, version, input }` (CONFLICT when `version` is stale). */
  update: TypedDocumentNode<unknown, { id: string; version: number; input: T['input'] }>;
  /** Delete mutation, taking `{ id }`; absent for records that are never deleted (workflow records, docs/requisitions.md): no "Delete" then. */
  remove?: TypedDocumentNode<unknown, { id: string }>;
  /**
   * For records in an order the user sets (catalogue `ordered`, plan §5): the reorder mutation, taking
   * every record's id in the new order; the list then offers drag and drop and "Move up"/"Move down"
   * while it shows every record in that order (`defaultSort` names the order's column).
   */
  reorder?: TypedDocumentNode<unknown, { ids: string[] }>;
  /** Table columns, in order. */
  columns: readonly ColumnDescription<T>[];
  /**
   * Sort used when the URL names none: a column key and direction; `sortField` when no column
   * carries it (an ordered resource's set order, catalogue `defaultSort` `position`): the key then
   * names no column and the list sends this sort field.
   */
  defaultSort: { key: string; direction: SortDirection; sortField?: T['sortField'] };
  /** How a record is named in buttons and messages ("Edit <name>", "Delete grade <name>?"). */
  rowLabel: (record: T['record']) => string;
  /**
   * Whether the signed-in user may change (edit, delete) the record; default: yes. The server decides
   * (an Admin's account is changed only by an Admin, DESIGN §2); this only keeps the screens from
   * offering what it would refuse with 403.
   */
  mayChange?: (record: T['record'], user: CurrentUser | null) => boolean;
  /** The record's own page, when it has one: the first column then links to it. */
  detailPath?: (record: T['record']) => string;
  /** The create/edit form. */
  form: {
    fields: readonly FieldDescription<T>[];
    /** Two columns of fields in a wider dialog (long forms). */
    wide?: boolean;
    /** Values of a new record. */
    empty: T['values'];
    /** A record as form values. */
    toValues: (record: T['record']) => T['values'];
    /** Valid form values as the GraphQL input of an update (and of a create, without `toCreateInput`). */
    toInput: (values: T['values']) => T['input'];
    /**
     * The form field showing a payload error about an input field of another name (an employee's
     * `roles` → `activeRole`); an input field is the form field of its name otherwise.
     */
    fieldOf?: Readonly<Record<string, string>>;
    /** Valid form values as the GraphQL input of a create, when it differs from `toInput`'s. */
    toCreateInput?: (values: T['values']) => T['createInput'];
  };
}
