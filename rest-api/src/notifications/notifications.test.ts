import { sql } from 'drizzle-orm';
import { notify } from './notify';
import { bearer, createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../testing/test-app';
import { LATEST_NOTIFICATIONS } from './routes';

/* The top bar's notifications (DESIGN §5; contract "Notifications"): own only, latest first, mark read. */

let t: TestApp;
let me: TestEmployee;
let mine: Record<string, string>;
let theirs: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  me = await createEmployee(t.database, { roles: ['Finance'] });
  mine = bearer(await signIn(t.app, me));
  theirs = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Admin'] })));
  for (let i = 1; i <= LATEST_NOTIFICATIONS + 2; i++) {
    await notify(t.database.db, me.id, { title: `Note ${i}`, text: `Text ${i}`, icon: 'bell', color: 'info', link: i === 1 ? '/profiles' : null });
  }
  // Inserts this close together can share a timestamp at the clock's resolution: a second apart each,
  // so that "newest first" has one right answer.
  await t.database.db.execute(sql`update notifications set created_at = now() - make_interval(secs => 100 - cast(substring(title from 6) as int)) where employee_id = ${me.id}`);
});

afterAll(async () => {
  await t?.close();
});

it('answers my latest 20, newest first, in the contract shape', async () => {
  const response = await t.app.inject({ url: '/setup/notifications', headers: mine });
  expect(response.statusCode).toBe(200);
  const notes = response.json();
  expect(notes).toHaveLength(LATEST_NOTIFICATIONS);
  expect(notes[0]).toEqual({
    _id: expect.any(String),
    title: `Note ${LATEST_NOTIFICATIONS + 2}`,
    text: expect.any(String),
    icon: 'bell',
    color: 'info',
    link: null,
    readAt: null,
    createdAt: expect.any(String),
  });
  expect(notes.at(-1).title).toBe('Note 3');
  expect((await t.app.inject({ url: '/setup/notifications', headers: theirs })).json()).toEqual([]);
  expect((await t.app.inject({ url: '/setup/notifications' })).statusCode).toBe(401);
});

it('marks one read (keeping the first time), and 404 for somebody else’s', async () => {
  const [first] = (await t.app.inject({ url: '/setup/notifications', headers: mine })).json();
  const url = `/setup/notifications/${first._id}/read`;
  const read = await t.app.inject({ method: 'PUT', url, headers: mine });
  expect(read.statusCode).toBe(200);
  expect(read.json()).toEqual({ ...first, readAt: expect.any(String) });
  expect((await t.app.inject({ method: 'PUT', url, headers: mine })).json().readAt).toBe(read.json().readAt);
  const foreign = await t.app.inject({ method: 'PUT', url, headers: theirs });
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json()).toEqual({ message: 'Notification not found' });
  expect((await t.app.inject({ method: 'PUT', url: '/setup/notifications/nope/read', headers: mine })).statusCode).toBe(404);
});

it('answers a page of mine with totals and the unread count, filters read/unread, and refuses bad paging', async () => {
  const page = await t.app.inject({ url: '/setup/notifications?page=2&limit=5', headers: mine });
  expect(page.statusCode).toBe(200);
  const body = page.json();
  expect(body).toMatchObject({ totalDocs: LATEST_NOTIFICATIONS + 2, limit: 5, page: 2, totalPages: 5, hasPrevPage: true, hasNextPage: true, prevPage: 1, nextPage: 3 });
  expect(body.docs.map((note: { title: string }) => note.title)).toEqual([17, 16, 15, 14, 13].map((i) => `Note ${i}`));
  const unread = body.unread as number;
  const read = (await t.app.inject({ url: '/setup/notifications?limit=100&read=true', headers: mine })).json();
  expect(read.totalDocs).toBe(LATEST_NOTIFICATIONS + 2 - unread);
  expect(read.docs.every((note: { readAt: string | null }) => note.readAt)).toBe(true);
  expect((await t.app.inject({ url: '/setup/notifications?limit=100&read=false', headers: mine })).json().totalDocs).toBe(unread);
  expect((await t.app.inject({ url: '/setup/notifications?page=1', headers: theirs })).json()).toMatchObject({ docs: [], totalDocs: 0, unread: 0 });
  for (const query of ['page=0', 'limit=101', 'page=x', 'read=maybe', 'other=1']) {
    const bad = await t.app.inject({ url: `/setup/notifications?${query}`, headers: mine });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  }
});

it('marks all mine read, and none of anybody else’s', async () => {
  await notify(t.database.db, me.id, { title: 'Late', text: 'Late', icon: null, color: null, link: null });
  const before = (await t.app.inject({ url: '/setup/notifications?page=1', headers: mine })).json().unread as number;
  expect(before).toBeGreaterThan(0);
  const all = await t.app.inject({ method: 'POST', url: '/setup/notifications/read-all', headers: mine });
  expect(all.statusCode).toBe(200);
  expect(all.json()).toEqual({ count: before });
  expect((await t.app.inject({ url: '/setup/notifications?page=1', headers: mine })).json().unread).toBe(0);
  expect((await t.app.inject({ method: 'POST', url: '/setup/notifications/read-all', headers: mine })).json()).toEqual({ count: 0 });
  expect((await t.app.inject({ method: 'POST', url: '/setup/notifications/read-all' })).statusCode).toBe(401);
});
