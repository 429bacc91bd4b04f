import { InMemoryCache } from '@apollo/client';
import { NotificationPageDocument } from '../generated/documents/NotificationPageDocument';
import { NotificationsDocument } from '../generated/documents/NotificationsDocument';
import { TYPE_POLICIES } from '../lib/graphql/cachePolicies';
import type { NotificationItem } from './NotificationList';
import { pageStateOf } from './NotificationsPage';
import { addNotification, showAllRead } from './useNotifications';

/* The live top bar's cache updates (docs/notifications.md) on a real Apollo cache. */

// `__typename` as the gateway answers it, so that the cache normalizes them as in the app.
const note = (id: string, readAt: string | null = null): NotificationItem =>
  ({
    __typename: 'Notification',
    id,
    title: `Note ${id}`,
    text: 'Text',
    icon: null,
    color: null,
    link: null,
    readAt,
    createdAt: '2026-11-22T09:00:00.000Z',
  }) as NotificationItem;

function cacheWith(notifications: NotificationItem[]): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies: TYPE_POLICIES });
  cache.writeQuery({ query: NotificationsDocument, data: { notifications } });
  return cache;
}

const listed = (cache: InMemoryCache) => cache.readQuery({ query: NotificationsDocument })?.notifications.map((item) => `${item.id}${item.readAt ? ' read' : ''}`);

describe('the live notifications cache', () => {
  it('puts a pushed notification first, once, keeping the latest 20', () => {
    const cache = cacheWith(Array.from({ length: 20 }, (_, i) => note(`n${i}`)));
    addNotification(cache, note('new'));
    addNotification(cache, note('new'));
    const ids = listed(cache)!;
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe('new');
    expect(ids.filter((id) => id === 'new')).toHaveLength(1);
    expect(ids).not.toContain('n19');
  });

  it('drops the cached pages of the notifications page when one arrives', () => {
    const cache = cacheWith([]);
    cache.writeQuery({
      query: NotificationPageDocument,
      variables: { page: 1, pageSize: 20, read: null },
      data: { notificationPage: { items: [note('a')], page: 1, pageSize: 20, total: 1, totalPages: 1, hasNextPage: false, unread: 1 } },
    });
    const pages = () => Object.keys(cache.extract().ROOT_QUERY ?? {}).filter((key) => key.startsWith('notificationPage'));
    expect(pages()).toHaveLength(1);
    addNotification(cache, note('new'));
    expect(pages()).toEqual([]);
  });

  it('shows every notification read after "mark all read", keeping the first read time', () => {
    const cache = cacheWith([note('a'), note('b', '2026-11-20T08:00:00.000Z')]);
    showAllRead(cache, '2026-11-22T10:00:00.000Z');
    expect(cache.readQuery({ query: NotificationsDocument })?.notifications.map((item) => item.readAt)).toEqual(['2026-11-22T10:00:00.000Z', '2026-11-20T08:00:00.000Z']);
  });

  it('reads the notifications page state from the URL', () => {
    expect(pageStateOf(new URLSearchParams('page=3&show=unread'))).toEqual({ page: 3, unreadOnly: true });
    expect(pageStateOf(new URLSearchParams('page=-1'))).toEqual({ page: 1, unreadOnly: false });
    expect(pageStateOf(new URLSearchParams('page=x&show=all'))).toEqual({ page: 1, unreadOnly: false });
  });
});
