import { Readable } from 'node:stream';
import pino from 'pino';
import type { UpstreamStream } from '../upstream/upstream';
import { NotificationRelay, type OpenRelay } from './notification-relay';

/* The relay's own decisions (docs/notifications.md "Relay"): whether the upstream offers it, and how sessions are re-checked. */

const logger = pino({ level: 'silent' });
const timings = { silenceMs: 60_000, reconnectMs: 50, sessionCheckMs: 10 };

/** An open relay answer whose body stays open until the relay closes. */
function openAnswer(): UpstreamStream {
  return { status: 200, headers: {}, body: new Readable({ read() {} }) };
}

test('an upstream without the relay (404), or refusing the secret (401), is not asked again; a failure or a 503 is', async () => {
  for (const status of [404, 401]) {
    let asked = 0;
    const relay = new NotificationRelay(
      async () => {
        asked += 1;
        return { status, headers: {} };
      },
      logger,
      timings,
    );
    expect(await relay.available()).toBe(false);
    expect(await relay.available()).toBe(false);
    expect(asked).toBe(1);
  }
  const answers: Array<() => Promise<UpstreamStream | null>> = [
    async () => {
      throw new Error('connection refused');
    },
    async () => ({ status: 503, headers: {} }),
    async () => openAnswer(),
  ];
  const relay = new NotificationRelay(async () => answers.shift()!(), logger, timings);
  expect(await relay.available()).toBe(false);
  expect(await relay.available()).toBe(false);
  expect(await relay.available()).toBe(true);
  relay.close();
});

test('a transport without streams has no relay', async () => {
  const open: OpenRelay = async () => null;
  expect(await new NotificationRelay(open, logger, timings).available()).toBe(false);
});

test('sessions are re-checked one at a time, never all at once, and each of them in every round', async () => {
  const relay = new NotificationRelay(async () => openAnswer(), logger, timings);
  let running = 0;
  let most = 0;
  const checked = new Map<number, number>();
  const stops = Array.from({ length: 30 }, (_, n) =>
    relay.watchSession(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      checked.set(n, (checked.get(n) ?? 0) + 1);
      running -= 1;
    }),
  );
  while ([...checked.values()].filter((count) => count >= 2).length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(most).toBe(1);
  for (const stop of stops) stop();
  relay.close();
});
