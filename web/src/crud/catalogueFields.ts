import { type FieldContract, referenceIdField } from '../generated/contract/fields';
import { constantCase, resourceContract } from '../generated/contract/resources';
import { calendarDate, emailAddress, maxLength, phoneNumber, required, wholeNumber, type FieldRule } from '../forms/validation';
import type { AnyField, FieldKindName } from './fieldKinds';
import { moneyAmount } from './kinds/money/money';

/** A catalogue field as the web's forms and lists read it: its key (REST name) and contract. */
type Entry = readonly [key: string, field: FieldContract];

/** The catalogue's fields of resource `name` (contract/resource-fields.ts), in order. */
function entriesOf(name: string): Entry[] {
  return Object.entries(resourceContract(name).fields);
}

/** The form value's (and GraphQL input's) name of a catalogue field: a reference's id field (`departmentId`), else its key. */
export function formFieldName(key: string, field: FieldContract): string {
  return field.kind === 'reference' || field.kind === 'references' ? referenceIdField(key, field, resourceContract(field.to ?? '').typeName) : key;
}

/** The form control of a field kind the catalogue names, or undefined when the form cannot derive it (an enum's options, a nested object). */
function kindOf(field: FieldContract): FieldKindName | undefined {
  switch (field.kind) {
    case 'text':
      return field.format === 'email' ? 'email' : field.format === 'phone' ? 'tel' : field.multiline ? 'textarea' : 'text';
    case 'number':
      return 'integer';
    case 'money':
    case 'date':
    case 'boolean':
    case 'reference':
    case 'references':
    case 'dateRange':
      return field.kind;
    default:
      return undefined;
  }
}

/**
 * The client-side rules of a catalogue field, as rest-api enforces them (DESIGN §4 "field validation
 * messages"): `required` first, then the shape of its kind or format (an e-mail address, a phone
 * number, a calendar day, a whole number or an amount within its limits), then its `maxLength`.
 */
export function catalogueRules(field: FieldContract): FieldRule[] {
  const { limits = {} } = field;
  const rules: FieldRule[] = field.required ? [required] : [];
  if (field.format === 'email') rules.push(emailAddress);
  if (field.format === 'phone') rules.push(phoneNumber);
  if (field.kind === 'date') rules.push(calendarDate);
  if (field.kind === 'number') rules.push(wholeNumber(Number(limits.min ?? Number.MIN_SAFE_INTEGER), Number(limits.max ?? Number.MAX_SAFE_INTEGER)));
  if (field.kind === 'money') rules.push(moneyAmount({ min: String(limits.min ?? '0'), ...(limits.max !== undefined ? { max: String(limits.max) } : {}) }));
  if (field.kind === 'text' && limits.maxLength !== undefined) rules.push(maxLength(limits.maxLength));
  return rules;
}

/**
 * What a description changes in the form {@link catalogueFormFields} derives (DESIGN §7: the
 * description says only what the catalogue does not).
 */
export interface FormFieldChanges {
  /**
   * By form field name: `false` leaves the field out; an object is laid over the derived field (a
   * `where` of a picker, an `initial`, a money field's `currency`, a kind with its props: an enum as
   * `{ kind: 'select', options }`) or, for a field the catalogue lacks, is the whole field.
   */
  fields?: Readonly<Record<string, Partial<AnyField> | false>>;
  /** The fields the catalogue lacks (a confirmation, a picker that only narrows another), each before the field named by its `before`, else last. */
  add?: readonly (AnyField & { before?: string })[];
  /** Form field names to put first, in this order (the rest follow in the catalogue's order). */
  order?: readonly string[];
}

/**
 * A catalogue resource's form fields (contract/resource-fields.ts, docs/graphql-grammar.md "The field
 * model"): one per field with a `label` that the server does not set (`readOnly`), in the catalogue's
 * order, with its label and hint; its control from its kind (a text's `format` → e-mail or phone input,
 * `multiline` → a textarea; a number → a whole number; a reference → a picker of the resource it names
 * as `source`); its rules from `required` and `limits` ({@link catalogueRules}); a boolean's `default`
 * true as a new record's value. `changes` adds, replaces, leaves out and reorders fields.
 *
 * @throws when a labelled field's kind has no derived control (an enum, a nested object) and `changes` does not give one.
 */
export function catalogueFormFields(name: string, changes: FormFieldChanges = {}): AnyField[] {
  const derived = entriesOf(name)
    .filter(([, field]) => field.label !== undefined && !field.readOnly)
    .map(([key, field]) => {
      const fieldName = formFieldName(key, field);
      const change = changes.fields?.[fieldName];
      if (change === false) return undefined;
      const kind = kindOf(field);
      if (!kind && !change?.kind) throw new Error(`${name}.${key} (${field.kind}): its form control is not derived; the description gives it (changes.fields.${fieldName}.kind)`);
      return {
        name: fieldName,
        label: field.label ?? key,
        kind,
        ...(field.hint ? { hint: field.hint } : {}),
        ...(field.kind === 'reference' || field.kind === 'references' ? { source: field.to } : {}),
        ...(field.kind === 'boolean' && field.default === true ? { initial: true } : {}),
        rules: catalogueRules(field),
        ...change,
      } as AnyField;
    })
    .filter((field): field is AnyField => field !== undefined);
  const fields = [...derived];
  for (const { before, ...field } of changes.add ?? []) {
    const at = before === undefined ? -1 : fields.findIndex((candidate) => candidate.name === before);
    fields.splice(at === -1 ? fields.length : at, 0, field);
  }
  const order = changes.order ?? [];
  const rank = (field: AnyField) => (order.includes(field.name) ? order.indexOf(field.name) : order.length);
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.index - b.index)
    .map(({ field }) => field);
}

/** A list column a catalogue field derives (see {@link catalogueColumn}). */
export interface CatalogueColumn {
  key: string;
  header: string;
  /** The record's value to show, when not the record's `key` as its kind shows it: a reference's label. */
  cell?: (record: unknown) => string | null | undefined;
  sortField?: string;
}

/**
 * The list column of catalogue field `key` of resource `name`, or undefined when it has none: its
 * label as header; for a reference, the label field of the record it names (`department.name`,
 * `head.employeeName`); sortable when the catalogue sorts by it (the GraphQL sort field `NAME`).
 */
export function catalogueColumn(name: string, key: string): CatalogueColumn | undefined {
  const contract = resourceContract(name);
  const field = contract.fields[key];
  if (!field?.label) return undefined;
  const sortField = key in contract.sort ? { sortField: constantCase(key) } : {};
  if (field.kind !== 'reference') return { key, header: field.label, ...sortField };
  const label = resourceContract(field.to ?? '').labelField ?? 'name';
  const cell = (record: unknown) => {
    const target = (record as Record<string, Record<string, unknown> | null | undefined>)[key];
    const value = target?.[label];
    return typeof value === 'string' ? value : null;
  };
  return { key, header: field.label, cell, ...sortField };
}

/** The default columns of a catalogue resource's list: every labelled field the server does not set, in the catalogue's order (the "Updated" column follows them). */
export function catalogueColumnKeys(name: string): string[] {
  return entriesOf(name)
    .filter(([, field]) => field.label !== undefined && !field.readOnly)
    .map(([key]) => key);
}
