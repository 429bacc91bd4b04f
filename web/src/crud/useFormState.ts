import { useMemo, useState } from 'react';
import { validate, type ValidatedField } from './validation';

/** The state and actions of a validated form, from {@link useFormState}. */
export interface FormState<V extends Record<string, string>> {
  /** Current values. */
  values: V;
  /** Sets one field's value (and clears a server message on it). */
  setValue: (name: keyof V & string, value: string) => void;
  /** Marks a field as visited: its validation message shows from now on. */
  touch: (name: keyof V & string) => void;
  /** The message to show under a field now: a server message, or a rule's once visited or submitted. */
  errorFor: (name: keyof V & string) => string | null;
  /** Call on submit: shows every message; true when the values pass every rule. */
  submitAttempt: () => boolean;
  /** Puts messages from the server on fields (BAD_USER_INPUT, CONFLICT on a field). */
  setServerErrors: (errors: Record<string, string>) => void;
}

/**
 * Form values with client-side validation shown before submit (DESIGN §4): a field's rule message
 * appears once the field has been left (blur) or a submit was tried, and updates as the user types.
 */
export function useFormState<V extends Record<string, string>>(initial: V, fields: readonly ValidatedField[]): FormState<V> {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const ruleErrors = useMemo(() => validate(fields, values), [fields, values]);

  return {
    values,
    setValue: (name, value) => {
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors(({ [name]: _dropped, ...rest }) => rest);
    },
    touch: (name) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
    errorFor: (name) => serverErrors[name] ?? (submitted || touched.has(name) ? ruleErrors[name] : undefined) ?? null,
    submitAttempt: () => {
      setSubmitted(true);
      return Object.keys(ruleErrors).length === 0;
    },
    setServerErrors,
  };
}
