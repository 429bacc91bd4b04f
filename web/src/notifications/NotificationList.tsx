import { formatDateTime, formatTimeAgo } from '../format/dates';
import type { NotificationsQuery } from '../generated/graphql';
import { ICON_STROKE } from '../layout/iconDefaults';
import { notificationColor, notificationIcon } from './notificationIcon';

/** One notification as the gateway answers it (schema.graphql `Notification`). */
export type NotificationItem = NotificationsQuery['notifications'][number];

/** Props of {@link NotificationList}. */
export interface NotificationListProps {
  /** The notifications, newest first. */
  notifications: readonly NotificationItem[];
  /** Called when one is chosen (to mark it read and follow its link). */
  onOpen: (notification: NotificationItem) => void;
  /** The time to show ages against; now by default. */
  now?: Date;
}

/**
 * The notifications of the top bar's dropdown (spec §2 Top bar, §3 Notification: optional icon and
 * color, title, text): each a button with its icon in its colour, title, text and age ("5 minutes
 * ago", format/dates.ts; the date and time as its title); unread ones are marked (bold, a dot, "Unread" for screen readers). With none: "No notifications".
 */
export function NotificationList({ notifications, onOpen, now = new Date() }: NotificationListProps) {
  if (notifications.length === 0) {
    return <p className="notification-empty">No notifications</p>;
  }
  return (
    <ul className="notification-list">
      {notifications.map((notification) => {
        const Icon = notificationIcon(notification.icon);
        const unread = !notification.readAt;
        return (
          <li key={notification.id}>
            <button type="button" className={`notification-item${unread ? ' notification-unread' : ''}`} onClick={() => onOpen(notification)}>
              <span className={`notification-icon notification-${notificationColor(notification.color)}`} aria-hidden="true">
                <Icon size={18} strokeWidth={ICON_STROKE} />
              </span>
              <span className="notification-body">
                <span className="notification-title">
                  {unread && <span className="visually-hidden">Unread: </span>}
                  {notification.title}
                </span>
                <span className="notification-text">{notification.text}</span>
                <time className="notification-time" dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
                  {formatTimeAgo(notification.createdAt, now)}
                </time>
              </span>
              {unread && <span className="notification-dot" aria-hidden="true" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
