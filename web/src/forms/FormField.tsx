import { useId } from 'react';
import { InputTextarea } from 'primereact/inputtextarea';
import { FieldFrame, describedBy } from './FieldFrame';
import { TextField, type LineKind, type TextFieldProps } from './TextField';

/** The typed-text kinds of input a {@link FormField} renders. */
export type TextKind = LineKind | 'textarea';

/** Props of {@link FormField}: those of a {@link TextField}, whose kinds it adds several lines to. */
export interface FormFieldProps extends Omit<TextFieldProps, 'kind'> {
  /** How the value is typed in: one line, several lines, a whole number, an e-mail, a phone number, a password, or a date (`YYYY-MM-DD`). */
  kind: TextKind;
}

function TextArea({ label, name, value, error, onChange, onBlur, disabled, autoFocus, hint, required }: FormFieldProps) {
  const id = useId();
  return (
    <FieldFrame inputId={id} label={label} hint={hint} error={error} required={required}>
      <InputTextarea
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        onBlur={onBlur}
        invalid={error !== null}
        aria-invalid={error !== null}
        aria-required={required || undefined}
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
