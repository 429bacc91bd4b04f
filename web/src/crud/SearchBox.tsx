import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { InputText } from 'primereact/inputtext';
import { useDebouncedCallback } from './useDebouncedCallback';

/** How long typing must pause before a search runs, in ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** The search in effect (from the URL). */
  value: string;
  /** Called with the new text once typing pauses for 300 ms. */
  onSearch: (text: string) => void;
}

/**
 * The list's search box, labelled "Search" (DESIGN §4): shows what is typed at once and reports it
 * 300 ms after typing stops; follows `value` when it changes from outside (back button). The icon's
 * frame is the markup of PrimeReact's IconField/InputIcon (their classes only), without their JavaScript.
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const report = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  return (
    <div className="search-box p-icon-field p-icon-field-left">
      <span className="p-input-icon">
        <Search size={16} aria-hidden="true" />
      </span>
      <InputText
        type="search"
        aria-label="Search"
        placeholder="Search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          report(e.target.value);
        }}
      />
    </div>
  );
}
