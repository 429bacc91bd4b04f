import type { ReactNode } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import type { SortDirection } from '../generated/graphql';
import type { FieldRule } from './validation';

/** What every CRUD record has (DESIGN §2, §3): an id and a version for detecting concurrent edits. */
export interface CrudRecord {
  id: string;
  version: number;
}

/** A form's values: text per field name, exactly as typed (converted by `toInput`). */
export type FormValues = Record<string, string>;

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

/** The part of a paged answer (`{ items, page, pageSize, total, totalPages }`) the list uses. */
export interface ListPage<TRecord> {
  items: readonly TRecord[];
  total: number;
}

/**
 * The types a resource description ties together, all from generated code except `values`:
 * `record` (the fields selected by its operations), `input` (its GraphQL input type), `sortField`
 * (its sort enum), `values` (its form's field names, as text), and the list and get query results.
 */
export interface ResourceTypes {
  record: CrudRecord;
  input: unknown;
  sortField: string;
  values: FormValues;
  listData: unknown;
  getData: unknown;
}

/** One table column: header text, cell content, and the sort enum value when sortable. */
export interface ColumnDescription<T extends ResourceTypes> {
  /** Unique key; also the column's name in the URL's `sort` parameter. */
  key: string;
  /** Header text. */
  header: string;
  /** The cell for a record. */
  cell: (record: T['record']) => ReactNode;
  /** The GraphQL sort field for this column; absent means not sortable. */
  sortField?: T['sortField'];
}

/** How a form field is typed in: one line, several lines, or a whole number. */
export type FieldKind = 'text' | 'textarea' | 'integer';

/** One form field: its value's name, its label, its kind and its validation rules in order. */
export interface FieldDescription<T extends ResourceTypes> {
  name: keyof T['values'] & string;
  label: string;
  kind: FieldKind;
  rules: readonly FieldRule[];
}

/**
 * Everything the generic list and form need to run one master-data resource (DESIGN §4, §7): the
 * per-resource code is this description plus its `.graphql` file. Wording is built from `singular`
 * and `plural` ("New grade", "No grades found.", "Grade saved.", ...; see `crudWording`).
 */
export interface ResourceDescription<T extends ResourceTypes> {
  /** Page heading, e.g. "Grades". */
  title: string;
  /** One record, lower case, e.g. "grade". */
  singular: string;
  /** Several records, lower case, e.g. "grades". */
  plural: string;
  /** The paged-list query and how to read its page from the answer. */
  list: {
    document: TypedDocumentNode<T['listData'], ListVariables<T['sortField']>>;
    page: (data: T['listData']) => ListPage<T['record']>;
  };
  /** The single-record query (by id) and how to read the record (null when missing). */
  get: {
    document: TypedDocumentNode<T['getData'], { id: string }>;
    record: (data: T['getData']) => T['record'] | null;
  };
  /** Create mutation, taking `{ input }`. */
  create: TypedDocumentNode<unknown, { input: T['input'] }>;
  /** Update mutation, taking `{ id, version, input }` (CONFLICT when `version` is stale). */
  update: TypedDocumentNode<unknown, { id: string; version: number; input: T['input'] }>;
  /** Delete mutation, taking `{ id }`. */
  remove: TypedDocumentNode<unknown, { id: string }>;
  /** Table columns, in order. */
  columns: readonly ColumnDescription<T>[];
  /** Sort used when the URL names none: a column key and direction. */
  defaultSort: { key: string; direction: SortDirection };
  /** How a record is named in buttons and messages ("Edit <name>", "Delete grade <name>?"). */
  rowLabel: (record: T['record']) => string;
  /** The create/edit form. */
  form: {
    fields: readonly FieldDescription<T>[];
    /** Values of a new record. */
    empty: T['values'];
    /** A record as form values. */
    toValues: (record: T['record']) => T['values'];
    /** Valid form values as the GraphQL input. */
    toInput: (values: T['values']) => T['input'];
  };
}
