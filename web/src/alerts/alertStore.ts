/** Kinds of alert (spec §3). */
export type AlertType = 'success' | 'error' | 'info' | 'warning';

/** Id of the alert area that alerts go to unless they name another (spec §3 "the default alert"). */
export const DEFAULT_ALERT_ID = 'default-alert';
/** Auto-closing alerts start to fade this long after they were added (spec §4, §9), in ms. */
export const AUTO_CLOSE_MS = 3000;
/** A dismissed alert fades for this long before it is removed (spec §4, §9), in ms. */
export const FADE_MS = 250;
/** The most alerts one area shows at once: a newer one pushes the oldest out, so they never pile up. */
export const MAX_ALERTS_PER_AREA = 3;

/** What a caller passes to `add` (spec §3 Alert): only type and message are required. */
export interface AlertInput {
  /** success | error | info | warning. */
  type: AlertType;
  /** The message, as HTML; sanitized when rendered. Escape untrusted text with `escapeHtml`. */
  message: string;
  /** The alert area to show in; default `default-alert`. */
  id?: string;
  /** Remove by itself after 3000 ms (plus the fade); default true. */
  autoClose?: boolean;
  /** Survive the next route change (once); default false. */
  keepAfterRouteChange?: boolean;
}

/** An alert being shown: the input with defaults filled, a unique key, and whether it is fading out. */
export interface Alert extends Required<AlertInput> {
  /** Unique per alert, for React keys and `dismiss`. */
  key: number;
  /** True during the 250 ms fade before removal. */
  fading: boolean;
}

/**
 * The alert store (spec §3, §4, §9). Alerts are added; auto-closing ones fade after 3000 ms and are
 * removed 250 ms later; `dismiss` fades one at once; `clear(id)` removes all of an area at once;
 * `routeChanged()` (call it when navigation starts) removes all but those flagged
 * `keepAfterRouteChange`, whose flag is then dropped. Shaped for `useSyncExternalStore`.
 *
 * Alerts do not pile up: adding one that an area already shows (same type and message) replaces the
 * shown one (the new one comes last, with its own timer), and an area shows at most
 * {@link MAX_ALERTS_PER_AREA} alerts, the oldest leaving first.
 */
export interface AlertStore {
  /** Shows an alert; returns it. */
  add(input: AlertInput): Alert;
  /** Shorthands for `add` with a type. */
  success(message: string, options?: Omit<AlertInput, 'type' | 'message'>): Alert;
  error(message: string, options?: Omit<AlertInput, 'type' | 'message'>): Alert;
  info(message: string, options?: Omit<AlertInput, 'type' | 'message'>): Alert;
  warning(message: string, options?: Omit<AlertInput, 'type' | 'message'>): Alert;
  /** Fades the alert with this key for 250 ms, then removes it (the close button). */
  dismiss(key: number): void;
  /** Removes every alert of area `id` (default `default-alert`) at once. */
  clear(id?: string): void;
  /** Navigation started: drop alerts not kept; kept ones lose the flag (spec §4). */
  routeChanged(): void;
  /** Alerts being shown, oldest first; a new array after every change. */
  getAlerts(): readonly Alert[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Creates an alert store. Timers are the global setTimeout (fake timers in tests). */
export function createAlertStore(): AlertStore {
  let alerts: readonly Alert[] = [];
  let nextKey = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly Alert[]) => {
    alerts = next;
    listeners.forEach((listener) => listener());
  };

  const dismiss = (key: number) => {
    const alert = alerts.find((a) => a.key === key);
    if (!alert || alert.fading) return;
    set(alerts.map((a) => (a.key === key ? { ...a, fading: true } : a)));
    setTimeout(() => set(alerts.filter((a) => a.key !== key)), FADE_MS);
  };

  const add = (input: AlertInput): Alert => {
    const alert: Alert = {
      id: DEFAULT_ALERT_ID,
      autoClose: true,
      keepAfterRouteChange: false,
      ...input,
      key: nextKey++,
      fading: false,
    };
    const others = alerts.filter((a) => !(a.id === alert.id && a.type === alert.type && a.message === alert.message));
    const inArea = others.filter((a) => a.id === alert.id);
    const dropped = new Set(inArea.slice(0, Math.max(0, inArea.length - (MAX_ALERTS_PER_AREA - 1))).map((a) => a.key));
    set([...others.filter((a) => !dropped.has(a.key)), alert]);
    if (alert.autoClose) setTimeout(() => dismiss(alert.key), AUTO_CLOSE_MS);
    return alert;
  };

  const shorthand = (type: AlertType) => (message: string, options?: Omit<AlertInput, 'type' | 'message'>) => add({ ...options, type, message });

  return {
    add,
    success: shorthand('success'),
    error: shorthand('error'),
    info: shorthand('info'),
    warning: shorthand('warning'),
    dismiss,
    clear(id = DEFAULT_ALERT_ID) {
      if (alerts.some((a) => a.id === id)) set(alerts.filter((a) => a.id !== id));
    },
    routeChanged() {
      if (alerts.length === 0) return;
      set(alerts.filter((a) => a.keepAfterRouteChange).map((a) => ({ ...a, keepAfterRouteChange: false })));
    },
    getAlerts: () => alerts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The application's one alert store. */
export const alertStore: AlertStore = createAlertStore();
