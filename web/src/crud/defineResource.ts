import { catalogueColumn, catalogueColumnKeys, catalogueFormFields, type FormFieldChanges } from './catalogueFields';
import type { CatalogueResource, CrudOperations, ResourceWording } from './operations';
import { FIELD_KINDS, emptyValues, inputValues, recordValues, type FormMode } from './fieldKinds';
import type { CellValue, ColumnDescription, FieldDescription, ResourceDescription, ResourceTypes } from './resource';
import { updatedColumn } from './updatedColumn';
import { createElement } from 'react';
import type { CurrencySource } from './kinds/money/money';
import { MoneyText } from './kinds/money/MoneyText';

/**
 * A table column as a description writes it: `header` defaults to the label of the form field named
 * `key`, `cell` to that field's value shown by its kind (`FIELD_KINDS[kind].cell`: "Yes"/"No", a
 * local date…) or, without such a field, the record's `key` as it is. `'updated'` is the "Updated"
 * column every master-data list ends with. A catalogue resource's column may be just the key of one of
 * its catalogue fields (`'department'`): header, cell and sort field derived (catalogueFields.ts `catalogueColumn`).
 */
export type ColumnSpec<T extends ResourceTypes> = (Omit<ColumnDescription<T>, 'header' | 'cell'> & Partial<Pick<ColumnDescription<T>, 'header' | 'cell'>>) | string;

/**
 * The hook for the rare resource whose form values are not its record's fields one to one (an
 * employee's roles are an "Active role" and "Other roles"): each function gets what the field
 * kinds derived and answers the final result.
 */
export interface FormAdapter<T extends ResourceTypes> {
  /** A record's values from the derived ones. */
  toValues?: (record: T['record'], derived: T['values']) => T['values'];
  /** The GraphQL input from the derived one (of `mode`: a create also sends the `only: 'create'` fields). */
  toInput?: (values: T['values'], derived: Record<string, unknown>, mode: FormMode) => Record<string, unknown>;
  /** The form field showing a payload error about an input field `toInput` makes (`roles` → `activeRole`). */
  fieldOf?: Readonly<Record<string, string>>;
}

/**
 * A resource as written in its folder (DESIGN §7): what {@link ResourceDescription} needs, less what
 * follows from the rest. The form's `empty`, `toValues`, `toInput` and `toCreateInput` follow from
 * the fields' kinds (fieldKinds.ts); `rowLabel` is the first column's text; `defaultSort` the
 * catalogue's default sort (see defaultSortOf); column headers and cells follow from the fields (see {@link ColumnSpec}).
 */
export interface ResourceSpec<T extends ResourceTypes> extends Omit<ResourceDescription<T>, 'columns' | 'form' | 'rowLabel' | 'defaultSort'> {
  /** The list's columns; a catalogue resource's default: its catalogue fields' (`catalogueColumnKeys`), then "Updated". */
  columns?: readonly ColumnSpec<T>[];
  rowLabel?: ResourceDescription<T>['rowLabel'];
  defaultSort?: ResourceDescription<T>['defaultSort'];
  /** The form; a catalogue resource's fields default to its catalogue fields' (`catalogueFormFields`), with `changes`. */
  form?: {
    fields?: readonly FieldDescription<T>[];
    /** What the description changes in the catalogue's form fields (a catalogue resource without `fields` only). */
    changes?: FormFieldChanges;
    wide?: boolean;
    adapt?: FormAdapter<T>;
  };
}

/** The parts of a description that its operations make (see `crudOperations`). */
type OperationKeys = 'list' | 'get' | 'create' | 'update' | 'remove';

const cellText = (value: unknown): CellValue =>
  typeof value === 'string' || typeof value === 'number'
    ? value
    : value === null || value === undefined
      ? value
      : typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);

/**
 * The list's default sort: the catalogue's (`catalogueSort`, DESIGN §4) on the column carrying it;
 * when no column carries it (an ordered resource's set order, plan §5, which no column shows) that
 * sort field under its own key, so the list still comes in the catalogue's order; without a
 * catalogue sort the first sortable column (else the first column), ascending.
 */
function defaultSortOf<T extends ResourceTypes>(
  columns: readonly ColumnDescription<T>[],
  catalogueSort: { sortField: string; direction: 'ASC' | 'DESC' } | undefined,
): ResourceDescription<T>['defaultSort'] {
  if (catalogueSort) {
    const carrying = columns.find((entry) => entry.sortField === catalogueSort.sortField);
    return carrying
      ? { key: carrying.key, direction: catalogueSort.direction }
      : { key: catalogueSort.sortField, direction: catalogueSort.direction, sortField: catalogueSort.sortField };
  }
  const firstSortable = columns.find((entry) => entry.sortField !== undefined) ?? columns[0];
  return { key: firstSortable?.key ?? '', direction: 'ASC' };
}

