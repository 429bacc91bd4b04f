import { useId } from 'react';
import { InputTextarea } from 'primereact/inputtextarea';
import { FieldFrame, describedBy } from './FieldFrame';
import { TextField, type LineKind } from './TextField';

/** The typed-text kinds of input a {@link FormField} renders. */
export type TextKind = LineKind | 'textarea';

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

function TextArea({ label, name, value, error, onChange, onBlur, disabled, autoFocus, hint }: FormFieldProps) {
  const id = useId();
  return (
    <FieldFrame inputId={id} label={label} hint={hint} error={error}>
      <InputTextarea
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        onBlur={onBlur}
        invalid={error !== null}
        aria-invalid={error !== null}
        aria-describedby={describedBy(id, hint, error)}
        className="w-full"
        rows={3}
        autoResize
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  );
}

/**
 * A labelled text input with its validation message underneath (DESIGN §4 "every form: field
 * validation messages"): the message is tied to the input by aria-describedby and aria-invalid.
 * Several lines are PrimeReact's auto-resizing InputTextarea; one line is a {@link TextField}
 * (PrimeReact's InputText look). A date is the browser's date input (its value is `YYYY-MM-DD`).
 */
export function FormField(props: FormFieldProps) {
  const { kind } = props;
  return kind === 'textarea' ? <TextArea {...props} /> : <TextField {...props} kind={kind} />;
}
