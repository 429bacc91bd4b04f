import { sql } from 'drizzle-orm';
import { bearer, capturedLogger, createEmployee, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { serializeError } from './error-serializer';

/*
 * Failed database writes are logged with their statement and PostgreSQL code, never their values
 * (DESIGN §7: nothing secret is logged; a registered employee's values include an argon2id hash).
 */

let t: TestApp;
const log = capturedLogger();

beforeAll(async () => {
  t = await createTestApp({}, { logger: log.logger });
});

afterAll(async () => {
  await t?.close();
});

it('logs a failed insert of an employee with the statement and code, without the hash or any other value', async () => {
  // A rule no resource translates: the insert fails inside the database and the request answers 500.
  await t.database.db.execute(sql`alter table employees add constraint test_refuse_boom check (employee_name <> 'Boom Refused')`);
  const admin = await createEmployee(t.database, { roles: ['Admin'] });
  const response = await t.app.inject({
    method: 'POST',
    url: '/setup/employees/register',
    headers: bearer(await signIn(t.app, admin)),
    payload: { employeeNo: 'B-1', employeeName: 'Boom Refused', email: 'boom.refused@example.com', roles: ['Employee'], password: 'Boom-password-12' },
  });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: 'Internal server error' });

  const failed = log.lines().find((line) => line.msg === 'request failed');
  expect(failed).toBeDefined();
  const err = failed!.err as { type: string; message: string; query: string; stack: string; cause: { code: string; constraint: string; table: string } };
  expect(err.query).toMatch(/^insert into "employees"/);
  expect(err.message).toBe(`Failed query: ${err.query}`);
  expect(err.cause).toMatchObject({ code: '23514', constraint: 'test_refuse_boom', table: 'employees' });
  expect(err.stack).toMatch(/^\w+: Failed query: insert into "employees"[^\n]*\n\s+at /);
  const everything = log.text();
  for (const value of ['$argon2id$', 'boom.refused@example.com', 'Boom Refused', 'B-1', 'Boom-password-12', 'Failing row', 'params']) {
    expect(everything).not.toContain(value);
  }
});

it('drops quoted values from PostgreSQL messages and detail, keeping what names things', async () => {
  const error = await t.database.db.execute(sql`select ${'not-a-uuid-but-private'}::uuid`).catch((e: unknown) => e);
  const serialized = JSON.stringify(serializeError(error));
  expect(serialized).not.toContain('not-a-uuid-but-private');
  expect(serializeError(error).cause).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "…"' });
});

it('keeps quoted names in PostgreSQL messages: of the constraint, or words of the statement', async () => {
  const error = await t.database.db.execute(sql`select id from employees group by email`).catch((e: unknown) => e);
  expect(serializeError(error).cause).toMatchObject({ code: '42803', message: 'column "employees.id" must appear in the GROUP BY clause or be used in an aggregate function' });
});

it('keeps the message, stack and plain properties of other errors', () => {
  const error = Object.assign(new Error('upload failed', { cause: new Error('disk full') }), { code: 'ENOSPC', statusCode: 507, detail: 'x' });
  expect(serializeError(error)).toMatchObject({
    type: 'Error',
    message: 'upload failed',
    code: 'ENOSPC',
    statusCode: 507,
    stack: expect.stringMatching(/^Error: upload failed\n\s+at /),
    cause: { type: 'Error', message: 'disk full' },
  });
  expect(serializeError(error)).not.toHaveProperty('detail');
});
