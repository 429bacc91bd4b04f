import type { ReactElement } from 'react';
import { useQuery } from '@apollo/client/react';
import { CheckboxField } from '../forms/CheckboxField';
import { ChoiceField } from './ChoiceField';
import { useChoiceSource } from './choiceSources';
import type { FieldKindName, FieldOfKind } from './fieldKinds';
import { FormField } from '../forms/FormField';
import { DateRangeField } from './kinds/dateRange/DateRangeField';
import { rangeOf } from './kinds/dateRange/dateRange';
import { MoneyField } from './kinds/money/MoneyField';
import type { CurrencySource } from './kinds/money/money';
import { ObjectListField } from './kinds/objectList/ObjectListField';
import { rowsOf } from './kinds/objectList/objectList';
import { ReferenceField } from './ReferenceField';
import type { FieldDescription, ResourceTypes } from './resource';
import type { BoundField } from '../forms/useFormState';
import { isRequired, type FieldValue, type FieldValues } from '../forms/validation';

/** Props of {@link FieldControl}. */
export interface FieldControlProps<T extends ResourceTypes> {
  /** The field's description (kind, label, options...). */
  field: FieldDescription<T>;
  /** The field, bound to the form. */
  bound: BoundField<FieldValue>;
  /** All the form's values (for pickers that depend on other fields). */
  values: FieldValues;
  /** Disables the input (while saving). */
  disabled: boolean;
  /** Focus on mount. */
  autoFocus?: boolean;
}

/** What the control of a field of kind `K` gets: the field, bound to the form, the form's values, and its state. */
export interface KindControlProps<K extends FieldKindName> {
  field: FieldOfKind<K>;
  bound: BoundField<FieldValue>;
  values: FieldValues;
  disabled: boolean;
  autoFocus?: boolean;
  /** The field's rules include `required`. */
  required: boolean;
}

/** The control editing a field of kind `K`. */
export type KindControl<K extends FieldKindName> = (props: KindControlProps<K>) => ReactElement;

const asText = (bound: BoundField<FieldValue>): BoundField<string> => ({ ...bound, value: typeof bound.value === 'string' ? bound.value : '' });
const asList = (bound: BoundField<FieldValue>): BoundField<string[]> => ({ ...bound, value: Array.isArray(bound.value) ? bound.value : [] });

/** Typed text in a {@link FormField} (its `kind` picks the input type). */
function TypedText({ field, bound, disabled, autoFocus, required }: KindControlProps<'text' | 'textarea' | 'email' | 'tel' | 'password' | 'date' | 'integer'>) {
  return <FormField label={field.label} kind={field.kind} hint={field.hint} disabled={disabled} autoFocus={autoFocus} required={required} {...asText(bound)} />;
}

/** What a {@link ChoiceField} and a {@link ReferenceField} take alike from a field of one or several choices. */
function choiceProps({ field, bound, values, disabled, autoFocus, required }: KindControlProps<'select' | 'multiselect' | 'reference' | 'references'>, multiple: boolean) {
  return {
    label: field.label,
    hint: field.hint,
    multiple,
    where: field.where,
    values,
    bound: multiple ? asList(bound) : asText(bound),
    disabled,
    autoFocus,
    clearable: !required,
    required,
  };
}

/** Fixed options in a {@link ChoiceField}, one or several. */
function Options(props: KindControlProps<'select' | 'multiselect'>) {
  return <ChoiceField {...choiceProps(props, props.field.kind === 'multiselect')} options={props.field.options} ready />;
}

/** Records of another resource (its source looked up by name) in a {@link ReferenceField}, one or several. */
function References(props: KindControlProps<'reference' | 'references'>) {
  const source = useChoiceSource(props.field.source);
  return <ReferenceField {...choiceProps(props, props.field.kind === 'references')} source={source} />;
}

/** A money field whose currency code its {@link CurrencySource} reads (from the cache when it holds it); no code while unknown. */
function MoneyFieldReadingCurrency({ field, currency, bound, disabled, autoFocus, required }: Omit<KindControlProps<'money'>, 'values'> & { currency: CurrencySource }) {
  const { data } = useQuery(currency.document, { fetchPolicy: 'cache-first' });
  const code = (data !== undefined && currency.read(data)) || undefined;
  return <MoneyField label={field.label} currency={code} hint={field.hint} disabled={disabled} autoFocus={autoFocus} required={required} bound={asText(bound)} />;
}

/**
 * The control of each field kind (the "control" column of fieldKinds.ts' table, kept here so the list
 * screen does not load the form's controls; the type makes it name every kind of `FIELD_KINDS`).
 */
export const FIELD_CONTROLS: { [K in FieldKindName]: KindControl<K> } = {
  text: TypedText,
  textarea: TypedText,
  email: TypedText,
  tel: TypedText,
  password: TypedText,
  date: TypedText,
  integer: TypedText,
  boolean: ({ field, bound, disabled }) => <CheckboxField label={field.label} bound={{ ...bound, value: bound.value === true }} disabled={disabled} />,
  select: Options,
  multiselect: Options,
  reference: References,
  references: References,
  money: ({ field, bound, disabled, autoFocus, required }) =>
    typeof field.currency === 'object' ? (
      <MoneyFieldReadingCurrency field={field} currency={field.currency} bound={bound} disabled={disabled} autoFocus={autoFocus} required={required} />
    ) : (
      <MoneyField label={field.label} currency={field.currency} hint={field.hint} disabled={disabled} autoFocus={autoFocus} required={required} bound={asText(bound)} />
    ),
  dateRange: ({ field, bound, disabled, autoFocus, required }) => (
    <DateRangeField label={field.label} hint={field.hint} disabled={disabled} autoFocus={autoFocus} required={required} bound={{ ...bound, value: rangeOf(bound.value) }} />
  ),
  objects: ({ field, bound, disabled, required }) => (
    <ObjectListField
      label={field.label}
      hint={field.hint}
      item={field.item}
      disabled={disabled}
      required={required}
      bound={{ ...bound, value: rowsOf(bound.value) }}
      renderField={(row) => <FieldControl {...row} />}
    />
  ),
};

/**
 * One field of the generic form, by its kind (see `FIELD_KINDS`, `FIELD_CONTROLS`): typed text in a
 * {@link FormField}, a flag in a {@link CheckboxField}, fixed options in a {@link ChoiceField},
 * records of another resource in a {@link ReferenceField}, an amount in a {@link MoneyField}, a range
 * of days in a {@link DateRangeField}, rows of sub-fields in an {@link ObjectListField} (plan §5). A
 * field whose rules include `required` is marked as such (a visible mark and `aria-required`).
 */
export function FieldControl<T extends ResourceTypes>({ field, ...props }: FieldControlProps<T>) {
  const Control = FIELD_CONTROLS[field.kind] as KindControl<FieldKindName>;
  return <Control field={field} required={isRequired(field.rules)} {...props} />;
}
