import type { TypedDocumentNode } from '@apollo/client';
import type { FieldValue, FieldValues } from './validation';

/** One choice of a select or reference picker: the value kept in the form, the text shown. */
export interface ChoiceOption {
  /** The value (an enum value, or a record's id). */
  value: string;
  /** What the user reads and searches. */
  label: string;
  /** The id of the record this one belongs to, for pickers that depend on another (a position's department). */
  parent?: string | null;
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
}

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
    document: document as TypedDocumentNode<unknown, Record<string, never>>,
    options: (data) => items(data as TData).map(option),
    plural,
  };
}

/** The options that fit the form's values (all of them without a filter). */
export function fittingOptions(options: readonly ChoiceOption[], where: ChoiceFilter | undefined, values: FieldValues): ChoiceOption[] {
  return where ? options.filter((option) => where(option, values)) : [...options];
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
