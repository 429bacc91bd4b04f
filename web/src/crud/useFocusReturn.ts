import { useCallback, useEffect, useRef } from 'react';

/** What {@link useFocusReturn} gives the component that opens a dialog. */
export interface FocusReturn {
  /** Call when opening the dialog: remembers the focused element (the button that opens it). */
  remember: () => void;
  /** Call when that element is about to go away (the row of a deleted record): focus then goes to the fallback. */
  openerRemoved: () => void;
}

/**
 * Gives the focus back to the element that opened a dialog once the dialog has closed (WAI-ARIA dialog
 * pattern; DESIGN §4 forms): when `open` turns false and the focus was lost with the dialog (it is on
 * `<body>`), the remembered element is focused again, or `fallback()` (e.g. the page's heading) when it
 * is no longer in the page or was declared removed. A focus the user has put elsewhere is left alone.
 */
export function useFocusReturn(open: boolean, fallback: () => HTMLElement | null | undefined): FocusReturn {
  const opener = useRef<HTMLElement | null>(null);
  const removed = useRef(false);
  const fallbackRef = useRef(fallback);
  // Declared first, so it runs before the effect below reads it.
  useEffect(() => {
    fallbackRef.current = fallback;
  });
  useEffect(() => {
    if (open || !opener.current) return;
    const element = opener.current;
    const gone = removed.current || !element.isConnected;
    opener.current = null;
    removed.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    (gone ? fallbackRef.current() : element)?.focus();
  }, [open]);
  const remember = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    removed.current = false;
  }, []);
  const openerRemoved = useCallback(() => {
    removed.current = true;
  }, []);
  return { remember, openerRemoved };
}

/** `heading`, made focusable by script only (tabindex -1): where focus goes when nothing better is left (a fallback of {@link useFocusReturn}). */
export function focusableHeading(heading: HTMLElement | null | undefined): HTMLElement | null {
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}
