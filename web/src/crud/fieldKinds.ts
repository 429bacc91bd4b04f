import { formatDate } from '../format/dates';
import type { ChoiceFilter, ChoiceOption, ChoiceSourceRef } from './choices';
import { asText, optionalInteger, optionalText, trimmed, yesNo } from './formConversions';
import { dateRangeToInput, dateRangeToValue, emptyDateRange, formatDateRange, type DateRange } from './kinds/dateRange/dateRange';
import { fixedCurrency, formatMoney, moneyToInput, moneyToValue, type CurrencySource } from './kinds/money/money';
// The list-of-objects kind's rows hold fields of any kind (the recursive type of kinds/objectList/objectList.ts).
// eslint-disable-next-line rooms/no-cycle
import { rowsOf, summarizeRows, type ObjectItemDescription } from './kinds/objectList/objectList';
import { isRequired, type FieldRule, type FieldValue } from '../forms/validation';

/**
 * The field kinds of the generic form (DESIGN §4), in ONE table: for each kind, a new record's value,
 * how a record's value becomes the form's, how the form's (valid) value becomes the GraphQL input's,
 * and how a record's value shows in a table cell (and the CSV). The control that edits a kind is in
 * `FIELD_CONTROLS` (FieldControl.tsx), which the compiler keeps complete over {@link FieldKindName}:
 * it stays apart only so that the list screen does not load the form's controls.
 *
 * A new kind (money, object list, date range…) adds: an entry here, its extra description props in
 * {@link FieldKindProps}, and its control in `FIELD_CONTROLS`.
 */
export interface FieldKind {
  /** The value of a new record, unless the field gives `initial`. */
  empty: FieldValue;
  /** A record's value (of the same-named field) as the form's value; `field` is the field's description (its kind's props). */
  toValue: (value: unknown, field: KindField) => FieldValue;
  /** A valid form value as the GraphQL input's; `required` when the field's rules include `required`. */
  toInput: (value: FieldValue, required: boolean, field: KindField) => unknown;
  /** A record's value as table cell text (also its CSV value). */
  cell: (value: unknown, field: KindField) => string | number | null | undefined;
}

/** A field's description as its kind's functions get it: what every field has, and the props of its kind (read with {@link propsOf}). */
export type KindField = FieldBase & { kind: string };

/** The props of a field of kind `K` (the functions of FIELD_KINDS[K] are only given fields of kind `K`). */
const propsOf = <K extends keyof FieldKindProps>(field: KindField, _kind: K): FieldKindProps[K] => field as unknown as FieldKindProps[K];

const text = (value: FieldValue): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const plain = (value: unknown): string | number | null | undefined =>
  typeof value === 'string' || typeof value === 'number'
    ? value
    : value === null || value === undefined
      ? value
      : typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);

/** Typed text: '' when new, null shows as '', trimmed on the way out, blank optional text is null. */
const typedText: FieldKind = {
  empty: '',
  toValue: (value) => asText(value as string | number | null | undefined),
  toInput: (value, required) => (required ? trimmed(text(value)) : optionalText(text(value))),
  cell: plain,
};

/** One id or option value ('' for none), sent as is or null. */
const single: FieldKind = { ...typedText, toInput: (value) => optionalText(text(value)) };

/** Several ids or option values, sent as a list. */
const several: FieldKind = { empty: [], toValue: list, toInput: (value) => list(value), cell: (value) => list(value).join(', ') };

/** The field kinds, by name (see {@link FieldKind}). */
export const FIELD_KINDS = {
  text: typedText,
  textarea: typedText,
  email: typedText,
  /** A phone number. */
  tel: typedText,
  /** Sent exactly as typed (never trimmed). */
  password: { ...typedText, toInput: (value) => text(value) },
  /** `YYYY-MM-DD`; shown in the user's locale. */
  date: { ...typedText, toInput: (value) => optionalText(text(value)), cell: (value) => formatDate(value) },
  /** A whole number typed as text. */
  integer: { ...typedText, toInput: (value) => optionalInteger(text(value)) },
  /** A checkbox; "Yes"/"No" in a cell. */
  boolean: { empty: false, toValue: (value) => value === true, toInput: (value) => value === true, cell: (value) => yesNo(value === true) },
  /** One of fixed `options`. */
  select: single,
  /** Several of fixed `options`. */
  multiselect: several,
  /** One record of another resource, by id, picked from its choices. */
  reference: single,
  /** Several records of another resource, by id. */
  references: several,
  /**
   * A decimal amount (plan §5; GraphQL `Decimal`, a string): typed as text, read exactly and sent in its
   * canonical form ("1,234.5" → "1234.50"), shown in the locale with the field's `currency`; rule
   * `moneyAmount` (crud/kinds/money).
   */
  money: {
    empty: '',
    toValue: (value) => moneyToValue(value as string | null),
    toInput: (value) => moneyToInput(text(value)),
    cell: (value, field) => formatMoney(value as string | null, fixedCurrency(propsOf(field, 'money').currency)),
  },
  /**
   * From one day to another (plan §5; GraphQL `DateRange`/`DateRangeInput`): `{ from, to }`, null when
   * both are blank; "1 Jan 2026 – 5 Jan 2026" in a cell; rules `dateRangeRule`, `requiredRange` (crud/kinds/dateRange).
   */
  dateRange: {
    empty: emptyDateRange,
    toValue: (value) => dateRangeToValue(value as DateRange | null),
    toInput: (value) => dateRangeToInput(value),
    cell: (value) => formatDateRange(value as DateRange | null),
  },
  /**
   * A list of objects edited inline (plan §5, e.g. contacts; GraphQL `[XContact!]!` and an input list):
   * each row the sub-fields of `item`, converted by their own kinds (or `item.toValues`/`item.toInput`);
   * a cell says "2 contacts" (with `item.name`: "2 contacts: Ann Lee, Bo Chen"); rule `validRows(item)` (crud/kinds/objectList).
   */
  objects: {
    empty: [],
    toValue: (value, field): FieldValue => {
      const { item } = propsOf(field, 'objects');
      const records = (Array.isArray(value) ? value : []) as Readonly<Record<string, unknown>>[];
      return records.map((record) => (item.toValues ? item.toValues(record) : recordValues(item.fields, record)));
    },
    toInput: (value, _required, field): unknown => {
      const { item } = propsOf(field, 'objects');
      return rowsOf(value).map((row) => (item.toInput ? item.toInput(row) : inputValues(item.fields, row, 'edit')));
    },
    cell: (value, field): string => {
      const { item } = propsOf(field, 'objects');
      return summarizeRows(Array.isArray(value) ? (value as Readonly<Record<string, unknown>>[]) : [], item, item.name);
    },
  },
} satisfies Record<string, FieldKind>;

