import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { MarkAllNotificationsReadDocument } from '../generated/documents/MarkAllNotificationsReadDocument';
import { MarkNotificationReadDocument } from '../generated/documents/MarkNotificationReadDocument';
import { NotificationAddedDocument } from '../generated/documents/NotificationAddedDocument';
import { NotificationsDocument } from '../generated/documents/NotificationsDocument';
import type { SseLinkContext } from '../lib/graphql/sseLink';
import { countUnread } from './countUnread';
import { liveRefresher } from './liveRefresh';
import type { NotificationItem } from './NotificationList';

/** How long the top bar waits before subscribing again after its live connection ended, in ms. */
export const RESUBSCRIBE_MS = 5000;

/** How many notifications the top bar keeps: the latest 20, as `notifications` answers. */
const KEPT = 20;

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
  /** Marks all read (`markAllNotificationsRead`), then shows them read everywhere. */
  markAllRead: () => Promise<void>;
}

/**
 * Puts a pushed notification at the top of the cached latest 20 (once), and drops the cached pages of
 * the notifications page so that an open one reads its page again.
 */
export function addNotification(cache: ApolloCache, notification: NotificationItem): void {
  cache.updateQuery({ query: NotificationsDocument }, (cached) =>
    cached && !cached.notifications.some((known) => known.id === notification.id) ? { notifications: [notification, ...cached.notifications].slice(0, KEPT) } : cached,
  );
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'notificationPage' });
}

/** Shows every cached notification read (after `markAllNotificationsRead`) and drops the cached pages. */
export function showAllRead(cache: ApolloCache, readAt: string): void {
  cache.updateQuery({ query: NotificationsDocument }, (cached) =>
    cached ? { notifications: cached.notifications.map((notification) => (notification.readAt ? notification : { ...notification, readAt })) } : cached,
  );
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'notificationPage' });
}

/**
 * Keeps the signed-in employee's cached notifications live (docs/notifications.md), for the one
 * component that owns the live connection (the top bar): each notification pushed by the
 * `notificationAdded` subscription goes to the top of the cached list ({@link addNotification}); when
 * the connection comes back after a break, the list is read again for what was missed; when it ends,
 * it is opened again after {@link RESUBSCRIBE_MS}. Each pushed notification also refreshes what is on
 * screen that it concerns (the list, its tab counts, the record, the dashboard), coalesced
 * (./liveRefresh.ts `liveRefresher`).
 */
export function useLiveNotifications(): void {
  const { refetch } = useQuery(NotificationsDocument);
  const client = useApolloClient();
  const refresher = useMemo(() => liveRefresher(client), [client]);
  useEffect(() => () => refresher.stop(), [refresher]);
  const connectedBefore = useRef(false);
  const [ended, setEnded] = useState(0);
  const context = useMemo<SseLinkContext>(
    () => ({
      onConnected: () => {
        if (connectedBefore.current) refetch().catch(() => undefined);
        connectedBefore.current = true;
      },
    }),
    [refetch],
  );
  const { restart } = useSubscription(NotificationAddedDocument, {
    context,
    onData: ({ client, data: pushed }) => {
      if (!pushed.data) return;
      addNotification(client.cache, pushed.data.notificationAdded);
      refresher.concern(pushed.data.notificationAdded.link);
    },
    onError: () => setEnded((count) => count + 1),
    onComplete: () => setEnded((count) => count + 1),
  });
  useEffect(() => {
    if (ended === 0) return undefined;
    const timer = setTimeout(restart, RESUBSCRIBE_MS);
    return () => clearTimeout(timer);
  }, [ended, restart]);
}

/**
 * The signed-in employee's notifications (spec §2 Top bar: it loads notifications): the latest 20,
 * read once and kept up to date by {@link useLiveNotifications} (no polling); the top bar and the
 * dashboard share one cached copy.
 */
export function useNotifications(): NotificationsState {
  const { data, loading, error } = useQuery(NotificationsDocument);
  const [mark] = useMutation(MarkNotificationReadDocument);
  const [markAll] = useMutation(MarkAllNotificationsReadDocument);

  const notifications = data?.notifications ?? [];
  const markRead = useCallback(
    async (id: string) => {
      await mark({ variables: { id } });
    },
    [mark],
  );
  const markAllRead = useCallback(async () => {
    await markAll({ update: (cache) => showAllRead(cache, new Date().toISOString()) });
  }, [markAll]);
  return { notifications, unread: countUnread(notifications), loading: loading && !data, failed: !!error && !data, markRead, markAllRead };
}
