import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Plus, Trash2 } from 'lucide-react';
import { RequiredMark, errorIdOf, hintIdOf } from '../../../forms/FieldFrame';
import { focusFirstField } from '../../../forms/focusFields';
import type { BoundField } from '../../../forms/useFormState';
import type { FieldValue, RowValues } from '../../../forms/validation';
import { emptyValues } from '../../fieldKinds';
import { capitalized, validRows, validateRows, type ObjectItemDescription, type RowFieldDescription } from './objectList';
import './objectList.css';

/** What {@link ObjectListFieldProps.renderField} gets for one sub-field of one row. */
export interface RowFieldProps {
  /** The sub-field's description. */
  field: RowFieldDescription;
  /** The sub-field of this row, bound to the list (its name `<list>.<row>.<name>`). */
  bound: BoundField<FieldValue>;
  /** The row's values (for pickers that depend on the row's other fields). */
  values: RowValues;
  disabled: boolean;
}

/** Props of {@link ObjectListField}. */
export interface ObjectListFieldProps {
  /** The list's name, the group's legend (e.g. "Contacts"). */
  label: string;
  /** The field, bound to the form (its value is the rows). */
  bound: BoundField<readonly RowValues[]>;
  /** The rows' name and sub-fields. */
  item: ObjectItemDescription;
  /** Renders one sub-field (the form's own FieldControl, passed in to keep modules free of cycles). */
  renderField: (props: RowFieldProps) => ReactNode;
  /** A line of help under the legend. */
  hint?: string;
  /** Disables every row's fields and the buttons (while saving). */
  disabled?: boolean;
  /** At least one row is needed (a mark on the legend). */
  required?: boolean;
}

/**
 * The inline rows editor of a list-of-objects field (plan §5, e.g. a customer's contacts): a group
 * named by the field's label; each row a group "Contact 1", "Contact 2"… holding its sub-fields (each
 * with its own label and validation message, shown once that sub-field was edited and left, or once
 * the form was submitted) and a "Remove contact 1" button; under them "Add contact". Adding puts the
 * focus in the new row's first field; removing puts it in the next row (else the previous one, else
 * on "Add contact"). Rows lay their sub-fields out in columns that wrap, one under the other on a phone.
 */
export function ObjectListField({ label, bound, item, renderField, hint, disabled = false, required }: ObjectListFieldProps) {
  const id = useId();
  const rows = bound.value;
  const rowsRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  // Sub-fields edited then left, as "<row>.<name>": their messages show before a submit.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const problems = validateRows(item, rows);
  // The whole list shows its messages once the form does (a submit, or the list's own message).
  const showAll = bound.error !== null;
  const Singular = capitalized(item.singular);

  useEffect(() => {
    if (focusRow === null) return;
    const row = rowsRef.current?.children[focusRow] as HTMLElement | undefined;
    if (row) focusFirstField(row);
    else addRef.current?.querySelector('button')?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const setRow = (index: number, name: string, value: FieldValue) => {
    bound.onChange(rows.map((row, i) => (i === index ? { ...row, [name]: value } : row)));
    setEdited((current) => new Set(current).add(`${index}.${name}`));
  };
  /** Re-keys the per-cell marks after row `removed` is gone. */
  const shift = (marks: ReadonlySet<string>, removed: number) =>
    new Set(
      [...marks].flatMap((mark) => {
        const [row, name] = mark.split(/\.(.*)/s) as [string, string];
        const index = Number(row);
        return index === removed ? [] : [`${index > removed ? index - 1 : index}.${name}`];
      }),
    );
  const add = () => {
    bound.onChange([...rows, emptyValues(item.fields)]);
    setFocusRow(rows.length);
  };
  const remove = (index: number) => {
    bound.onChange(rows.filter((_, i) => i !== index));
    setTouched((current) => shift(current, index));
    setEdited((current) => shift(current, index));
    setFocusRow(rows.length === 1 ? -1 : Math.min(index, rows.length - 2));
    bound.onBlur();
  };
  // The list's message repeats a row's ("Item 1: Equipment is required." beside "Equipment is
  // required." under the field): the row's own message says it, so the list's is not shown twice.
  const listMessage = bound.error !== null && bound.error !== validRows(item)(rows, label) ? bound.error : null;
  const described = [hint ? hintIdOf(id) : null, listMessage ? errorIdOf(id) : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="form-field object-list-field" aria-describedby={described}>
      <legend className="object-list-legend">
        {label}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <small id={hintIdOf(id)} className="form-field-hint">
          {hint}
        </small>
      )}
      <div ref={rowsRef} className="object-list-rows">
        {rows.map((row, index) => (
          <fieldset key={index} className="object-list-row">
            <legend>{`${Singular} ${index + 1}`}</legend>
            <div className="object-list-row-fields">
              {item.fields.map((field) => {
                const cell = `${index}.${field.name}`;
                const message = problems[index]?.[field.name] ?? null;
                return (
                  <div key={field.name} className="object-list-cell">
                    {renderField({
                      field,
                      values: row,
                      disabled,
                      bound: {
                        name: `${bound.name}.${index}.${field.name}`,
                        value: row[field.name] ?? '',
                        error: message !== null && (showAll || touched.has(cell)) ? message : null,
                        onChange: (value) => setRow(index, field.name, value),
                        onBlur: () => {
                          if (edited.has(cell)) setTouched((current) => new Set(current).add(cell));
                          bound.onBlur();
                        },
                      },
                    })}
                  </div>
                );
              })}
            </div>
            <Button
              type="button"
              text
              severity="danger"
              size="small"
              className="object-list-remove"
              label="Remove"
              aria-label={`Remove ${item.singular} ${index + 1}`}
              icon={<Trash2 size={16} aria-hidden="true" />}
              disabled={disabled}
              onClick={() => remove(index)}
            />
          </fieldset>
        ))}
      </div>
      {rows.length === 0 && <p className="object-list-empty">{`No ${item.plural}.`}</p>}
      <div ref={addRef}>
        <Button type="button" outlined size="small" label={`Add ${item.singular}`} icon={<Plus size={16} aria-hidden="true" />} disabled={disabled} onClick={add} />
      </div>
      {listMessage && (
        <small id={errorIdOf(id)} className="p-error form-field-error">
          {listMessage}
        </small>
      )}
    </fieldset>
  );
}
