import { createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../testing/test-app';
import { openSse } from '../../testing/sse-client';
import { loadConfig } from '../config/config';
import { notify, type NotificationContent } from './notify';

/* The gateways' notification relay (docs/notifications.md "Relay"): one service stream, behind its own secret. */

const SECRET = 'kV3q9Zp2Lr7Wt5Yx8Bn4Hc6Jm1Df0GsQ';
let t: TestApp;
let me: TestEmployee;
let other: TestEmployee;

const note = (title: string): NotificationContent => ({ title, text: `About ${title}`, icon: null, color: null, link: null });

beforeAll(async () => {
  t = await createTestApp({ NOTIFICATION_RELAY_SECRET: SECRET, STREAM_HEARTBEAT_MS: '200' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  me = await createEmployee(t.database, { roles: ['Employee'] });
  other = await createEmployee(t.database, { roles: ['Admin'] });
});

afterAll(async () => {
  await t?.close();
});

it("streams every employee's new notifications, each with its recipient, to the holder of the secret", async () => {
  const relay = await openSse(t.app, '/setup/notifications/relay', `Bearer ${SECRET}`);
  expect(relay.response.status).toBe(200);
  expect(relay.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  await relay.ready;
  await notify(t.database.db, me.id, note('Mine'));
  await notify(t.database.db, other.id, note('Theirs'));
  const first = await relay.next();
  const second = await relay.next();
  expect(first).toEqual({
    event: 'notification',
    id: expect.any(String),
    data: {
      recipient: me.id,
      notification: { _id: first.id, title: 'Mine', text: 'About Mine', icon: null, color: null, link: null, readAt: null, createdAt: expect.any(String) },
    },
  });
  expect(second.data).toMatchObject({ recipient: other.id, notification: { title: 'Theirs' } });
  relay.close();
});

it("refuses without the secret: no header, a wrong secret, or even an Admin's session token", async () => {
  expect((await openSse(t.app, '/setup/notifications/relay', undefined)).response.status).toBe(401);
  expect((await openSse(t.app, '/setup/notifications/relay', `Bearer ${SECRET.slice(1)}x`)).response.status).toBe(401);
  const admin = await t.app.inject({ method: 'GET', url: '/setup/notifications/relay', headers: { authorization: `Bearer ${await signIn(t.app, other)}` } });
  expect(admin.statusCode).toBe(401);
  expect(admin.json()).toEqual({ message: 'This stream is for the gateways of this server only.' });
});

it('is absent (404) when the server has no NOTIFICATION_RELAY_SECRET', async () => {
  const plain = await createTestApp();
  try {
    const answer = await plain.app.inject({ method: 'GET', url: '/setup/notifications/relay', headers: { authorization: `Bearer ${SECRET}` } });
    expect(answer.statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});

it('refuses a short or weak secret at start', () => {
  expect(() => loadConfig({ NOTIFICATION_RELAY_SECRET: 'short' })).toThrow(/NOTIFICATION_RELAY_SECRET/);
  expect(() => loadConfig({ NOTIFICATION_RELAY_SECRET: 'changeme'.repeat(5) })).toThrow(/NOTIFICATION_RELAY_SECRET/);
});
