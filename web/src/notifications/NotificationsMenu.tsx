import { Suspense, lazy, useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Bell } from 'lucide-react';
import { ICON_SIZE, ICON_STROKE } from '../layout/iconDefaults';
import { useDismiss } from '../layout/useDismiss';
import { safeReturnUrl } from '../session/returnUrl';
import type { NotificationItem } from './NotificationList';
import { useLiveNotifications, useNotifications } from './useNotifications';
import './notifications.css';

// The list (with its relative times, format/dates.ts) loads when the panel first opens.
const NotificationList = lazy(() => import('./NotificationList').then((m) => ({ default: m.NotificationList })));

/**
 * The top bar's notifications dropdown (spec §2 Top bar, DESIGN §5): a bell button named
 * "Notifications" with a badge of the unread count, opening a panel headed "Notifications" with the
 * list (or "No notifications", or "Could not load notifications."), "Mark all read" (while some are
 * unread) and "See all" (the notifications page, /notifications). Choosing one marks it read and
 * follows its link, if any and only when it is a path on this site. Closes on Escape, a click
 * outside, or a choice. It owns the live connection: new notifications arrive by themselves
 * (docs/notifications.md).
 */
export function NotificationsMenu() {
  useLiveNotifications();
  const { notifications, unread, loading, failed, markRead, markAllRead } = useNotifications();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);

  const openNotification = (notification: NotificationItem) => {
    setOpen(false);
    if (!notification.readAt) markRead(notification.id).catch((error: unknown) => console.warn('Could not mark the notification read.', error));
    const link = notification.link ? safeReturnUrl(notification.link) : null;
    if (link && link === notification.link) void navigate(link);
  };

  let body;
  if (loading) body = <p className="notification-empty">Loading…</p>;
  else if (failed) body = <p className="notification-empty">Could not load notifications.</p>;
  else
    body = (
      <Suspense fallback={<p className="notification-empty">Loading…</p>}>
        <NotificationList notifications={notifications} onOpen={openNotification} />
      </Suspense>
    );

  return (
    <div className="dropdown notifications" ref={root}>
      <button
        type="button"
        className="topbar-button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Bell size={ICON_SIZE} strokeWidth={ICON_STROKE} aria-hidden="true" />
        {unread > 0 && (
          <span className="notification-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="dropdown-panel notification-panel" aria-labelledby={`${panelId}-title`}>
          <div className="notification-panel-head">
            <h2 id={`${panelId}-title`} className="dropdown-title">
              Notifications
            </h2>
            {unread > 0 && (
              <button
                type="button"
                className="notification-action"
                onClick={() => void markAllRead().catch((error: unknown) => console.warn('Could not mark the notifications read.', error))}
              >
                Mark all read
              </button>
            )}
          </div>
          {body}
          <Link className="notification-see-all" to="/notifications" onClick={close}>
            See all
          </Link>
        </section>
      )}
    </div>
  );
}
