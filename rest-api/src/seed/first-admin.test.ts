import { eq } from 'drizzle-orm';
import { createMailer } from '../mail/mailer';
import { mailOutbox } from '../mail/outbox-table';
import { employees } from '../identity/employees-table';
import { capturedLogger, createEmployee } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { ensureFirstAdmin, FIRST_ADMIN_NAME } from './first-admin';

/*
 * The first Admin of a database without one (DESIGN §5 "Production never seeds demo accounts or a known
 * password"; README `ADMIN_EMAIL`): created from the configured address with no usable password and a
 * mailed set-password link, never by promoting an existing account; without the address, a log line
 * says what to do. The whole path from the mail to a sign-in is in src/main.test.ts.
 */

let testDb: TestDatabase;
const log = capturedLogger();

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb?.drop();
});

const ensure = (adminEmail: string | undefined) => {
  const db = testDb.database.db;
  return ensureFirstAdmin(db, {
    adminEmail,
    mailer: createMailer({ db, from: 'Back Office <no-reply@example.test>', logger: log.logger }),
    webUrl: 'https://office.example.test',
    logger: log.logger,
  });
};

it('without an Admin: says how to create one, never promotes an existing account, then creates one from the address, once', async () => {
  expect(await ensure(undefined)).toBe('no-address');
  expect(log.text()).toContain('there is no active Admin: set ADMIN_EMAIL');

  const existing = await createEmployee(testDb.database, { roles: ['Gvr'], email: 'taken@example.test' });
  expect(await ensure('Taken@Example.test')).toBe('address-taken');
  const [unchanged] = await testDb.database.db.select({ roles: employees.roles }).from(employees).where(eq(employees.id, existing.id));
  expect(unchanged?.roles).toEqual(['Gvr']);

  expect(await ensure('it.lead@example.test')).toBe('created');
  const [admin] = await testDb.database.db.select().from(employees).where(eq(employees.email, 'it.lead@example.test'));
  expect(admin).toMatchObject({ employeeName: FIRST_ADMIN_NAME, roles: ['Admin'], active: true });
  const mails = await testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'it.lead@example.test'));
  expect(mails).toHaveLength(1);
  expect(mails[0]?.body).toContain('https://office.example.test/account/reset-password?token=[redacted]');
  expect(log.text()).not.toMatch(/token=(?!\[redacted\])/);

  expect(await ensure('someone.else@example.test')).toBe('present');
  expect(await testDb.database.db.select().from(employees).where(eq(employees.email, 'someone.else@example.test'))).toEqual([]);
});
