import { z } from 'zod';
import type { GatewayContext } from '../context';
import type { MutationMarkNotificationReadArgs, Notification, NotificationPage, QueryNotificationPageArgs } from '../generated/resolvers-types';
import { checkAccess } from '../auth/access';
import { emptyPage, toListQuery, toPage } from '../crud/paging';
import { readWithFallback } from '../crud/read-fallback';
import type { RootResolver, RootResolvers } from '../crud/resolvers';
import { arrayOf, restPageOf } from '../upstream/contract';
import { pathSegment } from '../upstream/data-source';
import { restNotification, toNotification } from './notification-json';
import { gatewayError } from '../errors/codes';
import { openRelayedFeed } from './relayed-feed';
import { sessionKey } from './session-key';
import { FEED_TIMINGS, openNotificationFeed } from './upstream-notifications';

/**
 * `notifications` → `GET /setup/notifications`: the caller's latest 20, newest first (DESIGN §5 top
 * bar). The top bar loads it on every page, so it falls back like a master-data read: `[]` plus a
 * warning; 401 passes on.
 */
const notifications: RootResolver<Record<string, never>, Notification[]> = async (_parent, _args, context, info) =>
  readWithFallback(context, info, 'all', async () => (await context.upstream.getJson(arrayOf(restNotification), 'notifications')).map(toNotification), []);

/** `markNotificationRead(id)` → `PUT /setup/notifications/{id}/read` → the notification; NOT_FOUND for another employee's. Errors pass on. */
const markNotificationRead: RootResolver<MutationMarkNotificationReadArgs, Notification> = async (_parent, args, context) =>
  toNotification(await context.upstream.sendJson(restNotification, 'PUT', `notifications/${pathSegment(args.id)}/read`));

const restNotificationPage = restPageOf(restNotification).and(z.object({ unread: z.number().int().nonnegative() }));

const NO_SORT = { sortFields: {}, defaultSort: undefined, filters: {} };

/**
 * `notificationPage(page, pageSize, read)` → `GET /setup/notifications?page=&limit=&read=`: a page of the
 * caller's notifications with the unread count (the notifications page). BAD_USER_INPUT for a page
 * below 1 or a page size outside 1–100 (crud/paging.ts). Falls back like a list: an empty page with a
 * warning.
 */
const notificationPage: RootResolver<QueryNotificationPageArgs, NotificationPage> = async (_parent, args, context, info) => {
  const query = toListQuery(NO_SORT, { page: args.page, pageSize: args.pageSize });
  const read = args.read === null || args.read === undefined ? undefined : String(args.read);
  return readWithFallback(
    context,
    info,
    'list',
    async () => {
      const envelope = await context.upstream.getJson(restNotificationPage, 'notifications', { page: String(query.page), limit: String(query.limit), read });
      const { totalIsExact: _exact, ...page } = toPage(envelope, toNotification);
      return { ...page, unread: envelope.unread };
    },
    (() => {
      const { totalIsExact: _exact, ...page } = emptyPage<Notification>(query);
      return { ...page, unread: 0 };
    })(),
  );
};

/** `markAllNotificationsRead` → `POST /setup/notifications/read-all` → how many were marked. Errors pass on. */
const markAllNotificationsRead: RootResolver<Record<string, never>, number> = async (_parent, _args, context) =>
  (await context.upstream.sendJson(z.object({ count: z.number().int().nonnegative() }), 'POST', 'notifications/read-all')).count;

/**
 * An async iterator over `generator` whose `return()` (the client went away, the gateway closes) aborts
 * `controller` first: an async generator cannot be stopped while it awaits the upstream.
 */
function abortable<T>(generator: AsyncGenerator<T>, controller: AbortController): AsyncGenerator<T> {
  const stop = <R>(then: () => Promise<R>): Promise<R> => {
    controller.abort();
    return then();
  };
  return Object.assign(Object.create(generator) as AsyncGenerator<T>, {
    next: (...args: [] | [unknown]) => generator.next(...args),
    return: (value: T) => stop(() => generator.return(value)),
    throw: (error: unknown) => stop(() => generator.throw(error)),
    [Symbol.asyncIterator]() {
      return this;
    },
  });
}

/**
 * `notificationAdded` (served by `/graphql/stream`, notifications/subscription-route.ts): the caller's
 * new notifications relayed from the upstream (notifications/upstream-notifications.ts). UNAUTHENTICATED
 * at once without a readable token; the upstream decides on the rest (a refused token ends the
 * subscription with UNAUTHENTICATED). On `/graphql/stream` the subscriptions of one token share one
 * upstream feed (notifications/session-feeds.ts), which outlives the request that opened it and so runs
 * with a signal of its own, not that request's. When the upstream offers the relay
 * (notifications/notification-relay.ts), that feed is no upstream stream of its own but the relay's
 * notifications of the employee the upstream verified the token as (notifications/relayed-feed.ts).
 */
const notificationAdded = {
  subscribe: async (_parent: unknown, _args: unknown, context: GatewayContext): Promise<AsyncIterableIterator<Notification>> => {
    await checkAccess(context.token, undefined);
    const timings = context.feedTimings ?? FEED_TIMINGS;
    if (context.sessionFeeds && context.authorization) {
      return context.sessionFeeds.subscribe(sessionKey(context.authorization), async (signal) => {
        const upstream = context.upstream.withSignal(signal);
        const relayed = context.notificationRelay;
        if (relayed && (await relayed.relay.available())) {
          // The relay carries everyone's notifications: this session gets only those of the employee the upstream verified it as.
          const verdict = await context.session();
          if (verdict.kind === 'invalid') throw gatewayError('UNAUTHENTICATED', verdict.message);
          if (verdict.kind === 'live') {
            const verify = () => relayed.sessions.verify(context.authorization, context.token, upstream, context.subject, true);
            return openRelayedFeed({ relay: relayed.relay, recipient: verdict.subject, upstream, verify }, signal);
          }
          // `unknown` (the upstream could not tell now): the session's own stream, which asks it with the token.
        }
        return openNotificationFeed(upstream, signal, timings);
      });
    }
    const controller = new AbortController();
    return abortable(await openNotificationFeed(context.upstream, controller.signal, timings), controller);
  },
  resolve: (notification: Notification): Notification => notification,
};

/** The top bar's notification operations (DESIGN §5, docs/setup-contract.md "Notifications", docs/notifications.md). */
export const notificationOperations: RootResolvers = {
  Query: { notifications, notificationPage },
  Mutation: { markNotificationRead, markAllNotificationsRead },
};

/** The live notifications (docs/notifications.md). */
export const notificationSubscriptions = { notificationAdded };