/** The full column of a {@link ColumnSpec} (a catalogue field's key needs `catalogueName`). */
function column<T extends ResourceTypes>(entry: ColumnSpec<T>, fields: readonly FieldDescription<T>[], catalogueName: string | undefined): ColumnDescription<T> {
  if (entry === 'updated') return updatedColumn<T & { record: { updatedAt: string } }>() as unknown as ColumnDescription<T>;
  let spec: Exclude<ColumnSpec<T>, string>;
  if (typeof entry === 'string') {
    const derived = catalogueName === undefined ? undefined : catalogueColumn(catalogueName, entry);
    if (!derived) throw new Error(`Column "${entry}": no labelled catalogue field of that key${catalogueName ? ` in ${catalogueName}` : ''}.`);
    spec = derived;
  } else spec = entry;
  const field = fields.find((candidate) => candidate.name === spec.key);
  const read = (record: T['record']) => (record as unknown as Record<string, unknown>)[spec.key];
  const cell = spec.cell ?? (field ? (record: T['record']) => FIELD_KINDS[field.kind].cell(read(record), field) : (record: T['record']) => cellText(read(record)));
  // A money field shows as on its record, with its currency when that is read from a source (GVR settings).
  const money = field?.kind === 'money' ? (field as unknown as { currency?: string | CurrencySource }).currency : undefined;
  const render =
    spec.render ?? (money !== undefined && !spec.cell ? (record: T['record']) => createElement(MoneyText, { amount: read(record) as string | null, currency: money }) : undefined);
  return { ...spec, header: spec.header ?? field?.label ?? spec.key, cell, ...(render ? { render } : {}) };
}

/**
 * The {@link ResourceDescription} the generic screens run, from a {@link ResourceSpec}: derives the
 * form's conversions from its field kinds (with the resource's `adapt` hook last), the columns'
 * headers and cells, the row label and the default sort.
 */
export function defineResource<T extends ResourceTypes>(spec: ResourceSpec<T>): ResourceDescription<T>;
/**
 * The same, from a catalogue resource (`catalogueResource('positions')`, operations.ts: operations,
 * wording and default sort) or operations by type name (`crudOperations('Position')`, then the
 * wording in `spec`) and the rest; what `spec` says wins.
 */
export function defineResource<T extends ResourceTypes>(
  base: CatalogueResource<T> | CrudOperations<T>,
  spec: Omit<ResourceSpec<T>, OperationKeys | keyof ResourceWording> & Partial<ResourceWording>,
): ResourceDescription<T>;
export function defineResource<T extends ResourceTypes>(
  head: ResourceSpec<T> | CrudOperations<T> | CatalogueResource<T>,
  rest?: Omit<ResourceSpec<T>, OperationKeys | keyof ResourceWording> & Partial<ResourceWording>,
): ResourceDescription<T> {
  const { catalogueSort, ...merged } = { ...head, ...rest } as ResourceSpec<T> & Partial<Pick<CatalogueResource<T>, 'catalogueSort'>>;
  const spec = merged as ResourceSpec<T>;
  if (!spec.title || !spec.singular || !spec.plural) throw new Error('A resource needs its wording: title, singular and plural (from the catalogue or its description).');
  const { catalogueName } = spec;
  const { wide, adapt, changes } = spec.form ?? {};
  const fields = spec.form?.fields ?? (catalogueName !== undefined ? catalogueFormFields(catalogueName, changes) : undefined);
  if (!fields) throw new Error('A resource needs its form fields (from the catalogue or its description).');
  const columns = (spec.columns ?? (catalogueName !== undefined ? [...catalogueColumnKeys(catalogueName), 'updated'] : [])).map((entry) => column(entry, fields, catalogueName));
  const [first] = columns;
  if (!first) throw new Error('A resource needs at least one column.');
  const toInput = (values: T['values'], mode: FormMode) => {
    const derived = inputValues(fields, values, mode);
    return adapt?.toInput ? adapt.toInput(values, derived, mode) : derived;
  };
  return {
    ...spec,
    columns,
    rowLabel: spec.rowLabel ?? ((record) => String(first.cell(record) ?? '')),
    defaultSort: spec.defaultSort ?? defaultSortOf(columns, catalogueSort),
    form: {
      fields,
      wide,
      fieldOf: adapt?.fieldOf,
      empty: emptyValues(fields),
      toValues: (record) => {
        const derived = recordValues(fields, record as unknown as Record<string, unknown>) as T['values'];
        return adapt?.toValues ? adapt.toValues(record, derived) : derived;
      },
      toInput: (values) => toInput(values, 'edit'),
      toCreateInput: (values) => toInput(values, 'create'),
    },
  };
}

/** The {@link ResourceTypes} of a description (`TypesOf<typeof positionsResource>`). */
export type TypesOf<R> = R extends ResourceDescription<infer T> ? T : never;
