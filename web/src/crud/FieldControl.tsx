import { CheckboxField } from './CheckboxField';
import { ChoiceField } from './ChoiceField';
import { FormField } from './FormField';
import { ReferenceField } from './ReferenceField';
import type { FieldDescription, ResourceTypes } from './resource';
import type { BoundField } from './useFormState';
import { isRequired, type FieldValue, type FieldValues } from './validation';

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

const asText = (bound: BoundField<FieldValue>): BoundField<string> => ({ ...bound, value: typeof bound.value === 'string' ? bound.value : '' });

/**
 * One field of the generic form, by its kind (see `FieldDescription`): typed text in a
 * {@link FormField}, a flag in a {@link CheckboxField}, fixed options in a {@link ChoiceField}, and
 * records of another resource in a {@link ReferenceField}. A field whose rules include `required` is
 * marked as such (a visible mark and `aria-required`).
 */
export function FieldControl<T extends ResourceTypes>({ field, bound, values, disabled, autoFocus }: FieldControlProps<T>) {
  const required = isRequired(field.rules);
  switch (field.kind) {
    case 'boolean':
      return <CheckboxField label={field.label} bound={{ ...bound, value: bound.value === true }} disabled={disabled} />;
    case 'select':
    case 'multiselect':
    case 'reference':
    case 'references': {
      const multiple = field.kind === 'multiselect' || field.kind === 'references';
      const choice = {
        label: field.label,
        hint: field.hint,
        multiple,
        where: field.where,
        values,
        bound: multiple
          ? { ...bound, value: Array.isArray(bound.value) ? bound.value : [] }
          : { ...bound, value: typeof bound.value === 'string' ? bound.value : '' },
        disabled,
        autoFocus,
        clearable: !required,
        required,
      };
      return 'source' in field ? <ReferenceField {...choice} source={field.source} /> : <ChoiceField {...choice} options={field.options} ready />;
    }
    default:
      return <FormField label={field.label} kind={field.kind} hint={field.hint} disabled={disabled} autoFocus={autoFocus} required={required} {...asText(bound)} />;
  }
}
