import { useId } from 'react';
import { RequiredMark, errorIdOf, hintIdOf } from '../../../forms/FieldFrame';
import type { BoundField } from '../../../forms/useFormState';
import type { DateRangeValue } from '../../../forms/validation';
import './dateRange.css';

/** Props of {@link DateRangeField}. */
export interface DateRangeFieldProps {
  /** The range's name, the group's legend (e.g. "Validity"). */
  label: string;
  /** The field, bound to the form. */
  bound: BoundField<DateRangeValue>;
  /** A line of help under the legend. */
  hint?: string;
  /** Disables both inputs (while saving). */
  disabled?: boolean;
  /** Focus the start date on mount. */
  autoFocus?: boolean;
  /** Must be filled in (a mark on the legend, `aria-required` on both inputs). */
  required?: boolean;
}

/**
 * The input of a date range field (plan §5): a group named by the field's label holding two browser
 * date inputs, "From" and "To" (the plan allows two date inputs instead of a range calendar: each is
 * typed or picked with the keyboard and gets the phone's own date picker), side by side, one under
 * the other on a phone. One message for the range (e.g. the start after the end) is tied to both.
 * The "To" input does not offer days before the start (`min`).
 */
export function DateRangeField({ label, bound, hint, disabled, autoFocus, required }: DateRangeFieldProps) {
  const id = useId();
  const { from, to } = bound.value;
  const error = bound.error;
  const described = [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null].filter(Boolean).join(' ') || undefined;
  const input = (part: 'from' | 'to', partLabel: string) => {
    const inputId = `${id}-${part}`;
    const value = bound.value[part];
    const classes = ['p-inputtext', 'p-component', 'w-full'];
    if (value) classes.push('p-filled');
    if (error !== null) classes.push('p-invalid');
    if (disabled) classes.push('p-disabled');
    return (
      <div className="date-range-part">
        <label htmlFor={inputId}>{partLabel}</label>
        <input
          id={inputId}
          name={`${bound.name}.${part}`}
          type="date"
          className={classes.join(' ')}
          value={value}
          min={part === 'to' && from ? from : undefined}
          disabled={disabled}
          autoFocus={autoFocus && part === 'from'}
          aria-invalid={error !== null}
          aria-required={required || undefined}
          aria-describedby={described}
          onChange={(event) => bound.onChange({ from, to, [part]: event.target.value })}
          onBlur={bound.onBlur}
        />
      </div>
    );
  };
  return (
    <fieldset className="form-field date-range-field" aria-describedby={described}>
      <legend className="date-range-legend">
        {label}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <small id={hintIdOf(id)} className="form-field-hint">
          {hint}
        </small>
      )}
      <div className="date-range-parts">
        {input('from', 'From')}
        {input('to', 'To')}
      </div>
      {error && (
        <small id={errorIdOf(id)} className="p-error form-field-error">
          {error}
        </small>
      )}
    </fieldset>
  );
}
