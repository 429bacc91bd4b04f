import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { buildApp } from '../app';
import { createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../testing/test-app';
import { notify, type NotificationContent } from './notify';

/* The notification stream (docs/notifications.md): own notifications only, from any replica, ended with the session. */

let t: TestApp;
let replica: FastifyInstance;
let me: TestEmployee;
let other: TestEmployee;

const note = (title: string): NotificationContent => ({ title, text: `About ${title}`, icon: 'bell', color: 'info', link: null });

/** A Server-Sent Events reader over fetch: `next()` is the next event (comments skipped), `closed` resolves when the server ends it. */
async function openStream(app: FastifyInstance, token: string | null) {
  const { port } = app.server.address() as AddressInfo;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/setup/notifications/stream`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const events: { event: string; id: string; data: unknown }[] = [];
  const waiting: (() => void)[] = [];
  let buffer = '';
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const closed = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes(': ready')) ready();
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (fields.event) events.push({ event: fields.event, id: fields.id ?? '', data: JSON.parse(fields.data ?? 'null') });
          waiting.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted by the test
    }
  })();
  return {
    response,
    ready: isReady,
    closed,
    events,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length === 0) {
        if (Date.now() > deadline) throw new Error('No event arrived');
        await Promise.race([new Promise<void>((resolve) => waiting.push(resolve)), new Promise((resolve) => setTimeout(resolve, 50))]);
      }
      return events.shift()!;
    },
    close: () => controller.abort(),
  };
}

beforeAll(async () => {
  t = await createTestApp({ STREAM_HEARTBEAT_MS: '200' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // A second server on the same database: another replica.
  replica = await buildApp({ database: t.database, config: t.config, logger: pino({ level: 'silent' }) });
  await replica.listen({ port: 0, host: '127.0.0.1' });
  me = await createEmployee(t.database, { roles: ['Employee'] });
  other = await createEmployee(t.database, { roles: ['Employee'] });
});

afterAll(async () => {
  await replica?.close();
  await t?.close();
});

it('streams my new notifications, and only mine, as Server-Sent Events', async () => {
  const stream = await openStream(t.app, await signIn(t.app, me));
  expect(stream.response.status).toBe(200);
  expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(stream.response.headers.get('cache-control')).toBe('no-store');
  await stream.ready;
  await notify(t.database.db, other.id, note('Theirs'));
  await notify(t.database.db, me.id, note('Mine'));
  const event = await stream.next();
  expect(event).toEqual({
    event: 'notification',
    id: expect.any(String),
    data: { _id: event.id, title: 'Mine', text: 'About Mine', icon: 'bell', color: 'info', link: null, readAt: null, createdAt: expect.any(String) },
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(stream.events).toEqual([]);
  stream.close();
});

it('delivers a notification committed through one server to a stream on another, at commit and never on rollback', async () => {
  const stream = await openStream(replica, await signIn(t.app, me));
  await stream.ready;
  await t.database.db
    .transaction(async (tx) => {
      await notify(tx, me.id, note('Rolled back'));
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await t.database.db.transaction(async (tx) => {
    await notify(tx, me.id, note('Committed'));
  });
  expect((await stream.next()).data).toMatchObject({ title: 'Committed' });
  stream.close();
});

it('refuses a missing or bad token, and ends the stream when its session is signed out', async () => {
  expect((await openStream(t.app, null)).response.status).toBe(401);
  expect((await openStream(t.app, 'not-a-token')).response.status).toBe(401);
  const token = await signIn(t.app, me);
  const stream = await openStream(t.app, token);
  await stream.ready;
  const signOut = await t.app.inject({ method: 'POST', url: '/setup/employees/sign-out', headers: { authorization: `Bearer ${token}` } });
  expect(signOut.statusCode).toBe(200);
  await expect(Promise.race([stream.closed.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('still open'), 3000))])).resolves.toBe('ended');
  expect((await openStream(t.app, token)).response.status).toBe(401);
});
