import { useEffect, type RefObject } from 'react';

/**
 * While `open`, calls `onDismiss` on a mouse press outside `root` or on Escape (the top bar's
 * dropdowns, the sidebar's profile dropdown, the customization panel, the condensed menu's flyout,
 * the sidebar shown over the content: spec §2). Presses inside `root` (the panel and the button that
 * opened it) are left alone; `root` may be several elements (e.g. a sidebar and its toggle button).
 */
export function useDismiss(root: RefObject<HTMLElement | null> | readonly RefObject<HTMLElement | null>[], open: boolean, onDismiss: () => void): void {
  useEffect(() => {
    if (!open) return;
    const roots = (Array.isArray(root) ? root : [root]) as readonly RefObject<HTMLElement | null>[];
    const onPointer = (event: MouseEvent) => {
      if (!roots.some((ref) => ref.current?.contains(event.target as Node))) onDismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, open, onDismiss]);
}
