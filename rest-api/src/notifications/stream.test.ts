import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app';
import { createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../testing/test-app';
import { notify, type NotificationContent } from './notify';
import { openSse } from '../../testing/sse-client';

/* The notification stream (docs/notifications.md): own notifications only, from any replica, ended with the session. */

let t: TestApp;
let replica: FastifyInstance;
let me: TestEmployee;
let other: TestEmployee;

const note = (title: string): NotificationContent => ({ title, text: `About ${title}`, icon: 'bell', color: 'info', link: null });

/** The caller's own stream (`token`, or no Authorization header when null). */
const openStream = (app: FastifyInstance, token: string | null) => openSse(app, '/setup/notifications/stream', token ? `Bearer ${token}` : undefined);

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
