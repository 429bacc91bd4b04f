import { Agent, DecoratorHandler, Dispatcher } from 'undici';
import { KEEP_ALIVE_MS } from './upstream-agent';

/**
 * Thrown (as the call's error) when a call waited `queueTimeoutMs` for a free connection of its pool
 * without getting one: the pool is saturated. Callers treat it as "upstream unavailable" (spec §8).
 */
export class UpstreamQueueTimeoutError extends Error {
  override name = 'UpstreamQueueTimeoutError';
  readonly code = 'UPSTREAM_QUEUE_TIMEOUT';
}

/** Sizes and budget of one {@link UpstreamPool}. */
export interface UpstreamPoolOptions {
  /** Most calls in flight at once, and so most connections to the upstream (undici queues none beyond). */
  connections: number;
  /** Longest wait for a free slot, in milliseconds, before the call fails with {@link UpstreamQueueTimeoutError}. */
  queueTimeoutMs: number;
  /** Longest time to open a TCP connection, in milliseconds (UPSTREAM_TIMEOUT_MS). */
  connectTimeoutMs: number;
}

type DispatchOptions = Dispatcher.DispatchOptions;
type Handler = Dispatcher.DispatchHandler;

interface Waiting {
  options: DispatchOptions;
  handler: Handler;
  timer: NodeJS.Timeout;
  detach: () => void;
}

/**
 * DecoratorHandler declares no methods in its types; at run time it forwards the new handler interface
 * (onResponseEnd, onResponseError, onRequestUpgrade) to the wrapped handler, old-style or new.
 */
interface DecoratedHandler {
  onResponseEnd(...args: Parameters<Required<Handler>['onResponseEnd']>): void;
  onResponseError(...args: Parameters<Required<Handler>['onResponseError']>): void;
  onRequestUpgrade(...args: Parameters<Required<Handler>['onRequestUpgrade']>): void;
}
const Decorated = DecoratorHandler as unknown as new (handler: Handler) => DecoratedHandler;

/** The caller's handler, with `release` called once when its call ends (answer read, failed, aborted or upgraded). */
class ReleasingHandler extends Decorated {
  private readonly release: () => void;

  constructor(handler: Handler, release: () => void) {
    super(handler);
    this.release = release;
  }

  override onResponseEnd(...args: Parameters<Required<Handler>['onResponseEnd']>): void {
    this.release();
    super.onResponseEnd(...args);
  }

  override onResponseError(...args: Parameters<Required<Handler>['onResponseError']>): void {
    this.release();
    super.onResponseError(...args);
  }

  override onRequestUpgrade(...args: Parameters<Required<Handler>['onRequestUpgrade']>): void {
    this.release();
    super.onRequestUpgrade(...args);
  }
}

/** Fails `handler` with `error` (a call that never reached undici). */
function failHandler(handler: Handler, error: Error): void {
  new Decorated(handler).onResponseError(null as unknown as Dispatcher.DispatchController, error);
}

/**
 * One bounded pool of upstream connections (DESIGN §1: long-lived work never takes capacity from
 * short requests; docs/notifications.md "Upstream capacity"): an undici keep-alive {@link Agent} with at
 * most `connections` connections, in front of which at most `connections` calls are in flight.
 * A call past that waits, first come first served, at most `queueTimeoutMs`, then fails with
 * {@link UpstreamQueueTimeoutError} instead of waiting for ever (undici's own queue has no timeout); a
 * waiting call whose `signal` aborts leaves the queue at once with the signal's reason (undici's request
 * would only notice it once it had a connection). A slot is held until the answer was read whole, failed,
 * or was aborted, so a stream holds its slot for its whole life. Use it as any undici dispatcher
 * (`pool.request(...)`, `request(url, { dispatcher: pool })`).
 */
export class UpstreamPool extends Dispatcher {
  private readonly agent: Agent;
  private readonly limit: number;
  private readonly queueTimeoutMs: number;
  private active = 0;
  private readonly waiting = new Set<Waiting>();

