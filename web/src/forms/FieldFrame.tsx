import type { ReactNode } from 'react';
import './formField.css';

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  /** Id of the input the label names. */
  inputId: string;
  /** Visible label. */
  label: string;
  /** A line of help under the label, or nothing. */
  hint?: string;
  /** Message under the input, or null. Its element's id is `<inputId>-error`. */
  error: string | null;
  /** The input. */
  children: ReactNode;
  /** Lays the label after the input (a checkbox). */
  inline?: boolean;
  /** The field must be filled in: its label carries a visible mark (the input says so with `aria-required`). */
  required?: boolean;
}

/** Id of the hint under a field's label, for aria-describedby. */
export const hintIdOf = (inputId: string) => `${inputId}-hint`;
/** Id of the message under a field's input, for aria-describedby. */
export const errorIdOf = (inputId: string) => `${inputId}-error`;

/** The ids describing an input (its hint and its message), for aria-describedby, or undefined. */
export function describedBy(inputId: string, hint: string | undefined, error: string | null): string | undefined {
  const ids = [hint ? hintIdOf(inputId) : null, error ? errorIdOf(inputId) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * The mark after a required field's label: a red asterisk, hidden from screen readers (the input
 * itself says `aria-required`), explained by {@link RequiredNote} at the top of the form.
 */
export function RequiredMark() {
  return (
    <span className="form-field-required" aria-hidden="true">
      *
    </span>
  );
}

/** "* Required" at the top of a form that has required fields, saying what the mark means (for sighted users; hidden from screen readers, which hear `aria-required`). */
export function RequiredNote() {
  return (
    <p className="form-required-note" aria-hidden="true">
      <RequiredMark /> Required
    </p>
  );
}

/**
 * The frame of every form input (DESIGN §4 "every form: field validation messages"): its label
 * (with {@link RequiredMark} when required), an optional hint, the input, and its validation
 * message underneath (tied to the input by the ids of {@link describedBy}).
 */
export function FieldFrame({ inputId, label, hint, error, children, inline, required }: FieldFrameProps) {
  // The mark sits beside the label, not in it: the label (the input's name) stays exactly the field's name.
  const labelElement = required ? (
    <span className="form-field-label">
      <label htmlFor={inputId}>{label}</label>
      <RequiredMark />
    </span>
  ) : (
    <label htmlFor={inputId}>{label}</label>
  );
  return (
    <div className={inline ? 'form-field form-field-inline' : 'form-field'}>
      {inline ? (
        <div className="form-field-check">
          {children}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {hint && (
            <small id={hintIdOf(inputId)} className="form-field-hint">
              {hint}
            </small>
          )}
          {children}
        </>
      )}
      {error && (
        <small id={errorIdOf(inputId)} className="p-error form-field-error">
          {error}
        </small>
      )}
    </div>
  );
}
