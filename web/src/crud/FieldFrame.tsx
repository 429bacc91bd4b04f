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
 * The frame of every form input (DESIGN §4 "every form: field validation messages"): its label,
 * an optional hint, the input, and its validation message underneath (tied to the input by the
 * ids of {@link describedBy}).
 */
export function FieldFrame({ inputId, label, hint, error, children, inline }: FieldFrameProps) {
  const labelElement = <label htmlFor={inputId}>{label}</label>;
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
