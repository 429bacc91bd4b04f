import { useId } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { FieldFrame, describedBy } from './FieldFrame';
import type { BoundField } from './useFormState';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps {
  /** Visible label after the box, also its accessible name. */
  label: string;
  /** The field, bound to the form. */
  bound: BoundField<boolean>;
  /** Disables the box (while saving). */
  disabled?: boolean;
}

/** A boolean field of the generic form (Active, Files visit reports): a PrimeReact Checkbox with its label after it. */
export function CheckboxField({ label, bound, disabled }: CheckboxFieldProps) {
  const id = useId();
  return (
    <FieldFrame inputId={id} label={label} error={bound.error} inline>
      <Checkbox
        inputId={id}
        name={bound.name}
        checked={bound.value === true}
        onChange={(event) => bound.onChange(event.checked === true)}
        onBlur={bound.onBlur}
        disabled={disabled}
        aria-describedby={describedBy(id, undefined, bound.error)}
      />
    </FieldFrame>
  );
}
