import { useEffect, useRef } from 'react';
import { Toast, type ToastMessage } from 'primereact/toast';
import { TOAST_LIFE_MS, toastStore as defaultStore, type ToastStore } from './toastStore';
import './toasts.css';

/** Props of {@link ToastHost}. */
export interface ToastHostProps {
  /** The store to show; the application's one by default. */
  store?: ToastStore;
}

/**
 * Shows the toast store's toasts (toastStore.ts) with PrimeReact's Toast in the top right corner, over
 * the page (nothing moves), each for 3000 ms (longer while the pointer rests on it) with a close
 * button; screen readers announce each (PrimeReact gives a toast role="alert"). The same text asked
 * for again while shown replaces the shown one rather than stacking a copy. On narrow screens the
 * toasts span the width under the top bar (toasts.css).
 */
export function ToastHost({ store = defaultStore }: ToastHostProps) {
  const toast = useRef<Toast>(null);
  const shown = useRef(new Map<string, ToastMessage>());
  useEffect(() => {
    const showPending = () => {
      for (const request of store.take()) {
        const same = shown.current.get(request.text);
        if (same) toast.current?.remove(same);
        const message: ToastMessage = { id: String(request.key), severity: request.severity, summary: request.text, life: TOAST_LIFE_MS };
        shown.current.set(request.text, message);
        toast.current?.show(message);
      }
    };
    showPending();
    return store.subscribe(showPending);
  }, [store]);
  return (
    <Toast
      ref={toast}
      position="top-right"
      className="app-toasts"
      appendTo={typeof document === 'undefined' ? 'self' : document.body}
      onRemove={(message) => {
        const text = message.summary;
        if (typeof text === 'string' && shown.current.get(text) === message) shown.current.delete(text);
      }}
    />
  );
}
