import { setTimeout as sleep } from 'node:timers/promises';
import type { Notification } from '../generated/resolvers-types';
import { arrayOf } from '../upstream/contract';
import type { UpstreamDataSource } from '../upstream/data-source';
import type { UpstreamStream } from '../upstream/upstream';
import { errorFromUpstreamResponse } from '../upstream/error-mapping';
import { restNotification, toNotification } from './notification-json';
import { sseEvents } from './sse-events';

/** Timings of {@link upstreamNotifications}, in milliseconds. */
export interface NotificationFeedTimings {
  /** How often an upstream without the stream is polled (its latest 20). */
  pollMs: number;
  /** The longest silence accepted on the upstream stream (it sends a heartbeat every 15 s) before reconnecting. */
  silenceMs: number;
  /** The wait before reconnecting to the upstream stream after it ended or failed. */
  reconnectMs: number;
}

/** Production {@link NotificationFeedTimings}. */
export const FEED_TIMINGS: NotificationFeedTimings = { pollMs: 15_000, silenceMs: 60_000, reconnectMs: 1000 };

/** Ids remembered to tell new notifications from known ones; the oldest are forgotten beyond this. */
const REMEMBERED = 500;

/**
 * A memory of the notification ids already passed on: a function answering true for an id not seen
 * before (and remembering it), false for a known one; the oldest are forgotten beyond 500.
 */
export function idMemory(): (id: string) => boolean {
  const known = new Set<string>();
  return (id) => {
    if (known.has(id)) return false;
    known.add(id);
    if (known.size > REMEMBERED) known.delete(known.values().next().value as string);
    return true;
  };
}

/** The caller's latest 20 notifications (`GET /setup/notifications` through `upstream`), OLDEST first; rejects with the upstream's error. */
export async function latestNotifications(upstream: UpstreamDataSource): Promise<Notification[]> {
  return (await upstream.getJson(arrayOf(restNotification), 'notifications')).map(toNotification).reverse();
}

/**
 * The caller's new notifications, as they come (docs/notifications.md), through `upstream` (which
 * carries the caller's token; each user receives only their own because the upstream answers only
 * theirs):
 * - the upstream's `GET /setup/notifications/stream` (Server-Sent Events) relayed, event by event; when
 *   it ends or fails, reopened after `reconnectMs`, and the latest 20 read to pass on what was written
 *   meanwhile (none twice);
 * - an upstream that has no stream (404, 405, or a transport without streams) is polled instead: its
 *   latest 20 every `pollMs`, passing on those not seen before (the first poll only sets what is known).
 * Ends when `signal` aborts, or when the upstream refuses the token on a reconnection (the session
 * ended: a new subscription then gets UNAUTHENTICATED from {@link openNotificationFeed}). `first` is the
 * stream {@link openNotificationFeed} already opened (undefined: it failed; null: the transport has none).
 */
export async function* upstreamNotifications(
  upstream: UpstreamDataSource,
  signal: AbortSignal,
  timings: NotificationFeedTimings = FEED_TIMINGS,
  first?: UpstreamStream | null,
): AsyncGenerator<Notification> {
  const remember = idMemory();
  const latest = () => latestNotifications(upstream);
  let connected = false;
  let opened: UpstreamStream | null | undefined = first;

  while (!signal.aborted) {
    const stream = opened === undefined ? await openStream(upstream, signal, timings.silenceMs) : opened;
    opened = undefined;
    if (stream === undefined) {
      if (signal.aborted) return;
      await sleep(timings.reconnectMs, undefined, { signal }).catch(() => undefined);
      continue;
    }
    if (stream === null || stream.status === 404 || stream.status === 405) {
      yield* polled(latest, remember, signal, timings.pollMs);
      return;
    }
    if (stream.status === 401 || stream.status === 403) return;
    if (stream.body) {
      // Listening: what is in the list from now on either arrives below or is caught up after a reconnection.
      for (const notification of await latest()) {
        if (remember(notification.id) && connected) yield notification;
      }
      connected = true;
      try {
        for await (const event of sseEvents(stream.body)) {
          if (event.event !== 'notification') continue;
          const parsed = restNotification.safeParse(JSON.parse(event.data));
          if (!parsed.success) continue;
          const notification = toNotification(parsed.data);
          if (remember(notification.id)) yield notification;
        }
      } catch {
        // The stream broke (upstream gone, silence too long, aborted): reconnect below unless aborted.
      }
    }
    if (signal.aborted) return;
    await sleep(timings.reconnectMs, undefined, { signal }).catch(() => undefined);
  }
}

/** Opens the upstream's stream; undefined when that failed (unreachable, timed out, aborted). */
async function openStream(upstream: UpstreamDataSource, signal: AbortSignal, silenceMs: number): Promise<UpstreamStream | null | undefined> {
  try {
    return await upstream.openEventStream('notifications/stream', signal, silenceMs);
  } catch {
    return undefined;
  }
}

/**
 * Opens the caller's notification feed: the first connection to the upstream's stream is made here, so
 * that a refused token is an error of the subscription itself (UNAUTHENTICATED / FORBIDDEN,
 * upstream/error-mapping.ts) rather than a stream that ends at once. Then {@link upstreamNotifications}.
 */
export async function openNotificationFeed(
  upstream: UpstreamDataSource,
  signal: AbortSignal,
  timings: NotificationFeedTimings = FEED_TIMINGS,
): Promise<AsyncGenerator<Notification>> {
  const first = await openStream(upstream, signal, timings.silenceMs);
  if (first && (first.status === 401 || first.status === 403)) throw errorFromUpstreamResponse(first.status, '', undefined);
  return upstreamNotifications(upstream, signal, timings, first);
}

async function* polled(latest: () => Promise<Notification[]>, remember: (id: string) => boolean, signal: AbortSignal, pollMs: number): AsyncGenerator<Notification> {
  let first = true;
  while (!signal.aborted) {
    try {
      for (const notification of await latest()) {
        if (remember(notification.id) && !first) yield notification;
      }
      first = false;
    } catch (error) {
      const status = (error as { extensions?: { code?: string } }).extensions?.code;
      if (status === 'UNAUTHENTICATED' || status === 'FORBIDDEN') throw error;
    }
    await sleep(pollMs, undefined, { signal }).catch(() => undefined);
  }
}
