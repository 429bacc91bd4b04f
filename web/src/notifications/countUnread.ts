/** How many of `notifications` are unread (no `readAt`): the top bar badge and the dashboard figure. */
export function countUnread(notifications: readonly { readAt?: string | null }[]): number {
  return notifications.filter((notification) => !notification.readAt).length;
}
