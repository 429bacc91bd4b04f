import { useEffect, useMemo, useState } from 'react';
import { ChoicePicker, type ChoicePickerProps } from './ChoicePicker';
import { chosenValues, keepOffered, offeredOptions, type ChoiceFilter, type ChoiceOption } from './choices';
import type { BoundField } from '../forms/useFormState';
import type { FieldValues } from '../forms/validation';

/** Props of {@link ChoiceField}. */
export interface ChoiceFieldProps {
  /** Visible label. */
  label: string;
  /** A line of help under the label. */
  hint?: string;
  /** One value or several. */
  multiple: boolean;
  /** Every option (before `where`). */
  options: readonly ChoiceOption[];
  /** Shows only the options that fit the form's other values. */
  where?: ChoiceFilter;
  /** The form's values, for `where`. */
  values: FieldValues;
  /** The field, bound to the form: one id or value (single), a list of them (multiple). */
  bound: BoundField<string> | BoundField<string[]>;
  /** The options are complete (loaded without error): only then is a choice that no longer fits dropped. */
  ready: boolean;
  /** The options are being loaded. */
  loading?: boolean;
  /** Why the options could not be loaded, shown under the picker; or null. */
  loadError?: string | null;
  /** Disables the picker (while saving). */
  disabled?: boolean;
  /** Focus on mount. */
  autoFocus?: boolean;
  /** Offers a button that empties the choice (not for a required one). */
  clearable?: boolean;
  /** Must be chosen (marked, `aria-required`). */
  required?: boolean;
  /** The options are searched on the server (see `ChoicePicker`). */
  search?: ChoicePickerProps['search'];
}

/**
 * A select or reference field of the generic form: the options that fit the other values (a
 * position of the chosen department, roles other than the active one) in a searchable picker; once
 * the options are complete, a chosen value that no longer fits is dropped, so the form never
 * submits a position of another department. Inactive records are not offered, except those the field
 * started with or holds, shown "(inactive)" (see `offeredOptions`).
 */
export function ChoiceField({
  label,
  hint,
  multiple,
  options,
  where,
  values,
  bound,
  ready,
  loading,
  loadError,
  disabled,
  autoFocus,
  clearable,
  required,
  search,
}: ChoiceFieldProps) {
  const { value } = bound;
  // The values the form started with (the form is made anew for each record it edits).
  const [initial] = useState(() => chosenValues(value));
  const held = useMemo(() => new Set([...initial, ...chosenValues(value)]), [initial, value]);
  const offered = useMemo(() => offeredOptions(options, where, values, held), [options, where, values, held]);
  const onChange = bound.onChange as (value: string | string[]) => void;
  useEffect(() => {
    if (!ready) return;
    const kept = keepOffered(value, offered);
    if (kept !== value) onChange(kept as string | string[]);
    // onChange is a new function on every render; the check depends only on the value and the offer.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [ready, offered, value]);
  return (
    <ChoicePicker
      label={label}
      name={bound.name}
      hint={hint}
      options={offered}
      value={value}
      onChange={onChange}
      onBlur={bound.onBlur}
      error={bound.error ?? loadError ?? null}
      multiple={multiple}
      loading={loading}
      disabled={disabled}
      autoFocus={autoFocus}
      clearable={clearable}
      required={required}
      search={search}
    />
  );
}
