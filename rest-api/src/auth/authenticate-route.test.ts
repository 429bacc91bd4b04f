import { createEmployee, createTestApp, type TestApp, type TestEmployee } from '../../testing/test-app';
import { INVALID_CREDENTIALS } from './authenticate-route';

/* POST /setup/employees/authenticate (spec §7 Auth, DESIGN §2) on a real database. */

let t: TestApp;
let hod: TestEmployee;
let inactive: TestEmployee;

beforeAll(async () => {
  t = await createTestApp();
  hod = await createEmployee(t.database, { roles: ['Hod', 'Employee'], email: 'Head.Person@Example.com', gender: 'FEMALE' });
  inactive = await createEmployee(t.database, { roles: ['Admin'], active: false });
});

afterAll(async () => {
  await t?.close();
});

function authenticate(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/setup/employees/authenticate', payload: payload as object });
}

it('answers the current user for the right password, matching the e-mail regardless of case', async () => {
  const response = await authenticate({ email: 'head.person@EXAMPLE.com', password: hod.password });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toEqual({
    token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    _id: hod.id,
    employeeName: expect.any(String),
    email: 'Head.Person@Example.com',
    roles: ['Hod', 'Employee'],
    gender: [{ name: 'FEMALE' }],
    photo: null,
  });
  expect(response.body).not.toMatch(/argon2|password/i);
});

it('answers [] for an unknown gender', async () => {
  const who = await createEmployee(t.database, { roles: ['Employee'], gender: null });
  const response = await authenticate({ email: who.email, password: who.password });
  expect(response.json().gender).toEqual([]);
});

it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
  const wrongPassword = await authenticate({ email: hod.email, password: 'not the password' });
  const unknownEmail = await authenticate({ email: 'nobody@example.com', password: hod.password });
  expect(wrongPassword.statusCode).toBe(401);
  expect(unknownEmail.statusCode).toBe(401);
  expect(wrongPassword.json()).toEqual({ message: INVALID_CREDENTIALS });
  expect(unknownEmail.body).toBe(wrongPassword.body);
});

it('answers 401 for an inactive employee, even with the right password', async () => {
  const response = await authenticate({ email: inactive.email, password: inactive.password });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: INVALID_CREDENTIALS });
});

it.each([
  [{}, ['email', 'password']],
  [{ email: 'not-an-email', password: 'x' }, ['email']],
  [{ email: 'a@example.com', password: '' }, ['password']],
  [{ email: 42, password: ['x'] }, ['email', 'password']],
])('answers 400 with field errors for the body %j', async (payload, fields) => {
  const response = await authenticate(payload);
  expect(response.statusCode).toBe(400);
  expect(
    response
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort(),
  ).toEqual(fields);
});

it('answers 400 for a body that is not JSON', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/setup/employees/authenticate',
    headers: { 'content-type': 'application/json' },
    payload: '{"email":',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: expect.any(String) });
});
