/**
 * Lists of objects (plan §5, e.g. a customer's contacts: name, position, phone, e-mail; REST an
 * array, GraphQL `[XContact!]!` and an input list): the description of a row, the rule checking every
 * row and the table cell (a count, or a count and the rows' names). The conversions (records → rows
 * of form values → GraphQL input list) are the `objects` entry of FIELD_KINDS (fieldKinds.ts), each
 * sub-field by its own kind.
 */
// A row's sub-fields are fields of any kind, lists of objects among them: AnyField and ObjectItemDescription are
// one recursive type across the two modules (the only type cycle left in web/, counted by rooms/no-cycle).
// eslint-disable-next-line rooms/no-cycle
import type { AnyField } from '../../fieldKinds';
import { validate, type FieldRule, type FieldValue, type RowValues } from '../../../forms/validation';

/** A sub-field of a row: a field description of any kind (converted by its kind, see fieldKinds.ts). */
export type RowFieldDescription = AnyField;

/** What the rows of a list-of-objects field are: their name, their sub-fields, and how they convert. */
export interface ObjectItemDescription {
  /** One row, lower case: "contact" ("Add contact", "Contact 2", "Remove contact 2"). */
  singular: string;
  /** Several rows, lower case: "contacts" (the cell's "2 contacts"). */
  plural: string;
  /** The sub-fields of every row, in order, each with its own rules. */
  fields: readonly RowFieldDescription[];
  /** A record's row (one item of the GraphQL list) as form values, when not each sub-field from the item's same-named field by its kind. */
  toValues?: (item: Readonly<Record<string, unknown>>) => RowValues;
  /** A row's valid values as one item of the GraphQL input list, when not each sub-field by its kind. */
  toInput?: (row: RowValues) => unknown;
  /** A row's name in the list's cell ("2 contacts: Ann Lee, Bo Chen"); without it the cell is the count alone. */
  name?: (item: Readonly<Record<string, unknown>>) => string;
}

/** A row list field's value when nothing is entered: no rows. */
export const emptyRows: readonly RowValues[] = [];

/** Whether a form value is a list of rows (an empty list counts). */
export const isRows = (value: FieldValue | undefined): value is readonly RowValues[] => Array.isArray(value) && value.every((row) => typeof row === 'object' && row !== null);

/** A form value as rows, none when it is something else. */
export const rowsOf = (value: FieldValue | undefined): readonly RowValues[] => (isRows(value) ? value : emptyRows);

/** Every row's messages by sub-field name (a row that passes has none), in row order. */
export function validateRows(item: ObjectItemDescription, rows: readonly RowValues[]): Record<string, string>[] {
  return rows.map((row) => validate(item.fields, row));
}

/** "Contact" from "contact". */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The rule of a list-of-objects field: every row passes its sub-fields' rules; else the first
 * problem, naming its row: "Contact 2: Enter a valid e-mail address." (each sub-field shows its own
 * message too, see ObjectListField). Combine with `required` to ask for at least one row.
 */
export function validRows(item: ObjectItemDescription): FieldRule {
  return (value) => {
    const problems = validateRows(item, rowsOf(value));
    const index = problems.findIndex((messages) => Object.keys(messages).length > 0);
    if (index < 0) return null;
    const first = item.fields.map((field) => problems[index]?.[field.name]).find(Boolean);
    return `${capitalized(item.singular)} ${index + 1}: ${first}`;
  };
}

/**
 * A record's list as a table cell and CSV value: "2 contacts", or with `name` "2 contacts: Ann Lee,
 * Bo Chen" (at most `shown` names, then "…"); '' for none.
 */
export function summarizeRows<TItem>(items: readonly TItem[] | null | undefined, words: { singular: string; plural: string }, name?: (item: TItem) => string, shown = 3): string {
  const count = items?.length ?? 0;
  if (!items || count === 0) return '';
  const counted = `${count} ${count === 1 ? words.singular : words.plural}`;
  if (!name) return counted;
  const names = items.slice(0, shown).map(name).filter(Boolean);
  return names.length > 0 ? `${counted}: ${names.join(', ')}${count > shown ? ', …' : ''}` : counted;
}
