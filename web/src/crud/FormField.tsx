import { useId } from 'react';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { FieldFrame, describedBy } from './FieldFrame';

/** The typed-text kinds of input a {@link FormField} renders. */
export type TextKind = 'text' | 'textarea' | 'integer' | 'email' | 'password' | 'date';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** Field name (the input's `name`). */
  name: string;
  /** How the value is typed in: one line, several lines, a whole number, an e-mail, a password, or a date (`YYYY-MM-DD`). */
  kind: TextKind;
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
}

const INPUT_TYPES: Partial<Record<TextKind, string>> = { email: 'email', password: 'password', date: 'date' };

/**
 * A labelled PrimeReact text input with its validation message underneath (DESIGN §4 "every form:
 * field validation messages"): the message is tied to the input by aria-describedby and
 * aria-invalid. A date is the browser's date input (its value is `YYYY-MM-DD`).
 */
export function FormField({ label, name, kind, value, error, onChange, onBlur, disabled, autoComplete, autoFocus, hint }: FormFieldProps) {
  const id = useId();
  const common = {
    id,
    name,
    value,
    disabled,
    autoFocus,
    onBlur,
    invalid: error !== null,
    'aria-invalid': error !== null,
    'aria-describedby': describedBy(id, hint, error),
    className: 'w-full',
  };
  return (
    <FieldFrame inputId={id} label={label} hint={hint} error={error}>
      {kind === 'textarea' ? (
        <InputTextarea {...common} rows={3} autoResize onChange={(e) => onChange(e.target.value)} />
      ) : (
        <InputText
          {...common}
          type={INPUT_TYPES[kind] ?? 'text'}
          inputMode={kind === 'integer' ? 'numeric' : undefined}
          autoComplete={autoComplete ?? (kind === 'password' ? 'new-password' : undefined)}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}
