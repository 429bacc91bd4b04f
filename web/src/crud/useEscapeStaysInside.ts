import { useEffect } from 'react';

/**
 * While `open` (a picker's panel is showing), an Escape key press stops at `<body>` once the
 * picker has handled it (closing its panel), so the dialog around the picker does not close too:
 * PrimeReact's dialogs listen for Escape on the document, after the event has bubbled up.
 */
export function useEscapeStaysInside(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const stop = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.stopPropagation();
    };
    document.body.addEventListener('keydown', stop);
    return () => document.body.removeEventListener('keydown', stop);
  }, [open]);
}