  constructor(options: UpstreamPoolOptions) {
    super();
    this.limit = options.connections;
    this.queueTimeoutMs = options.queueTimeoutMs;
    this.agent = new Agent({
      keepAliveTimeout: KEEP_ALIVE_MS,
      keepAliveMaxTimeout: KEEP_ALIVE_MS,
      connections: options.connections,
      connect: { timeout: options.connectTimeoutMs },
    });
  }

  /** Calls in flight now (each holding a slot). */
  get inFlight(): number {
    return this.active;
  }

  /** Calls waiting for a slot now. */
  get queued(): number {
    return this.waiting.size;
  }

  override dispatch(options: DispatchOptions, handler: Handler): boolean {
    if (this.active < this.limit && this.waiting.size === 0) {
      this.start(options, handler);
      return true;
    }
    const signal = (options as { signal?: AbortSignal | null }).signal;
    if (signal?.aborted) {
      failHandler(handler, reasonOf(signal));
      return true;
    }
    const entry: Waiting = {
      options,
      handler,
      timer: setTimeout(() => this.leave(entry, new UpstreamQueueTimeoutError(`no upstream connection free within ${this.queueTimeoutMs} ms`)), this.queueTimeoutMs),
      detach: () => undefined,
    };
    if (signal && typeof signal.addEventListener === 'function') {
      const onAbort = () => this.leave(entry, reasonOf(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      entry.detach = () => signal.removeEventListener('abort', onAbort);
    }
    this.waiting.add(entry);
    return true;
  }

  override async close(): Promise<void> {
    for (const entry of [...this.waiting]) this.leave(entry, new UpstreamQueueTimeoutError('the gateway is closing'));
    await this.agent.close();
  }

  override async destroy(): Promise<void> {
    for (const entry of [...this.waiting]) this.leave(entry, new UpstreamQueueTimeoutError('the gateway is closing'));
    await this.agent.destroy();
  }

  private start(options: DispatchOptions, handler: Handler): void {
    this.active += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.active -= 1;
      this.next();
    };
    try {
      this.agent.dispatch(options, new ReleasingHandler(handler, release));
    } catch (error) {
      release();
      failHandler(handler, error as Error);
    }
  }

  private next(): void {
    for (const entry of this.waiting) {
      if (this.active >= this.limit) return;
      this.waiting.delete(entry);
      clearTimeout(entry.timer);
      entry.detach();
      this.start(entry.options, entry.handler);
    }
  }

  private leave(entry: Waiting, error: Error): void {
    if (!this.waiting.delete(entry)) return;
    clearTimeout(entry.timer);
    entry.detach();
    failHandler(entry.handler, error);
  }
}

function reasonOf(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('This operation was aborted', 'AbortError');
}

/** The gateway's two pools to its upstream (docs/notifications.md "Upstream capacity"). */
export interface UpstreamPools {
  /** Short calls: every GraphQL operation's REST calls, sign-in included, and `/readyz`. */
  api: UpstreamPool;
  /** Long-lived work: notification streams, file downloads, exports. */
  stream: UpstreamPool;
  /** Closes both (after their in-flight calls; waiting calls fail). */
  close(): Promise<void>;
}

/**
 * The pools of one gateway process (config UPSTREAM_API_CONNECTIONS, UPSTREAM_STREAM_CONNECTIONS,
 * UPSTREAM_QUEUE_TIMEOUT_MS, UPSTREAM_TIMEOUT_MS): separate, so that open streams or slow downloads can
 * never leave a sign-in without a connection (DESIGN §1).
 */
export function createUpstreamPools(options: { apiConnections: number; streamConnections: number; queueTimeoutMs: number; connectTimeoutMs: number }): UpstreamPools {
  const api = new UpstreamPool({ connections: options.apiConnections, queueTimeoutMs: options.queueTimeoutMs, connectTimeoutMs: options.connectTimeoutMs });
  const stream = new UpstreamPool({ connections: options.streamConnections, queueTimeoutMs: options.queueTimeoutMs, connectTimeoutMs: options.connectTimeoutMs });
  return {
    api,
    stream,
    close: async () => {
      await Promise.all([api.close(), stream.close()]);
    },
  };
}
