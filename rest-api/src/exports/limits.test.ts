import { bearer, createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../testing/test-app';
import { insertWideCompanies, stalledDownload, type StalledDownload } from '../../testing/stalled-download';
import { watchedLogger } from '../../testing/watched-logger';

/*
 * docs/exports.md "Limits" (DESIGN §1: no client can hold a database connection while it waits): an
 * export waiting on a client that stopped reading holds no database connection, so other requests
 * (sign-in, a list) answer meanwhile, on PGlite's one connection as on PostgreSQL's pool; exports are
 * capped per person (2) and in all (5) with a 429 and Retry-After, and a slot is given back when an
 * export ends. Runs on PGlite, or on PostgreSQL with DATABASE_URL.
 */

const log = watchedLogger();
let t: TestApp;
let origin: string;
const people: { who: TestEmployee; token: string }[] = [];
const held: StalledDownload[] = [];
/** An export of about 20 MB, far beyond what the sockets between server and client buffer. */
const BIG = '/setup/companies/export?format=csv';

beforeAll(async () => {
  t = await createTestApp({ EXPORT_MAX_CONCURRENT: '5' }, { logger: log.logger });
  await insertWideCompanies(t.database, 5000, 4000);
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  for (let i = 0; i < 5; i++) {
    const who = await createEmployee(t.database, { roles: ['Employee'] });
    people.push({ who, token: await signIn(t.app, who) });
  }
}, 120_000);

afterAll(async () => {
  for (const download of held) download.abandon();
  await t?.close();
});

const exportBy = (person: number, url = BIG) => stalledDownload(origin, url, people[person]!.token);

describe('stalled exports', () => {
  it('gives the slot back when an export completes', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${origin}/setup/companies/export?format=csv&search=Wide%20company%2012`, { headers: bearer(people[0]!.token) });
      expect(response.status).toBe(200);
      expect((await response.text()).split('\r\n').length).toBeGreaterThan(2);
    }
  });

  it('caps exports at 2 per person and EXPORT_MAX_CONCURRENT (5 here) in all, with a 429 and Retry-After', async () => {
    const first = await exportBy(0);
    const second = await exportBy(0);
    held.push(first, second);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await exportBy(0);
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('10');
    expect(JSON.parse(third.body)).toEqual({ message: 'You already have 2 exports running; wait for one to finish.' });
    for (const person of [1, 1, 2]) {
      const download = await exportBy(person);
      held.push(download);
      expect(download.status).toBe(200);
    }
    const beyond = await exportBy(3);
    expect(beyond.status).toBe(429);
    expect(beyond.headers['retry-after']).toBe('10');
    expect(JSON.parse(beyond.body).message).toMatch(/as many exports as it can; try again in a few seconds/);
  });

  it('answers sign-in and a list read while five exports wait on clients that stopped reading', async () => {
    expect(held).toHaveLength(5);
    const who = await createEmployee(t.database, { roles: ['Employee'] });
    const token = await signIn(t.app, who);
    const list = await t.app.inject({ method: 'GET', url: '/setup/companies/?limit=5', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    expect(list.json().totalDocs).toBeGreaterThanOrEqual(5000);
    // On PostgreSQL: no connection is checked out by the waiting exports.
    const use = t.database.poolUse?.();
    if (use) expect(use.waiting).toBe(0);
  });

  it('gives the slot back when the client goes away', async () => {
    const gone = held.shift()!;
    gone.abandon();
    await log.logged((line) => line.msg === 'export stopped: the client went away');
    const again = await exportBy(0);
    held.push(again);
    expect(again.status).toBe(200);
  });
});
