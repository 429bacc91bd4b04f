import { useId, type ChangeEvent } from 'react';
import './upload.css';

/** Props of {@link FileChooser}. */
export interface FileChooserProps {
  /** The button's text, e.g. "Choose photo". */
  label: string;
  /** The kinds of file offered (the input's `accept`). */
  accept: string;
  /** Several files at once. */
  multiple?: boolean;
  /** Disables choosing (while uploading). */
  disabled?: boolean;
  /** Called with the chosen files (none when the choice was cancelled). */
  onChoose: (files: File[]) => void;
}

/**
 * A file input shown as an outlined button (the browser's own input stays in the page for
 * keyboard and screen readers, visually hidden): photos and ISO files. Choosing the same file
 * again is reported again.
 */
export function FileChooser({ label, accept, multiple, disabled, onChoose }: FileChooserProps) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onChoose(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  return (
    <span className="file-chooser">
      <input id={id} className="visually-hidden" type="file" accept={accept} multiple={multiple} onChange={choose} disabled={disabled} />
      <label htmlFor={id} className="p-button p-button-outlined" aria-disabled={disabled}>
        {label}
      </label>
    </span>
  );
}
