import { useId } from 'react';
import { FieldFrame, describedBy } from './FieldFrame';

/** The one-line kinds of input a {@link TextField} renders (`datetime`: a local date and time, `YYYY-MM-DDTHH:MM`). */
export type LineKind = 'text' | 'integer' | 'email' | 'tel' | 'password' | 'date' | 'datetime';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** Field name (the input's `name`). */
  name: string;
  /** How the value is typed in: one line, a whole number, an e-mail, a phone number, a password, or a date (`YYYY-MM-DD`). */
  kind: LineKind;
  /** Current text. */
  value: string;
  /** Message to show under the field (marks the input invalid), or null. */
  error: string | null;
  /** Called with the new text on every change. */
  onChange: (value: string) => void;
  /** Called when the input loses focus (to start showing its validation message). */
  onBlur?: () => void;
  /** Disables the input (while saving). */
  disabled?: boolean;
  /** Browser autocomplete hint. */
  autoComplete?: string;
  /** Focus on mount. */
  autoFocus?: boolean;
  /** A line of help under the label. */
  hint?: string;
  /** Must be filled in: the label is marked and the input carries `aria-required`. */
  required?: boolean;
}

const INPUT_TYPES: Partial<Record<LineKind, string>> = { email: 'email', tel: 'tel', password: 'password', date: 'date', datetime: 'datetime-local' };
const AUTOCOMPLETE: Partial<Record<LineKind, string>> = { password: 'new-password', tel: 'tel' };

/**
 * A labelled one-line text input with its validation message underneath (DESIGN §4 "every form:
 * field validation messages"), the message tied to the input by aria-describedby and aria-invalid.
 * A plain `<input>` carrying the classes PrimeReact's InputText gives it (`p-inputtext p-component`,
 * `p-filled`, `p-invalid`, `p-disabled`), so it looks the same without loading PrimeReact's JavaScript:
 * the account pages of a first visit use it directly (README "Performance"). A date is the browser's date input, a
 * phone number a `tel` input (the phone keypad on phones). A required field is marked (FieldFrame).
 */
export function TextField({ label, name, kind, value, error, onChange, onBlur, disabled, autoComplete, autoFocus, hint, required }: TextFieldProps) {
  const id = useId();
  const classes = ['p-inputtext', 'p-component', 'w-full'];
  if (value) classes.push('p-filled');
  if (error !== null) classes.push('p-invalid');
  if (disabled) classes.push('p-disabled');
  return (
    <FieldFrame inputId={id} label={label} hint={hint} error={error} required={required}>
      <input
        id={id}
        name={name}
        className={classes.join(' ')}
        type={INPUT_TYPES[kind] ?? 'text'}
        inputMode={kind === 'integer' ? 'numeric' : undefined}
        autoComplete={autoComplete ?? AUTOCOMPLETE[kind]}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-invalid={error !== null}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
