import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { useNavigate, useSearchParams } from 'react-router';
import { MarkNotificationReadDocument } from '../generated/documents/MarkNotificationReadDocument';
import { NotificationPageDocument } from '../generated/documents/NotificationPageDocument';
import { safeReturnUrl } from '../session/returnUrl';
import { NotificationList, type NotificationItem } from './NotificationList';
import { useNotifications } from './useNotifications';
import './notifications.css';

/** Notifications a page of the notifications page. */
export const PAGE_SIZE = 20;

const SHOWN = [
  { label: 'All', value: 'all' },
  { label: 'Unread', value: 'unread' },
] as const;

/** The page number and filter of the URL (`?page=2&show=unread`); page 1 and "all" when missing or wrong. */
export function pageStateOf(params: URLSearchParams): { page: number; unreadOnly: boolean } {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, unreadOnly: params.get('show') === 'unread' };
}

/**
 * The notifications page `/notifications` (DESIGN §5 notifications; docs/notifications.md), open to
 * every signed-in user, linked from the top bar's "See all": all of mine or only the unread ones,
 * newest first, {@link PAGE_SIZE} a page (page and filter in the URL), the unread count, "Mark all
 * read"; opening one marks it read and follows its link (a path of this site only). A new notification
 * arriving meanwhile shows at once (the top bar's live connection drops the cached pages).
 */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const { page, unreadOnly } = pageStateOf(params);
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(NotificationPageDocument, {
    variables: { page, pageSize: PAGE_SIZE, read: unreadOnly ? false : null },
    fetchPolicy: 'cache-and-network',
  });
  const [mark] = useMutation(MarkNotificationReadDocument);
  const { markAllRead } = useNotifications();
  const result = data?.notificationPage;

  const go = (next: { page?: number; unreadOnly?: boolean }) => {
    const state = { page, unreadOnly, ...next };
    const search = new URLSearchParams();
    if (state.page > 1) search.set('page', String(state.page));
    if (state.unreadOnly) search.set('show', 'unread');
    setParams(search);
  };
  const open = (notification: NotificationItem) => {
    if (!notification.readAt) void mark({ variables: { id: notification.id } }).catch((failure: unknown) => console.warn('Could not mark the notification read.', failure));
    const link = notification.link ? safeReturnUrl(notification.link) : null;
    if (link && link === notification.link) void navigate(link);
  };

  let body;
  if (!result && loading) body = <p className="notification-empty">Loading…</p>;
  else if (!result && error) body = <p className="notification-empty">Could not load notifications.</p>;
  else body = <NotificationList notifications={result?.items ?? []} onOpen={open} />;

  return (
    <section className="notifications-page">
      <h1>Notifications</h1>
      <div className="notifications-page-bar">
        <div className="notifications-page-filter" role="group" aria-label="Show">
          {SHOWN.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={(option.value === 'unread') === unreadOnly}
              onClick={() => go({ page: 1, unreadOnly: option.value === 'unread' })}
            >
              {option.label}
            </button>
          ))}
        </div>
        <span>{result ? `${result.unread} unread` : ''}</span>
        <Button
          type="button"
          label="Mark all read"
          outlined
          disabled={!result || result.unread === 0}
          onClick={() => void markAllRead().catch((failure: unknown) => console.warn('Could not mark the notifications read.', failure))}
        />
      </div>
      {body}
      {result && result.totalPages > 1 && (
        <nav className="notifications-page-pager" aria-label="Pages">
          <Button type="button" label="Previous" text disabled={page <= 1} onClick={() => go({ page: page - 1 })} />
          <span>
            Page {result.page} of {result.totalPages}
          </span>
          <Button type="button" label="Next" text disabled={!result.hasNextPage} onClick={() => go({ page: page + 1 })} />
        </nav>
      )}
    </section>
  );
}
