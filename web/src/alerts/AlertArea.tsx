import { useEffect, useState, useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { alertStore as defaultStore, DEFAULT_ALERT_ID, type AlertStore, type AlertType } from './alertStore';
import { ICON_SIZE, ICON_STROKE } from '../layout/iconDefaults';
import { isPlainText, loadedSanitizer, loadSanitizer } from './sanitizeHtml';
import './alerts.css';

const ICONS: Record<AlertType, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
  warning: TriangleAlert,
};

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
}

/**
 * The alert area of the layout (spec §1, §3, §4): shows the store's alerts for `id`, oldest first,
 * each with an icon, its HTML message sanitized by DOMPurify, and a "Dismiss alert" button. A fading
 * alert carries the `alert-fade` class for its 250 ms fade. DOMPurify is loaded when the first message
 * holding markup is shown (issue 7); until it is there that message's text is shown without its
 * markup, never unsanitized HTML. A message without markup (plain or escaped text) needs no sanitizer.
 */
export function AlertArea({ id = DEFAULT_ALERT_ID, store = defaultStore }: AlertAreaProps) {
  const alerts = useSyncExternalStore(store.subscribe, store.getAlerts, store.getAlerts);
  const shown = alerts.filter((alert) => alert.id === id);
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
  if (shown.length === 0) return null;
  return (
    <div className="alert-area">
      {shown.map((alert) => {
        const Icon = ICONS[alert.type];
        return (
          <div
            key={alert.key}
            role="alert"
            className={`alert alert-${alert.type}${alert.fading ? ' alert-fade' : ''}`}
          >
            <Icon size={ICON_SIZE} strokeWidth={ICON_STROKE} aria-hidden="true" />
            {isPlainText(alert.message) ? (
              <div className="alert-message" dangerouslySetInnerHTML={{ __html: alert.message }} />
            ) : sanitize ? (
              <div className="alert-message" dangerouslySetInnerHTML={{ __html: sanitize(alert.message) }} />
            ) : (
              <div className="alert-message">{textOf(alert.message)}</div>
            )}
            <button
              type="button"
              className="alert-close"
              aria-label="Dismiss alert"
              onClick={() => store.dismiss(alert.key)}
            >
              <X size={18} strokeWidth={ICON_STROKE} aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
