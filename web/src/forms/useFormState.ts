import { useMemo, useState } from 'react';
import { validate, type FieldValue, type ValidatedField } from './validation';

/** The state and actions of a validated form, from {@link useFormState}. */
export interface FormState<V extends Record<string, FieldValue>> {
  /** Current values. */
  values: V;
  /** Sets one field's value (and clears a server message on it). */
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Marks a field as left: once it has been edited, its validation message shows from now on. */
  touch: (name: keyof V & string) => void;
  /** The message to show under a field now: a server message, or a rule's once visited or submitted. */
  errorFor: (name: keyof V & string) => string | null;
  /** Call on submit: shows every message; true when the values pass every rule. */
  submitAttempt: () => boolean;
  /** Puts messages from the server on fields (BAD_USER_INPUT, CONFLICT on a field). */
  setServerErrors: (errors: Record<string, string>) => void;
  /** The props tying an input to field `name`: its name, value, message, onChange and onBlur. */
  field: <K extends keyof V & string>(name: K) => BoundField<V[K]>;
}

/** What {@link FormState.field} gives an input (`FormField` for text, pickers and checkboxes for the rest). */
export interface BoundField<TValue extends FieldValue = string> {
  /** The field's name. */
  name: string;
  /** Its current value. */
  value: TValue;
  /** The message to show under it now, or null. */
  error: string | null;
  /** Sets its value. */
  onChange: (value: TValue) => void;
  /** Marks it as left. */
  onBlur: () => void;
}

/**
 * Form values with client-side validation shown before submit (DESIGN §4): a field's rule message
 * appears once the field has been edited and left (blur) or a submit was tried, and updates as the
 * user types. (Leaving an untouched field says nothing, so focus passing through, e.g. on the way to
 * a link, does not shift the page.)
 * `fields` may be a function of the current values, for rules that compare fields (a confirmation).
 */
export function useFormState<V extends Record<string, FieldValue>>(initial: V, fields: readonly ValidatedField[] | ((values: V) => readonly ValidatedField[])): FormState<V> {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const ruleErrors = useMemo(() => validate(typeof fields === 'function' ? fields(values) : fields, values), [fields, values]);

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };
  const touch = (name: keyof V & string) => {
    if (edited.has(name)) setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  };
  const errorFor = (name: keyof V & string) => serverErrors[name] ?? (submitted || touched.has(name) ? ruleErrors[name] : undefined) ?? null;

  return {
    values,
    setValue,
    touch,
    errorFor,
    submitAttempt: () => {
      setSubmitted(true);
      return Object.keys(ruleErrors).length === 0;
    },
    setServerErrors,
    field: <K extends keyof V & string>(name: K): BoundField<V[K]> => ({
      name,
      value: values[name] ?? ('' as V[K]),
      error: errorFor(name),
      onChange: (value: V[K]) => setValue(name, value),
      onBlur: () => touch(name),
    }),
  };
}
