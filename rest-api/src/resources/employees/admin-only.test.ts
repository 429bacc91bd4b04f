import { avatarPng } from '../../seed/png';
import { multipartBody } from '../../../testing/multipart';
import { bearer, createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../../testing/test-app';
import { ADMIN_ONLY } from './admin-only';

/*
 * DESIGN §6: Gvr and Admin manage employees, but only an Admin grants the Admin role or changes anything
 * of an Admin's record (every field, photo, password, deletion). Gvr keeps managing everyone else.
 */

let t: TestApp;
let gvrUser: TestEmployee;
let gvr: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  gvrUser = await createEmployee(t.database, { roles: ['Gvr'] });
  gvr = bearer(await signIn(t.app, gvrUser));
  admin = bearer(await signIn(t.app, await createEmployee(t.database, { roles: ['Admin'] })));
});

afterAll(async () => {
  await t?.close();
});

let counter = 0;
const newPerson = (roles: string[]) => {
  counter += 1;
  return { employeeNo: `AO-${counter}`, employeeName: `Admin-only ${counter}`, email: `admin-only-${counter}@example.com`, roles, password: 'Registered-password-1' };
};
const register = (payload: object, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/setup/employees/register', headers, payload });
const record = async (id: string) => (await t.app.inject({ url: `/setup/employees/${id}`, headers: admin })).json();
const update = async (id: string, changes: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/setup/employees/${id}`, headers, payload: { ...(await record(id)), __v: undefined, ...changes } });
const setPassword = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/setup/employees/password/${id}`, headers, payload: { password: 'Set-by-someone-2' } });
const remove = (id: string, headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/setup/employees/${id}`, headers });
function uploadPhoto(id: string, headers: Record<string, string>) {
  const body = multipartBody([{ field: 'image', filename: 'me.png', contentType: 'image/png', content: avatarPng(16, [40, 90, 160]) }]);
  return t.app.inject({ method: 'PUT', url: `/setup/employees/profile/${id}`, headers: { ...headers, ...body.headers }, payload: body.payload });
}

function expectAdminOnly(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ message: ADMIN_ONLY });
}

it('lets only an Admin register an employee with the Admin role', async () => {
  expectAdminOnly(await register(newPerson(['Admin']), gvr));
  expectAdminOnly(await register(newPerson(['Employee', 'Admin']), gvr));
  expect((await register(newPerson(['Employee', 'Gvr']), gvr)).statusCode).toBe(201);
  expect((await register(newPerson(['Admin']), admin)).statusCode).toBe(201);
});

it('keeps Gvr from granting itself or anyone else the Admin role', async () => {
  expectAdminOnly(await update(gvrUser.id, { roles: ['Gvr', 'Admin'] }, gvr));
  expectAdminOnly(await update(gvrUser.id, { roles: ['Admin', 'Gvr'] }, gvr));
  const other = await createEmployee(t.database, { roles: ['Employee'] });
  expectAdminOnly(await update(other.id, { roles: ['Admin'] }, gvr));
  expect((await record(other.id)).roles).toEqual(['Employee']);
  // Other role changes stay Gvr's to make.
  expect((await update(other.id, { roles: ['Hod', 'Employee'] }, gvr)).statusCode).toBe(200);
  expect((await update(other.id, { roles: ['Employee', 'Admin'] }, admin)).statusCode).toBe(200);
});

it("keeps Gvr from changing any field of an Admin's record, their photo, password or existence; the same writes to others pass", async () => {
  const boss = await createEmployee(t.database, { roles: ['Employee', 'Admin'] });
  const before = await record(boss.id);
  const company = (await t.app.inject({ method: 'POST', url: '/setup/companies/create', headers: admin, payload: { code: 'AO1', name: 'Admin-only Co' } })).json<{ _id: string }>();
  const department = (await t.app.inject({ method: 'POST', url: '/setup/departments/create', headers: admin, payload: { code: 'AOD', name: 'Admin-only Dept' } })).json<{
    _id: string;
  }>();
  const changes: object[] = [
    { email: 'mallory@attacker.test' },
    { employeeName: 'Mallory' },
    { employeeNo: 'AO-TAKEN' },
    { phone: '+1 555 0199' },
    { department: department._id },
    { companies: [company._id] },
    { gvr: true },
    { joinDate: '2020-01-01' },
    { roles: ['Employee'] },
    { roles: ['Admin', 'Employee'] },
    { active: false },
    {},
  ];
  for (const change of changes) expectAdminOnly(await update(boss.id, change, gvr));
  expectAdminOnly(await uploadPhoto(boss.id, gvr));
  expectAdminOnly(await setPassword(boss.id, gvr));
  expectAdminOnly(await remove(boss.id, gvr));
  expect(await record(boss.id)).toEqual(before);
  await signIn(t.app, boss);

  const plain = await createEmployee(t.database, { roles: ['Employee'] });
  for (const change of changes.filter((c) => !('roles' in c) || !(c.roles as string[]).includes('Admin'))) {
    const answer = await update(plain.id, { ...change, ...('employeeNo' in change ? { employeeNo: 'AO-PLAIN' } : {}) }, gvr);
    expect(answer.statusCode).toBe(200);
  }
  expect((await uploadPhoto(plain.id, gvr)).statusCode).toBe(200);
  expect((await setPassword(plain.id, gvr)).statusCode).toBe(200);
  expect((await remove(plain.id, gvr)).statusCode).toBe(200);
});

it('lets an employee who holds Admin but acts in another role change their own photo and password, not their record', async () => {
  const self = await createEmployee(t.database, { roles: ['Gvr', 'Admin'] });
  const headers = bearer(await signIn(t.app, self));
  expect((await uploadPhoto(self.id, headers)).statusCode).toBe(200);
  const own = await t.app.inject({
    method: 'PUT',
    url: `/setup/employees/password/${self.id}`,
    headers,
    payload: { currentPassword: self.password, password: 'Own-new-password-3' },
  });
  expect(own.statusCode).toBe(200);
  expectAdminOnly(await update(self.id, { email: 'self-mallory@attacker.test' }, bearer(await signIn(t.app, { email: self.email, password: 'Own-new-password-3' }))));
});

it('lets an Admin do all of it to another Admin', async () => {
  const peer = await createEmployee(t.database, { roles: ['Admin'] });
  expect((await setPassword(peer.id, admin)).statusCode).toBe(200);
  expect((await update(peer.id, { active: false }, admin)).statusCode).toBe(200);
  expect((await update(peer.id, { active: true, roles: ['Employee'] }, admin)).statusCode).toBe(200);
  expect((await update(peer.id, { roles: ['Admin'] }, admin)).statusCode).toBe(200);
  expect((await remove(peer.id, admin)).statusCode).toBe(200);
});

it('judges a partial update by the merged record: only the fields sent change, the rules see the rest', async () => {
  const boss = await createEmployee(t.database, { roles: ['Admin', 'Employee'] });
  const put = (changes: object, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: `/setup/employees/${boss.id}`, headers, payload: changes });
  expectAdminOnly(await put({ employeeName: 'Renamed Boss' }, gvr));
  const renamed = await put({ employeeName: 'Renamed Boss' }, admin);
  expect(renamed.statusCode).toBe(200);
  expect(renamed.json()).toMatchObject({ employeeName: 'Renamed Boss', roles: ['Admin', 'Employee'], active: true });
  const plain = await createEmployee(t.database, { roles: ['Employee'] });
  const grant = await t.app.inject({ method: 'PUT', url: `/setup/employees/${plain.id}`, headers: gvr, payload: { roles: ['Employee', 'Admin'] } });
  expectAdminOnly(grant);
  expect(await record(boss.id)).toMatchObject({ employeeName: 'Renamed Boss', roles: ['Admin', 'Employee'], active: true });
});
