import { useId } from 'react';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { FieldKind } from './resource';
import './formField.css';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** Field name (the input's `name`). */
  name: string;
  /** How the value is typed in; besides the resource kinds, 'email' and 'password' for sign-in. */
  kind: FieldKind | 'email' | 'password';
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
}

/**
 * A labelled PrimeReact input with its validation message underneath (DESIGN §4 "every form: field
 * validation messages"): the message is tied to the input by aria-describedby and aria-invalid.
 */
export function FormField({ label, name, kind, value, error, onChange, onBlur, disabled, autoComplete, autoFocus }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    disabled,
    autoFocus,
    onBlur,
    invalid: error !== null,
    'aria-invalid': error !== null,
    'aria-describedby': error ? errorId : undefined,
    className: 'w-full',
  };
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {kind === 'textarea' ? (
        <InputTextarea {...common} rows={4} autoResize onChange={(e) => onChange(e.target.value)} />
      ) : (
        <InputText
          {...common}
          type={kind === 'email' ? 'email' : kind === 'password' ? 'password' : 'text'}
          inputMode={kind === 'integer' ? 'numeric' : undefined}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error && (
        <small id={errorId} className="p-error form-field-error">
          {error}
        </small>
      )}
    </div>
  );
}
