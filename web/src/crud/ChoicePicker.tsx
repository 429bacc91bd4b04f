import { useId } from 'react';
import { FilterService } from 'primereact/api';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import type { ChoiceOption } from './choices';
import { FieldFrame, describedBy } from '../forms/FieldFrame';
import { useEscapeStaysInside } from './useEscapeStaysInside';

/** Props of {@link ChoicePicker}. */
export interface ChoicePickerProps {
  /** Visible label, also the picker's accessible name. */
  label: string;
  /** Field name. */
  name: string;
  /** The options offered (already filtered), in the order shown. */
  options: readonly ChoiceOption[];
  /** One value ('' for none) or several. */
  value: string | string[];
  /** Called with the new value: an option's value or '' (single), the chosen values (multiple). */
  onChange: (value: string | string[]) => void;
  /** Called when the picker loses focus. */
  onBlur?: () => void;
  /** Message under the picker, or null. */
  error: string | null;
  /** A line of help under the label. */
  hint?: string;
  /** Disables the picker (while saving). */
  disabled?: boolean;
  /** The options are being loaded. */
  loading?: boolean;
  /** Several values (a MultiSelect) rather than one (a Dropdown). */
  multiple?: boolean;
  /** Focus on mount. */
  autoFocus?: boolean;
  /** Offers a button that empties the choice (not for a required one). */
  clearable?: boolean;
  /** Must be chosen: the label is marked and the picker carries `aria-required`. */
  required?: boolean;
  /**
   * The options are searched on the server: the picker does not filter them itself but reports what
   * is typed in its filter box (and '' when the panel closes); `onOpen` when its panel opens.
   */
  search?: {
    onSearch: (text: string) => void;
    onOpen: () => void;
    /** A line under the options, e.g. "20 of 1,204 shown: type to narrow the search."; or null. */
    footer: string | null;
  };
}

/** PrimeReact's filter mode that keeps every option: the server already searched them (see `search`). */
const SEARCHED_ON_SERVER = 'searchedOnServer';
FilterService.register(SEARCHED_ON_SERVER, () => true);

/** What a picker's filter answers when nothing matches: with a hint of why (inactive records are left out) and what to try. */
export const NOTHING_MATCHES = 'Nothing matches. Try fewer letters; inactive records are not offered.';

/**
 * A labelled, searchable picker (DESIGN §4 "references chosen from searchable pickers"): a
 * PrimeReact Dropdown (one value, clearable) or MultiSelect (several, shown as chips), each with a
 * filter box that searches the options' labels, and the field's message underneath. Escape closes
 * an open panel, not the dialog the picker is in.
 */
export function ChoicePicker({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  loading,
  multiple,
  autoFocus,
  clearable = true,
  required,
  search,
}: ChoicePickerProps) {
  const id = useId();
  useEscapeStaysInside();
  const common = {
    inputId: id,
    name,
    options: options as ChoiceOption[],
    optionLabel: 'label',
    optionValue: 'value',
    filter: true,
    filterInputAutoFocus: true,
    resetFilterOnHide: true,
    showClear: clearable,
    disabled,
    loading,
    autoFocus,
    onBlur,
    invalid: error !== null,
    'aria-invalid': error !== null,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, hint, error),
    placeholder: loading ? 'Loading…' : 'Choose…',
    emptyMessage: loading ? 'Loading…' : 'Nothing to choose from.',
    emptyFilterMessage: NOTHING_MATCHES,
    className: 'w-full',
    ...(search
      ? {
          // A custom mode PrimeReact's types do not list (registered above).
          filterMatchMode: SEARCHED_ON_SERVER as 'contains',
          onFilter: (event: { filter: string }) => search.onSearch(event.filter),
          onShow: search.onOpen,
          onHide: () => search.onSearch(''),
          emptyFilterMessage: loading ? 'Searching…' : NOTHING_MATCHES,
          panelFooterTemplate: search.footer ? <div className="choice-picker-footer">{search.footer}</div> : undefined,
        }
      : {}),
  };
  return (
    <FieldFrame inputId={id} label={label} hint={hint} error={error} required={required}>
      {multiple ? (
        <MultiSelect
          {...common}
          value={Array.isArray(value) ? value : []}
          display="chip"
          onChange={(event) => onChange(Array.isArray(event.value) ? (event.value as string[]) : [])}
        />
      ) : (
        <Dropdown
          {...common}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(event) => onChange(typeof event.value === 'string' ? event.value : '')}
          // PrimeReact's hidden native <select> (for form posts) has no name: the combobox input above carries it.
          // Its wrapper <div> (no role) gets aria-activedescendant="dropdownItem_-1" while focused, an
          // attribute a plain div may not carry, naming no element (axe critical): the combobox input has its own.
          pt={{ select: { 'aria-hidden': true }, root: { 'aria-activedescendant': undefined } }}
        />
      )}
    </FieldFrame>
  );
}
