import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { Notification } from '../generated/resolvers-types';
import type { GatewayLogger } from '../logging/logger';
import type { UpstreamStream } from '../upstream/upstream';
import { restNotification, toNotification } from './notification-json';
import { sseEvents } from './sse-events';

/** Opens the upstream's relay stream (`GET /setup/notifications/relay` with the shared secret); null when the transport has no streams. */
export type OpenRelay = (signal: AbortSignal) => Promise<UpstreamStream | null>;

/** What a listener of one recipient is told by the {@link NotificationRelay}. */
export interface RelayListener {
  /** A new notification of the recipient. */
  onNotification(notification: Notification): void;
  /** The relay reconnected after a break: what was written meanwhile is to be caught up from the list. */
  onReconnected(): void;
  /** The upstream stopped offering the relay: the listener's subscriptions move to per-person streams. */
  onEnded(): void;
}

/** Timings of the {@link NotificationRelay}, in milliseconds. */
export interface RelayTimings {
  /** The longest silence accepted on the relay (the upstream sends a heartbeat every 15 s) before reconnecting. */
  silenceMs: number;
  /** The wait before reconnecting after the relay ended or failed. */
  reconnectMs: number;
  /** The least time between two checks of one session (NOTIFICATION_SESSION_CHECK_MS). */
  sessionCheckMs: number;
}

/** A check that one session still lives (notifications/relayed-feed.ts); never rejects. */
export type SessionCheck = () => Promise<void>;

const relayed = z.object({ recipient: z.string().min(1), notification: restNotification });

/**
 * ONE upstream notification stream per gateway process, fanned out to the local subscriptions
 * (docs/notifications.md "Relay"): the upstream's `GET /setup/notifications/relay` carries every new
 * notification with its recipient's employee id, and each goes only to the listeners of that recipient,
 * which are the feeds of sessions the upstream verified as that employee (notifications/relayed-feed.ts).
 * - Offered or not is detected, not assumed (a /setup server other than ours has no relay, spec §7): the
 *   first {@link available} opens it; 404/405, 401/403 (no relay, or a secret it does not share) or a
 *   transport without streams → absent for good, and every session keeps its own upstream stream
 *   (notifications/upstream-notifications.ts). A failure to connect answers false for that call only
 *   and the next call tries again.
 * - Once open, a break (upstream restarting, silence beyond `silenceMs`) is followed by a reconnection
 *   every `reconnectMs`; after one, every listener is told to catch up. Should the upstream then refuse
 *   the relay, every listener is ended (its clients reopen on per-person streams).
 * - The sessions of the feeds are checked again ({@link watchSession}) ONE AT A TIME, each at most once
 *   per `sessionCheckMs`: hundreds of sessions opened together never send hundreds of checks at once
 *   through the API pool (which sign-ins and reads share); on a slow upstream a round simply takes longer.
 */
export class NotificationRelay {
  private readonly listeners = new Map<string, Set<RelayListener>>();
  private readonly checks = new Set<SessionCheck>();
  private checking = false;
  private readonly controller = new AbortController();
  private state: 'unknown' | 'opening' | 'open' | 'absent' = 'unknown';
  private opening: Promise<boolean> | undefined;

  constructor(
    private readonly open: OpenRelay,
    private readonly logger: GatewayLogger,
    private readonly timings: RelayTimings,
  ) {}

  /** Whether the relay is open (or reconnecting); opens it on the first call. Never rejects. */
  available(): Promise<boolean> {
    if (this.state === 'open') return Promise.resolve(true);
    if (this.state === 'absent' || this.controller.signal.aborted) return Promise.resolve(false);
    this.opening ??= this.connect().then(
      (stream) => {
        this.opening = undefined;
        if (stream === undefined) return false;
        if (!isRelay(stream)) {
          if (refusesRelay(stream)) this.giveUp(stream);
          return false;
        }
        this.state = 'open';
        this.logger.info('Notifications come through the upstream relay: one stream for every subscription of this gateway');
        void this.run(stream);
        return true;
      },
      () => {
        this.opening = undefined;
        return false;
      },
    );
    return this.opening;
  }

