import { createEmployee, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { insertWideCompanies, stalledDownload } from '../../testing/stalled-download';
import { watchedLogger } from '../../testing/watched-logger';

/*
 * docs/exports.md "Limits": an export whose client stopped reading is aborted after
 * EXPORT_IDLE_TIMEOUT_MS without progress (its connection closed, the download incomplete, logged as a
 * warning, not an error), and its slot is given back (EXPORT_MAX_PER_PERSON=1 here, so the next export
 * of the same person answers 200 only if it was).
 */

const log = watchedLogger();
let t: TestApp;
let origin: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ EXPORT_IDLE_TIMEOUT_MS: '300', EXPORT_MAX_PER_PERSON: '1' }, { logger: log.logger });
  await insertWideCompanies(t.database, 5000, 4000);
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  token = await signIn(t.app, await createEmployee(t.database, { roles: ['Employee'] }));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

it('closes the connection of a client that stopped reading, logs a warning and gives the slot back', async () => {
  const stalled = await stalledDownload(origin, '/setup/companies/export?format=csv', token);
  expect(stalled.status).toBe(200);
  await log.logged((line) => line.level === 40 && line.msg === 'export aborted: the client read nothing for 300 ms');
  const rest = await stalled.readRest();
  expect(rest.complete).toBe(false);
  expect(rest.bytes).toBeLessThan(5000 * 4000);
  expect(log.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  const next = await stalledDownload(origin, '/setup/companies/export?format=xlsx', token);
  next.abandon();
  expect(next.status).toBe(200);
});
