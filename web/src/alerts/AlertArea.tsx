import { useSyncExternalStore } from 'react';
import DOMPurify from 'dompurify';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { alertStore as defaultStore, DEFAULT_ALERT_ID, type AlertStore, type AlertType } from './alertStore';
import { ICON_SIZE, ICON_STROKE } from '../layout/iconDefaults';
import './alerts.css';

const ICONS: Record<AlertType, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
  warning: TriangleAlert,
};

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
 * alert carries the `alert-fade` class for its 250 ms fade.
 */
export function AlertArea({ id = DEFAULT_ALERT_ID, store = defaultStore }: AlertAreaProps) {
  const alerts = useSyncExternalStore(store.subscribe, store.getAlerts, store.getAlerts);
  const shown = alerts.filter((alert) => alert.id === id);
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
            <div className="alert-message" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(alert.message) }} />
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
