import { setTimeout as wait } from 'node:timers/promises';
import { request, type Dispatcher } from 'undici';
import { sseEvents } from '../client/sse';

/** The subscription the web's top bar holds (docs/notifications.md). */
export const NOTIFICATION_SUBSCRIPTION = 'subscription WorkdayNotifications { notificationAdded { id title } }';

/** A notification as it arrived on a stream, with the client's clock at arrival (ms epoch). */
export interface Arrival {
  title: string;
  at: number;
}

/** How one attempt to open a stream went: `status` 0 when no answer came. */
export interface Opening {
  status: number;
  /** The body of a refusal (JSON errors), or the network failure. */
  detail: string;
  /** Whether the stream was served (200, `text/event-stream`). */
  served: boolean;
  at: number;
}

/** What to open: the web front server's address, the bearer token and the pool to connect through. */
export interface StreamTarget {
  webUrl: string;
  token: string;
  dispatcher: Dispatcher;
}

/**
 * Opens one subscription `POST /graphql/stream` (graphql-sse "distinct connections", as the web's SSE
 * link does) and answers how it opened, with the open response's body when served. Never throws.
 */
export async function openSubscription(target: StreamTarget, signal: AbortSignal): Promise<Opening & { body?: Dispatcher.ResponseData['body'] }> {
  const at = Date.now();
  try {
    const response = await request(`${target.webUrl}/graphql/stream`, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
      body: JSON.stringify({ query: NOTIFICATION_SUBSCRIPTION }),
      dispatcher: target.dispatcher,
      signal,
    });
    const type = String(response.headers['content-type'] ?? '');
    if (response.statusCode === 200 && type.startsWith('text/event-stream')) return { status: 200, detail: '', served: true, at, body: response.body };
    const text = await response.body.text().catch(() => '');
    return { status: response.statusCode, detail: text.slice(0, 300), served: false, at };
  } catch (error) {
    return { status: 0, detail: describe(error), served: false, at };
  }
}

/** The `next` payload of graphql-sse: a notification or the errors of the subscription. */
interface NextPayload {
  data?: { notificationAdded?: { title?: string } } | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

/**
 * One employee's live notification stream for the whole working day, held as the web's top bar holds it:
 * opened once, and when it ends or cannot be opened, opened again after `reopenMs` (the web waits 5 s).
 * Every arrival is kept with its time; every refused opening and every end before {@link stop} is kept as
 * a problem (the day's target: each stream held throughout).
 */
export class LiveStream {
  readonly arrivals: Arrival[] = [];
  /** Openings refused or failed, and ends of a served stream before the day was over, in words. */
  readonly problems: string[] = [];
  /** Resolves once the first opening answered (served or not). */
  readonly ready: Promise<void>;
  /** How long the first opening took, in ms (until the stream's headers). */
  firstOpenMs = 0;
  private readonly controller = new AbortController();
  private readonly done: Promise<void>;

  constructor(
    private readonly target: StreamTarget,
    private readonly reopenMs = 5_000,
  ) {
    let markReady!: () => void;
    this.ready = new Promise((resolve) => (markReady = resolve));
    this.done = this.hold(markReady);
  }

  /** Ends the stream (the day is over) and waits until its connection is closed. */
  async stop(): Promise<void> {
    this.controller.abort();
    await this.done;
  }

  private async hold(markReady: () => void): Promise<void> {
    const signal = this.controller.signal;
    let first = true;
    while (!signal.aborted) {
      const opening = await openSubscription(this.target, signal);
      if (first) {
        this.firstOpenMs = Date.now() - opening.at;
        first = false;
        markReady();
      }
      if (signal.aborted) return;
      if (!opening.body) {
        this.problems.push(`opening refused: ${opening.status} ${opening.detail}`);
      } else {
        const ended = await this.read(opening.body);
        if (signal.aborted) return;
        this.problems.push(`stream ended after ${((Date.now() - opening.at) / 1000).toFixed(1)} s: ${ended}`);
      }
      await wait(this.reopenMs, undefined, { signal }).catch(() => undefined);
    }
  }

  /** Reads events until the stream ends; answers why it ended. */
  private async read(body: AsyncIterable<Buffer | Uint8Array>): Promise<string> {
    try {
      for await (const event of sseEvents(body)) {
        if (event.event === 'complete') return 'the server completed it';
        if (event.event !== 'next') continue;
        const payload = JSON.parse(event.data) as NextPayload;
        const title = payload.data?.notificationAdded?.title;
        if (title) this.arrivals.push({ title, at: Date.now() });
        else if (payload.errors?.length) return `error ${payload.errors[0]?.extensions?.code ?? ''} ${payload.errors[0]?.message ?? ''}`;
      }
      return 'the connection closed';
    } catch (error) {
      return describe(error);
    }
  }
}

function describe(error: unknown): string {
  const { code, message, cause } = (error ?? {}) as { code?: string; message?: string; cause?: { code?: string } };
  return code ?? cause?.code ?? message ?? String(error);
}
