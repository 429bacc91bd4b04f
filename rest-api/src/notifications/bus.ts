import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { NOTIFICATIONS_CHANNEL } from './notify';

/** What a subscriber of the {@link NotificationBus} is told. */
export interface NotificationListener {
  /** A notification of the subscribed employee (or, for {@link NotificationBus.subscribeAll}, of `employeeId`) was committed (its id). */
  onNotification(id: string, employeeId: string): void;
  /** The bus lost its connection for a while: notifications may have been missed. */
  onInterrupted(): void;
}

/**
 * This server's end of the notification signals (docs/notifications.md): one LISTEN connection per
 * server, started by the first subscription, handing each committed notification's id to the
 * subscribers of its employee, whichever replica wrote it.
 */
export interface NotificationBus {
  /**
   * Subscribes `listener` to `employeeId`'s new notifications; resolves once the server listens (a
   * notification committed after that reaches it). @returns the unsubscribe function.
   * @throws when the database cannot be reached to listen.
   */
  subscribe(employeeId: string, listener: NotificationListener): Promise<() => void>;
  /**
   * Subscribes `listener` to every employee's new notifications (the gateways' relay,
   * src/notifications/relay-route.ts); as {@link subscribe} otherwise. @returns the unsubscribe function.
   */
  subscribeAll(listener: NotificationListener): Promise<() => void>;
  /** Stops listening (the server closes). */
  close(): Promise<void>;
}

const signal = z.object({ schema: z.string(), employeeId: z.string(), id: z.string() });

/** The {@link NotificationBus} over `database` (signals of other schemas on the same database are ignored). */
export function createNotificationBus(database: Database, logger: FastifyBaseLogger): NotificationBus {
  const listeners = new Map<string, Set<NotificationListener>>();
  const everyone = new Set<NotificationListener>();
  let listening: Promise<() => Promise<void>> | undefined;

  const deliver = (payload: string): void => {
    let parsed: z.infer<typeof signal>;
    try {
      parsed = signal.parse(JSON.parse(payload));
    } catch {
      logger.warn({ channel: NOTIFICATIONS_CHANNEL }, 'Ignored a malformed notification signal');
      return;
    }
    if (parsed.schema !== database.schema) return;
    for (const listener of listeners.get(parsed.employeeId) ?? []) listener.onNotification(parsed.id, parsed.employeeId);
    for (const listener of everyone) listener.onNotification(parsed.id, parsed.employeeId);
  };
  const interrupted = (): void => {
    logger.warn('The notification listener lost its database connection; open streams are ended so that clients catch up');
    for (const set of listeners.values()) for (const listener of set) listener.onInterrupted();
    for (const listener of everyone) listener.onInterrupted();
  };
  const listen = async (): Promise<void> => {
    listening ??= database.listen(NOTIFICATIONS_CHANNEL, deliver, interrupted).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    await listening;
  };

  return {
    async subscribe(employeeId, listener) {
      await listen();
      const set = listeners.get(employeeId) ?? new Set();
      set.add(listener);
      listeners.set(employeeId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(employeeId) === set) listeners.delete(employeeId);
      };
    },
    async subscribeAll(listener) {
      await listen();
      everyone.add(listener);
      return () => void everyone.delete(listener);
    },
    async close() {
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}
