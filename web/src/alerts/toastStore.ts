/**
 * Toasts (DESIGN §4 "every form: success alert"): short confirmations such as "Grade saved." shown
 * over the page's corner for {@link TOAST_LIFE_MS} (PrimeReact Toast, ToastHost), so that they do not
 * push the page down as the spec §3 alert area would; errors stay alerts (alertStore), which last
 * until dismissed. A toast's text is plain text, never HTML. The store only queues what to show: the
 * ToastHost, loaded with the first toast (AlertArea), shows them.
 */

/** How long a toast stays, in ms: the spec's alert auto-close (§9). */
export const TOAST_LIFE_MS = 3000;

/**
 * Kinds of toast (PrimeReact Toast severities): `warn` for a change the page undid by itself (a
 * calendar move the server refused, moved back: docs/visits.md "Web › Calendar").
 */
export type ToastSeverity = 'success' | 'info' | 'warn';

/** One toast waiting to be shown. */
export interface ToastRequest {
  /** Unique per toast. */
  key: number;
  severity: ToastSeverity;
  /** Plain text, e.g. "Grade saved.". */
  text: string;
}

/** The toast queue; see {@link createToastStore}. */
export interface ToastStore {
  /** Shows a success toast with `text` (plain text). */
  success(text: string): void;
  /** Shows an information toast with `text` (plain text). */
  info(text: string): void;
  /** Shows a warning toast with `text` (plain text): something the user did was undone. */
  warn(text: string): void;
  /** The toasts asked for since the last call, oldest first (the host shows them). */
  take(): ToastRequest[];
  /** Whether a toast was ever asked for (the host is loaded from then on). */
  requested(): boolean;
  /** Calls `listener` whenever a toast is asked for; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Creates a toast store. */
export function createToastStore(): ToastStore {
  let pending: ToastRequest[] = [];
  let asked = false;
  let nextKey = 1;
  const listeners = new Set<() => void>();
  const add = (severity: ToastSeverity) => (text: string) => {
    pending = [...pending, { key: nextKey++, severity, text }];
    asked = true;
    listeners.forEach((listener) => listener());
  };
  return {
    success: add('success'),
    info: add('info'),
    warn: add('warn'),
    take() {
      const taken = pending;
      pending = [];
      return taken;
    },
    requested: () => asked,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The application's one toast store. */
export const toastStore: ToastStore = createToastStore();