  /** Listens to `recipient`'s notifications (an employee id the upstream verified). @returns the function that stops listening. */
  listen(recipient: string, listener: RelayListener): () => void {
    const set = this.listeners.get(recipient) ?? new Set();
    set.add(listener);
    this.listeners.set(recipient, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(recipient) === set) this.listeners.delete(recipient);
    };
  }

  /**
   * Has `check` run about every `sessionCheckMs` while the session's feed lives, in turn with every other
   * session's (one check in flight per process). @returns the function that stops it.
   */
  watchSession(check: SessionCheck): () => void {
    this.checks.add(check);
    if (!this.checking) void this.checkSessions();
    return () => void this.checks.delete(check);
  }

  private async checkSessions(): Promise<void> {
    this.checking = true;
    const signal = this.controller.signal;
    try {
      while (this.checks.size > 0 && !signal.aborted) {
        await sleep(this.timings.sessionCheckMs, undefined, { signal }).catch(() => undefined);
        for (const check of [...this.checks]) {
          if (signal.aborted) return;
          if (this.checks.has(check)) await check().catch(() => undefined);
        }
      }
    } finally {
      this.checking = false;
    }
  }

  /** Recipients listened to now (tests, bench). */
  get recipients(): number {
    return this.listeners.size;
  }

  /** Stops the relay (the gateway closes). */
  close(): void {
    this.controller.abort();
  }

  private async connect(): Promise<UpstreamStream | null | undefined> {
    try {
      return await this.open(this.controller.signal);
    } catch {
      return undefined;
    }
  }

  private giveUp(stream: UpstreamStream | null): void {
    this.state = 'absent';
    if (stream?.status === 401 || stream?.status === 403) {
      this.logger.warn(
        { status: stream.status },
        'The upstream refused the notification relay secret (NOTIFICATION_RELAY_SECRET differs?): one upstream stream per signed-in person instead',
      );
    } else {
      this.logger.info('The upstream offers no notification relay: one upstream stream per signed-in person');
    }
    for (const set of [...this.listeners.values()]) for (const listener of [...set]) listener.onEnded();
  }

  private async run(first: UpstreamStream): Promise<void> {
    let stream: UpstreamStream | null | undefined = first;
    const signal = this.controller.signal;
    while (!signal.aborted) {
      if (stream && isRelay(stream)) {
        if (stream !== first) for (const set of [...this.listeners.values()]) for (const listener of [...set]) listener.onReconnected();
        await this.relay(stream);
      } else if (stream !== undefined && refusesRelay(stream)) {
        this.giveUp(stream);
        return;
      }
      if (signal.aborted) return;
      await sleep(this.timings.reconnectMs, undefined, { signal }).catch(() => undefined);
      if (signal.aborted) return;
      stream = await this.connect();
    }
  }

  private async relay(stream: UpstreamStream): Promise<void> {
    try {
      for await (const event of sseEvents(stream.body!)) {
        if (event.event !== 'notification') continue;
        let parsed;
        try {
          parsed = relayed.safeParse(JSON.parse(event.data));
        } catch {
          continue;
        }
        if (!parsed.success) continue;
        const listeners = this.listeners.get(parsed.data.recipient);
        if (!listeners) continue;
        const notification = toNotification(parsed.data.notification);
        for (const listener of [...listeners]) listener.onNotification(notification);
      }
    } catch {
      // The relay broke (upstream gone, silence too long, the gateway closing): reconnect unless closing.
    }
  }
}

/** Whether `stream` is an open relay (2xx with a body), rather than a refusal or no relay at all. */
function isRelay(stream: UpstreamStream | null): stream is UpstreamStream {
  return stream !== null && stream.status >= 200 && stream.status < 300 && stream.body !== undefined;
}

/** Whether the upstream answered that it has no relay for this gateway: none at all, or not with this secret. */
function refusesRelay(stream: UpstreamStream | null): boolean {
  return stream === null || [401, 403, 404, 405].includes(stream.status);
}
