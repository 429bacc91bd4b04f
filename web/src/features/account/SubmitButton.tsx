import { LoaderCircle } from 'lucide-react';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  /** The button's text. */
  label: string;
  /** Work is under way: the button is disabled and shows a spinning icon. */
  busy: boolean;
  /** The form may not be sent yet (e.g. a throttled sign-in's wait): disabled, without the spinner. */
  disabled?: boolean;
  /** Id of an element that says why it is disabled (`aria-describedby`). */
  describedBy?: string;
}

/**
 * The account forms' submit button: a plain `<button>` with the classes and markup of PrimeReact's
 * `<Button type="submit" label loading>` (`p-button p-component`, `p-disabled` and
 * `p-button-loading` while busy, a spinning icon before the label; `p-disabled` alone when only
 * disabled), so it looks the same without loading PrimeReact's JavaScript on the first visit.
 */
export function SubmitButton({ label, busy, disabled = false, describedBy }: SubmitButtonProps) {
  const className = busy
    ? 'p-button p-component p-disabled p-button-loading p-button-loading-label-only p-button-loading-left'
    : disabled
      ? 'p-button p-component p-disabled'
      : 'p-button p-component';
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-describedby={describedBy}>
      {busy && <LoaderCircle className="p-icon p-icon-spin p-button-icon p-c p-button-icon-left p-button-loading-icon" size={14} aria-hidden="true" />}
      <span className="p-button-label p-c">{label}</span>
    </button>
  );
}
