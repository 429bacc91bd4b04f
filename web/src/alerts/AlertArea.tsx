import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { alertStore as defaultStore, DEFAULT_ALERT_ID, type AlertStore, type AlertType } from './alertStore';
import { ICON_SIZE, ICON_STROKE } from '../layout/iconDefaults';
import { isPlainText, loadedSanitizer, loadSanitizer } from './sanitizeHtml';
import { toastStore as defaultToasts, type ToastStore } from './toastStore';
import './alerts.css';

const ICONS: Record<AlertType, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
  warning: TriangleAlert,
};

// PrimeReact's Toast loads with the first toast: the account pages of a first visit never need it.
const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));

/** The text of `html` without its markup (shown until DOMPurify has loaded): parsed inertly, never run. */
function textOf(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  body.querySelectorAll('script, style, template').forEach((element) => element.remove());
  return body.textContent ?? '';
}

/** Props of {@link AlertArea}. */
export interface AlertAreaProps {
  /** Which alerts to show: those added with this id (default `default-alert`, spec §3). */
  id?: string;
  /** The store to read; the application's one by default. */
  store?: AlertStore;
  /** The toasts to show (ToastHost); the application's one by default. */
  toasts?: ToastStore;
}

/**
 * The alert area of the layout (spec §1, §3, §4): shows the store's alerts for `id`, oldest first,
 * each with an icon, its HTML message sanitized by DOMPurify, and a "Dismiss alert" button. A fading
 * alert carries the `alert-fade` class for its 250 ms fade. DOMPurify is loaded when the first message
 * holding markup is shown (README "Performance"); until it is there that message's text is shown without its
 * markup, never unsanitized HTML. A message without markup (plain or escaped text) needs no sanitizer.
 * A new error or warning is scrolled into view (a delete refused at the foot of a long list is seen).
 * It also hosts the toasts (toastStore.ts): PrimeReact's Toast is loaded with the first one.
 */
export function AlertArea({ id = DEFAULT_ALERT_ID, store = defaultStore, toasts = defaultToasts }: AlertAreaProps) {
  const alerts = useSyncExternalStore(store.subscribe, store.getAlerts, store.getAlerts);
  const toastsWanted = useSyncExternalStore(toasts.subscribe, toasts.requested, () => false);
  const shown = alerts.filter((alert) => alert.id === id);
  const areaRef = useRef<HTMLDivElement>(null);
  const newestProblem = shown.filter((alert) => alert.type === 'error' || alert.type === 'warning').at(-1)?.key;
  useEffect(() => {
    if (newestProblem === undefined) return;
    areaRef.current?.querySelector(`[data-alert-key="${newestProblem}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [newestProblem]);
  const [sanitize, setSanitize] = useState(loadedSanitizer);
  const needsSanitizer = !sanitize && shown.some((alert) => !isPlainText(alert.message));
  useEffect(() => {
    if (!needsSanitizer) return;
    let current = true;
    loadSanitizer().then(
      (loaded) => current && setSanitize(() => loaded),
      (error: unknown) => console.error('The HTML sanitizer could not be loaded.', error),
    );
    return () => {
      current = false;
    };
  }, [needsSanitizer]);
  const toastHost = toastsWanted && (
    <Suspense fallback={null}>
      <ToastHost store={toasts} />
    </Suspense>
  );
  // The toasts keep their place in the tree whether alerts show or not (a remount would drop them).
  return (
    <>
      {toastHost}
      {shown.length > 0 && (
        <div className="alert-area" ref={areaRef}>
          {shown.map((alert) => {
            const Icon = ICONS[alert.type];
            return (
              <div key={alert.key} data-alert-key={alert.key} role="alert" className={`alert alert-${alert.type}${alert.fading ? ' alert-fade' : ''}`}>
                <Icon size={ICON_SIZE} strokeWidth={ICON_STROKE} aria-hidden="true" />
                {isPlainText(alert.message) ? (
                  <div className="alert-message" dangerouslySetInnerHTML={{ __html: alert.message }} />
                ) : sanitize ? (
                  <div className="alert-message" dangerouslySetInnerHTML={{ __html: sanitize(alert.message) }} />
                ) : (
                  <div className="alert-message">{textOf(alert.message)}</div>
                )}
                <button type="button" className="alert-close" aria-label="Dismiss alert" onClick={() => store.dismiss(alert.key)}>
                  <X size={18} strokeWidth={ICON_STROKE} aria-hidden="true" />
                </button>
              </div>
            );
          })}
        </div>
      )}
    </>
  );
}
