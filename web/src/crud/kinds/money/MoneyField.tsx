import { useId } from 'react';
import { FieldFrame, describedBy } from '../../../forms/FieldFrame';
import type { BoundField } from '../../../forms/useFormState';
import { readMoney } from './money';
import './money.css';

/** Props of {@link MoneyField}. */
export interface MoneyFieldProps {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** The field, bound to the form (its value is the text as typed). */
  bound: BoundField<string>;
  /** The ISO 4217 code shown after the input (and read out with it), e.g. "EUR"; none for a bare amount. */
  currency?: string;
  /** A line of help under the label. */
  hint?: string;
  /** Disables the input (while saving). */
  disabled?: boolean;
  /** Focus on mount. */
  autoFocus?: boolean;
  /** Must be filled in (a mark on the label, `aria-required` on the input). */
  required?: boolean;
}

/**
 * The input of a decimal money field (plan §5): a one-line text input with `inputMode="decimal"`
 * (the phone's number pad with a decimal key) and the currency code after it, which the input's
 * description names too. What is typed stays text (never a float, see money.ts); when the input is
 * left holding a readable amount it is written the canonical way ("1,234.5" → "1234.50"). Full width,
 * so it fits a phone; the code stays beside the input.
 */
export function MoneyField({ label, bound, currency, hint, disabled, autoFocus, required }: MoneyFieldProps) {
  const id = useId();
  const currencyId = `${id}-currency`;
  const error = bound.error;
  const classes = ['p-inputtext', 'p-component', 'w-full', 'money-field-input'];
  if (bound.value) classes.push('p-filled');
  if (error !== null) classes.push('p-invalid');
  if (disabled) classes.push('p-disabled');
  const described = [describedBy(id, hint, error), currency ? currencyId : undefined].filter(Boolean).join(' ') || undefined;
  const leave = () => {
    const reading = readMoney(bound.value);
    if (bound.value.trim() !== '' && reading.ok && reading.amount !== bound.value) bound.onChange(reading.amount);
    bound.onBlur();
  };
  return (
    <FieldFrame inputId={id} label={label} hint={hint} error={error} required={required}>
      <div className="p-inputgroup money-field">
        <input
          id={id}
          name={bound.name}
          className={classes.join(' ')}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={bound.value}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={error !== null}
          aria-required={required || undefined}
          aria-describedby={described}
          onChange={(event) => bound.onChange(event.target.value)}
          onBlur={leave}
        />
        {currency && (
          <span id={currencyId} className="p-inputgroup-addon" title={`Amount in ${currency}`}>
            {currency}
          </span>
        )}
      </div>
    </FieldFrame>
  );
}
