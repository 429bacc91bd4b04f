import { bearer, createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../../testing/test-app';

/*
 * Ids are compared normalised (UUIDs lower-cased, src/http/id-params.ts, src/db/ids.ts): your own id in
 * upper case is still you, for every "is this me?" rule of DESIGN §6 and the contract "Employees".
 */

let t: TestApp;
let adminUser: TestEmployee;
let admin: Record<string, string>;
let gvrUser: TestEmployee;
let gvr: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  adminUser = await createEmployee(t.database, { roles: ['Admin'] });
  admin = bearer(await signIn(t.app, adminUser));
  gvrUser = await createEmployee(t.database, { roles: ['Gvr'] });
  gvr = bearer(await signIn(t.app, gvrUser));
});

afterAll(async () => {
  await t?.close();
});

it('asks for the current password when your own id is in upper case, as in lower case', async () => {
  for (const id of [adminUser.id, adminUser.id.toUpperCase()]) {
    const response = await t.app.inject({ method: 'PUT', url: `/setup/employees/password/${id}`, headers: admin, payload: { password: 'Without-current-1' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'currentPassword', message: 'Enter your current password' }]);
  }
  // The password did not change.
  await signIn(t.app, adminUser);
});

it('refuses to delete yourself by your id in upper case, for Gvr and Admin', async () => {
  for (const [who, headers] of [
    [gvrUser, gvr],
    [adminUser, admin],
  ] as const) {
    for (const id of [who.id, who.id.toUpperCase()]) {
      const response = await t.app.inject({ method: 'DELETE', url: `/setup/employees/${id}`, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You cannot delete your own account.' });
    }
  }
  await signIn(t.app, gvrUser);
});

it('lets you read yourself by your id in upper case, and answers your record with its lower-case id', async () => {
  const me = await createEmployee(t.database, { roles: ['Employee'] });
  const response = await t.app.inject({ url: `/setup/employees/${me.id.toUpperCase()}`, headers: bearer(await signIn(t.app, me)) });
  expect(response.statusCode).toBe(200);
  expect(response.json()._id).toBe(me.id);
});

it('refuses reporting to oneself when the reference is in upper case', async () => {
  const current = (await t.app.inject({ url: `/setup/employees/${gvrUser.id}`, headers: admin })).json();
  const response = await t.app.inject({
    method: 'PUT',
    url: `/setup/employees/${gvrUser.id.toUpperCase()}`,
    headers: admin,
    payload: { ...current, reportsTo: gvrUser.id.toUpperCase() },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual([{ field: 'reportsTo', message: 'An employee cannot report to themselves' }]);
});

it('stores references given in upper case in lower case', async () => {
  const current = (await t.app.inject({ url: `/setup/employees/${gvrUser.id}`, headers: admin })).json();
  const response = await t.app.inject({ method: 'PUT', url: `/setup/employees/${gvrUser.id}`, headers: admin, payload: { ...current, reportsTo: adminUser.id.toUpperCase() } });
  expect(response.statusCode).toBe(200);
  expect(response.json().reportsTo).toBe(adminUser.id);
});
