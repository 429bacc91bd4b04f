import type { TypedDocumentNode } from '@apollo/client';
import type { FieldValue, FieldValues } from '../forms/validation';

/** One choice of a select or reference picker: the value kept in the form, the text shown. */
export interface ChoiceOption {
  /** The value (an enum value, or a record's id). */
  value: string;
  /** What the user reads and searches. */
  label: string;
  /** The id of the record this one belongs to, for pickers that depend on another (a position's department). */
  parent?: string | null;
  /**
   * The record is inactive (a salesperson code or an employee no longer in use): not offered for a
   * new choice, but still shown, marked "(inactive)", where a form already holds it (see {@link offeredOptions}).
   */
  inactive?: boolean;
}

/** Whether an option fits the form's other values (e.g. a position of the chosen department). */
export type ChoiceFilter = (option: ChoiceOption, values: FieldValues) => boolean;

/**
 * Where a reference picker's records come from (DESIGN §3 "for pickers"): a query without variables
 * (a resource's `allX`) and how to turn its answer into options; `plural` names them in messages
 * ("Could not load departments."). Build one with {@link referenceSource}.
 */
export interface ReferenceSource {
  document: TypedDocumentNode<unknown, Record<string, never>>;
  options: (data: unknown) => ChoiceOption[];
  plural: string;
  /** Never set here: a source searched on the server is a {@link SearchedSource}. */
  search?: undefined;
}

/** How many records a picker searching on the server shows at a time (DESIGN §3 "for pickers"). */
export const SEARCH_PAGE_SIZE = 20;

/**
 * Where the records of a large resource come from (customers, employees: hundreds of thousands):
 * never downloaded whole, they are searched on the server as the user types, a small page at a time,
 * with the resource's paged list query (`search`, `page` 1, `pageSize` {@link SEARCH_PAGE_SIZE} and
 * `variables`, e.g. `active: true` so inactive records are not offered); a value the form holds that
 * the page does not show gets its label from the get query (one request per such value). Build one
 * with `catalogueSearchedChoices` (crud/operations.ts).
 */
export interface SearchedSource {
  search: {
    /** The paged list query (`employees(page, pageSize, search, …)`). */
    list: TypedDocumentNode<unknown, Record<string, unknown>>;
    /** Fixed variables of the list query: `{ active: true }`. */
    variables: Readonly<Record<string, unknown>>;
    /** The records of the list query's answer, as options, and how many there are in all. */
    found: (data: unknown) => { options: ChoiceOption[]; total: number };
    /** The get query (`employee(id)`). */
    get: TypedDocumentNode<unknown, { id: string }>;
    /** The option of the get query's answer, or null when there is no such record. */
    record: (data: unknown) => ChoiceOption | null;
  };
  plural: string;
}

/**
 * Where a reference picker's records come from: the whole list ({@link ReferenceSource}) or a
 * search on the server ({@link SearchedSource}).
 */
export type ChoiceSource = ReferenceSource | SearchedSource;

/**
 * Where a reference field's choices come from: the name of a resource whose choices the app
 * registers (`'departments'`, see {@link ChoiceSources}), or a {@link ChoiceSource} itself.
 */
export type ChoiceSourceRef = string | ChoiceSource;

/** The choice sources of the app's resources, by resource name (provided by the app, see `ChoiceSourcesProvider`). */
export type ChoiceSources = Readonly<Record<string, ChoiceSource>>;

/**
 * A {@link ReferenceSource} from a typed `allX` query: `items` reads the records from its answer,
 * `option` turns each into a choice.
 */
export function referenceSource<TData, TItem>(
  document: TypedDocumentNode<TData, Record<string, never>>,
  items: (data: TData) => readonly TItem[],
  option: (item: TItem) => ChoiceOption,
  plural: string,
): ReferenceSource {
  return {
    document: document,
    options: (data) => items(data as TData).map(option),
    plural,
  };
}

/** The options that fit the form's values (all of them without a filter). */
export function fittingOptions(options: readonly ChoiceOption[], where: ChoiceFilter | undefined, values: FieldValues): ChoiceOption[] {
  return where ? options.filter((option) => where(option, values)) : [...options];
}

/** What a picker adds to the label of an inactive record it still shows. */
export const INACTIVE_MARK = ' (inactive)';

/**
 * The options a picker offers: those that fit the form's values (`where`, see {@link fittingOptions}),
 * without inactive records except those in `held` (the values the field started with or holds now),
 * which are labelled "<label> (inactive)". So a new choice is never an inactive record, while a record
 * made inactive after it was chosen still shows, and stays chosen, in the forms that hold it.
 */
export function offeredOptions(options: readonly ChoiceOption[], where: ChoiceFilter | undefined, values: FieldValues, held: ReadonlySet<string>): ChoiceOption[] {
  return fittingOptions(options, where, values)
    .filter((option) => !option.inactive || held.has(option.value))
    .map((option) => (option.inactive ? { ...option, label: `${option.label}${INACTIVE_MARK}` } : option));
}

/** A choice field's value as a list of the chosen values ('' is none). */
export function chosenValues(value: FieldValue): string[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * A choice field's value with the choices that are no longer offered dropped: a single value
 * becomes '' when it is not among `offered`, a list keeps only the offered ones. Answers the same
 * value (===) when nothing is dropped, so callers can tell "unchanged".
 */
export function keepOffered(value: FieldValue, offered: readonly ChoiceOption[]): FieldValue {
  const known = new Set(offered.map((option) => option.value));
  if (Array.isArray(value)) {
    const kept = value.filter((item) => known.has(item));
    return kept.length === value.length ? value : kept;
  }
  if (typeof value === 'string' && value !== '' && !known.has(value)) return '';
  return value;
}

/**
 * A dependent picker's filter (DESIGN §2 "position, filtered to the chosen department"): options
 * whose `parent` is the id held by field `parentField`; every option while that field is empty.
 */
export function belongsTo(parentField: string): ChoiceFilter {
  return (option, values) => {
    const parent = values[parentField];
    return typeof parent !== 'string' || parent === '' || option.parent === parent;
  };
}