/** The name of a field kind (a key of {@link FIELD_KINDS}). */
export type FieldKindName = keyof typeof FIELD_KINDS;

/** Choices among fixed options (`where` keeps those fitting the other values; one that stops fitting is dropped). */
interface OptionsProps {
  options: readonly ChoiceOption[];
  where?: ChoiceFilter;
}

/** Choices among another resource's records: `source` names it ('departments') or is a source itself. */
interface SourceProps {
  source: ChoiceSourceRef;
  where?: ChoiceFilter;
}

/**
 * A money field: the ISO 4217 code shown beside the amount and in its cells (none: a bare amount), or
 * where the form reads it (a {@link CurrencySource}, e.g. GVR settings' currency: beside the input only).
 */
interface MoneyProps {
  currency?: string | CurrencySource;
}

/** A list-of-objects field: what its rows are (their name and sub-fields). */
interface ObjectsProps {
  item: ObjectItemDescription;
}

/** What a field of each kind says beyond {@link FieldBase} (nothing for typed text). */
export interface FieldKindProps {
  text: object;
  textarea: object;
  email: object;
  tel: object;
  password: object;
  date: object;
  integer: object;
  boolean: object;
  select: OptionsProps;
  multiselect: OptionsProps;
  reference: SourceProps;
  references: SourceProps;
  money: MoneyProps;
  dateRange: object;
  objects: ObjectsProps;
}

/** Whether a form creates a record or edits one. */
export type FormMode = 'create' | 'edit';

/** What every form field has: its value's name, its label, its rules in order, and where it shows. */
export interface FieldBase<TName extends string = string> {
  /** The form value's name, also the record's field and the GraphQL input's field of the same name. */
  name: TName;
  label: string;
  rules: readonly FieldRule[];
  /** A line of help under the label (e.g. the password rule). */
  hint?: string;
  /** Only when creating, or only when editing (e.g. a first password); always when absent. */
  only?: FormMode;
  /** A new record's value, when not the kind's `empty` (e.g. Active on: `true`). */
  initial?: FieldValue;
  /** False for a field that is not sent (a confirmation): it only takes part in validation. */
  sent?: false;
}

/** A form field of kind `K`. */
export type FieldOfKind<K extends FieldKindName, TName extends string = string> = FieldBase<TName> & { kind: K } & FieldKindProps[K];

/** A form field of any kind (see {@link FIELD_KINDS}). */
export type AnyField<TName extends string = string> = { [K in FieldKindName]: FieldOfKind<K, TName> }[FieldKindName];

/** The fields shown (and sent) in `mode`. */
export function fieldsInMode<F extends { only?: FormMode }>(fields: readonly F[], mode: FormMode): F[] {
  return fields.filter((field) => field.only === undefined || field.only === mode);
}

/** A new record's form values: each field's `initial`, else its kind's `empty`. */
export function emptyValues(fields: readonly AnyField[]): Record<string, FieldValue> {
  return Object.fromEntries(fields.map((field) => [field.name, field.initial ?? FIELD_KINDS[field.kind].empty]));
}

/** A record as form values: each field from the record's same-named field, by its kind; fields the record lacks are empty. */
export function recordValues(fields: readonly AnyField[], record: Readonly<Record<string, unknown>>): Record<string, FieldValue> {
  return Object.fromEntries(
    fields.map((field) => [field.name, field.name in record ? FIELD_KINDS[field.kind].toValue(record[field.name], field) : (field.initial ?? FIELD_KINDS[field.kind].empty)]),
  );
}

/**
 * Valid form values as a GraphQL input: every field shown in `mode` and sent, by its kind (typed
 * text trimmed, blank optional text null, numbers parsed, lists as lists).
 */
export function inputValues(fields: readonly AnyField[], values: Readonly<Record<string, FieldValue>>, mode: FormMode): Record<string, unknown> {
  return Object.fromEntries(
    fieldsInMode(fields, mode)
      .filter((field) => field.sent !== false)
      .map((field) => [field.name, FIELD_KINDS[field.kind].toInput(values[field.name] ?? FIELD_KINDS[field.kind].empty, isRequired(field.rules), field)]),
  );
}

/**
 * The part of `input` that differs from `before` (DESIGN §3 partial updates: an update sends only
 * the changed fields), comparing values as JSON (lists in order: an employee's roles start with the
 * active one).
 */
export function changedInput(before: Readonly<Record<string, unknown>>, input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([name, value]) => JSON.stringify(before[name] ?? null) !== JSON.stringify(value ?? null)));
}
