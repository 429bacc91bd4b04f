import type { SessionVerdict } from '../auth/verified-session';
import type { Notification } from '../generated/resolvers-types';
import type { UpstreamDataSource } from '../upstream/data-source';
import type { NotificationRelay } from './notification-relay';
import { idMemory, latestNotifications } from './upstream-notifications';

/** What {@link openRelayedFeed} needs. */
export interface RelayedFeedDeps {
  relay: NotificationRelay;
  /** The employee id the upstream verified for the session's token (auth/verified-session.ts): the only recipient listened to. */
  recipient: string;
  /** The session's own data source (its token, the feed's signal): for its list, to catch up. */
  upstream: UpstreamDataSource;
  /** Asks again whether the session lives (auth/verified-session.ts), in turn with the other sessions ({@link NotificationRelay.watchSession}); `invalid` ends the feed. */
  verify: () => Promise<SessionVerdict>;
}

/**
 * One session's notification feed over the gateway's {@link NotificationRelay} instead of an upstream
 * stream of its own (docs/notifications.md "Relay"): the notifications the relay carries for
 * `recipient`, and no one else's. It reads the session's latest 20 first (with its token: a refused
 * token rejects here, so the subscription gets UNAUTHENTICATED), so that after a break of the relay
 * what was written meanwhile is caught up from that list, none twice. About every
 * NOTIFICATION_SESSION_CHECK_MS the session is verified again, in turn with the others, without holding
 * up its notifications: signed out, revoked or expired (`invalid`), the feed ends, as the per-person
 * stream ends at the upstream's heartbeat. Also ends when `signal` aborts or the upstream
 * stops offering the relay.
 */
export async function openRelayedFeed(deps: RelayedFeedDeps, signal: AbortSignal): Promise<AsyncGenerator<Notification>> {
  const inbox: Notification[] = [];
  let wake: (() => void) | undefined;
  let catchUp = false;
  let ended = false;
  const poke = (): void => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  // Listening before the list is read: a notification written in between is in one or the other (or both, passed on once).
  const stop = deps.relay.listen(deps.recipient, {
    onNotification: (notification) => {
      inbox.push(notification);
      poke();
    },
    onReconnected: () => {
      catchUp = true;
      poke();
    },
    onEnded: () => {
      ended = true;
      poke();
    },
  });
  const remember = idMemory();
  try {
    for (const notification of await latestNotifications(deps.upstream)) remember(notification.id);
  } catch (error) {
    stop();
    throw error;
  }
  return (async function* relayedNotifications(): AsyncGenerator<Notification> {
    const unwatch = deps.relay.watchSession(async () => {
      if ((await deps.verify()).kind === 'invalid') {
        ended = true;
        poke();
      }
    });
    signal.addEventListener('abort', poke);
    try {
      while (!signal.aborted && !ended) {
        if (inbox.length === 0 && !catchUp) {
          await new Promise<void>((resolve) => (wake = resolve));
          continue;
        }
        if (catchUp) {
          catchUp = false;
          const missed = await latestNotifications(deps.upstream).catch(() => []);
          for (const notification of missed) if (remember(notification.id)) yield notification;
        }
        while (inbox.length > 0) {
          const notification = inbox.shift()!;
          if (remember(notification.id)) yield notification;
        }
      }
    } finally {
      unwatch();
      signal.removeEventListener('abort', poke);
      stop();
    }
  })();
}
