import type { Notification } from '../generated/resolvers-types';

/** Opens the upstream feed of one session: rejects when the upstream refuses its token (notifications/upstream-notifications.ts). */
export type OpenFeed = (signal: AbortSignal) => Promise<AsyncGenerator<Notification>>;

interface Subscriber {
  push(notification: Notification): void;
  end(): void;
}

interface SharedFeed {
  /** Resolves once the upstream feed is open; rejects as the first opening did. */
  ready: Promise<void>;
  controller: AbortController;
  subscribers: Set<Subscriber>;
}

/**
 * One upstream notification feed per signed-in session, shared by every open subscription of that
 * session (its tabs), instead of one upstream stream per tab (docs/notifications.md "Upstream
 * capacity"). `key` is the session's identity at the gateway: a hash of its bearer token, so a feed is
 * only ever shared by callers holding the same token, and each user still receives only what the
 * upstream sends for their own token.
 * - The first subscription of a session opens the feed (`open`, with a signal of the feed's own): a
 *   refused token rejects that subscription and every one waiting for the same opening.
 * - Each notification goes to every subscription of the session open at that moment.
 * - When the upstream feed ends (the session was signed out: the upstream refused the token on a
 *   reconnection), every subscription of the session completes.
 * - When the last subscription of a session leaves, the feed's upstream stream is aborted.
 */
export class SessionFeeds {
  private readonly feeds = new Map<string, SharedFeed>();

  /** Sessions with an open upstream feed now (bench, tests). */
  get size(): number {
    return this.feeds.size;
  }

  /** A new subscription to `key`'s feed, opened by `open` when the session has none. */
  async subscribe(key: string, open: OpenFeed): Promise<AsyncIterableIterator<Notification>> {
    let feed = this.feeds.get(key);
    if (!feed) {
      feed = this.start(key, open);
    }
    await feed.ready;
    return this.join(key, feed);
  }

  private start(key: string, open: OpenFeed): SharedFeed {
    const controller = new AbortController();
    const feed: SharedFeed = { controller, subscribers: new Set(), ready: Promise.resolve() };
    feed.ready = open(controller.signal).then(
      (generator) => {
        void this.pump(key, feed, generator);
      },
      (error: unknown) => {
        if (this.feeds.get(key) === feed) this.feeds.delete(key);
        throw error;
      },
    );
    this.feeds.set(key, feed);
    return feed;
  }

  private async pump(key: string, feed: SharedFeed, generator: AsyncGenerator<Notification>): Promise<void> {
    try {
      for await (const notification of generator) {
        for (const subscriber of feed.subscribers) subscriber.push(notification);
      }
    } catch {
      // The feed failed (not a refusal at opening): its subscriptions complete, and the clients reopen them.
    } finally {
      if (this.feeds.get(key) === feed) this.feeds.delete(key);
      feed.controller.abort();
      for (const subscriber of feed.subscribers) subscriber.end();
      feed.subscribers.clear();
    }
  }

  /** An async iterator of `feed` for one subscription; its `return()` (the client left) leaves the feed at once. */
  private join(key: string, feed: SharedFeed): AsyncIterableIterator<Notification> {
    const queue: Notification[] = [];
    let waiting: ((result: IteratorResult<Notification>) => void) | undefined;
    let done = false;
    const finish = (): IteratorResult<Notification> => {
      done = true;
      queue.length = 0;
      if (feed.subscribers.delete(subscriber) && feed.subscribers.size === 0 && this.feeds.get(key) === feed) {
        // The last tab of the session closed: nothing listens to this upstream stream any more.
        this.feeds.delete(key);
        feed.controller.abort();
      }
      const wake = waiting;
      waiting = undefined;
      wake?.({ done: true, value: undefined });
      return { done: true, value: undefined };
    };
    const subscriber: Subscriber = {
      push: (notification) => {
        if (done) return;
        if (waiting) {
          const wake = waiting;
          waiting = undefined;
          wake({ done: false, value: notification });
        } else queue.push(notification);
      },
      end: () => void finish(),
    };
    // A feed that ended between its opening and this join has no pump left to end the subscription.
    if (feed.controller.signal.aborted) done = true;
    else feed.subscribers.add(subscriber);
    const iterator: AsyncIterableIterator<Notification> = {
      next: async () => {
        const next = queue.shift();
        if (next) return { done: false, value: next };
        if (done) return { done: true, value: undefined };
        return new Promise<IteratorResult<Notification>>((resolve) => {
          waiting = resolve;
        });
      },
      return: async () => finish(),
      throw: async (error: unknown) => {
        finish();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }
}
