import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { MarkNotificationReadDocument } from '../generated/documents/MarkNotificationReadDocument';
import { NotificationsDocument } from '../generated/documents/NotificationsDocument';
import { countUnread } from './countUnread';
import type { NotificationItem } from './NotificationList';

/** How often the top bar asks for new notifications, in ms. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** The signed-in employee's notifications, from {@link useNotifications}. */
export interface NotificationsState {
  /** Newest first; empty while loading or when they could not be loaded. */
  notifications: readonly NotificationItem[];
  /** How many are unread. */
  unread: number;
  /** The first load is under way. */
  loading: boolean;
  /** They could not be loaded. */
  failed: boolean;
  /** Marks one read (`markNotificationRead`); the cache then updates every view of it. */
  markRead: (id: string) => Promise<void>;
}

/**
 * The signed-in employee's notifications (spec §2 Top bar: it loads notifications), refreshed every
 * minute; the top bar and the dashboard share one cached copy.
 */
export function useNotifications(): NotificationsState {
  const { data, loading, error } = useQuery(NotificationsDocument, { pollInterval: NOTIFICATIONS_POLL_MS });
  const [mark] = useMutation(MarkNotificationReadDocument);
  const notifications = data?.notifications ?? [];
  const markRead = useCallback(
    async (id: string) => {
      await mark({ variables: { id } });
    },
    [mark],
  );
  return { notifications, unread: countUnread(notifications), loading: loading && !data, failed: !!error && !data, markRead };
}
