import { bearer, createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../../testing/test-app';
import { PASSWORD_CHANGED } from './password-route';

/*
 * The employee routes of spec §7 (docs/setup-contract.md "Employees", DESIGN §2, §6) on a real database.
 * Steps build on each other in file order.
 */

let t: TestApp;
let adminUser: TestEmployee;
let admin: Record<string, string>;
let employeeUser: TestEmployee;
let employee: Record<string, string>;
const ids = { sales: '', hr: '', salesRep: '', hrOfficer: '', company: '', otherCompany: '', grade: '' };
const MISSING = '00000000-0000-4000-8000-000000000000';
const PASSWORD = 'Registered-password-1';

beforeAll(async () => {
  t = await createTestApp();
  adminUser = await createEmployee(t.database, { roles: ['Admin'] });
  admin = bearer(await signIn(t.app, adminUser));
  employeeUser = await createEmployee(t.database, { roles: ['Employee'] });
  employee = bearer(await signIn(t.app, employeeUser));
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: admin, payload });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json()._id as string;
  };
  ids.sales = await post('/setup/departments/create', { name: 'Sales', code: 'SLS' });
  ids.hr = await post('/setup/departments/create', { name: 'Human Resources', code: 'HR' });
  ids.salesRep = await post('/setup/positions/create', { name: 'Sales Representative', department: ids.sales });
  ids.hrOfficer = await post('/setup/positions/create', { name: 'HR Officer', department: ids.hr });
  ids.company = await post('/setup/companies/create', { name: 'Acme Pharma', code: 'APH' });
  ids.otherCompany = await post('/setup/companies/create', { name: 'Acme Trading', code: 'ATR' });
  ids.grade = await post('/setup/grades/create', { name: 'G3', level: 3 });
});

afterAll(async () => {
  await t?.close();
});

function person(overrides: Record<string, unknown> = {}) {
  return {
    employeeNo: 'E-100',
    employeeName: 'Nadia Haddad',
    email: 'Nadia.Haddad@example.com',
    phone: '+1 555 0100',
    gender: [{ name: 'FEMALE' }],
    joinDate: '2024-02-29',
    grade: ids.grade,
    department: ids.sales,
    position: ids.salesRep,
    salespersonCode: null,
    companies: [ids.company, ids.otherCompany, ids.company],
    reportsTo: adminUser.id,
    roles: ['Employee'],
    active: true,
    gvr: true,
    ...overrides,
  };
}

const register = (payload: object, headers = admin) => t.app.inject({ method: 'POST', url: '/setup/employees/register', headers, payload });
const fields = (response: { json(): { errors?: { field: string }[] } }) => (response.json().errors ?? []).map((e) => e.field).sort();
let nadia: Record<string, unknown> & { _id: string; __v: number };

describe('register', () => {
  it('registers an employee (201) without ever showing a password, with a welcome notification', async () => {
    const response = await register({ ...person(), password: PASSWORD });
    expect(response.statusCode).toBe(201);
    nadia = response.json();
    expect(nadia).toEqual({
      _id: expect.any(String),
      ...person(),
      companies: [ids.company, ids.otherCompany].sort(),
      photo: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      __v: 0,
    });
    expect(response.body).not.toMatch(/password|argon/i);
    const token = await signIn(t.app, { email: 'nadia.haddad@EXAMPLE.com', password: PASSWORD });
    const notes = (await t.app.inject({ url: '/setup/notifications', headers: bearer(token) })).json();
    expect(notes).toEqual([expect.objectContaining({ title: 'Welcome to Back Office', text: expect.stringContaining('Nadia Haddad') })]);
  });

  it('answers 400 for a password against the policy, and for bad fields', async () => {
    for (const password of ['short1', 'onlyletterslong', '1234567890123']) {
      const response = await register({ ...person({ email: 'x@example.com', employeeNo: 'X' }), password });
      expect(response.statusCode).toBe(400);
      expect(fields(response)).toEqual(['password']);
    }
    const bad = await register({ employeeNo: '', email: 'nope', gender: [{ name: 'OTHER' }], roles: [], joinDate: '2023-02-30', password: PASSWORD });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['email', 'employeeName', 'employeeNo', 'gender.0.name', 'joinDate', 'roles']);
    expect(fields(await register({ ...person({ roles: ['Admin', 'Admin'] }), password: PASSWORD }))).toEqual(['roles']);
  });

  it('answers 409 on the field for a taken e-mail or number, whatever the case', async () => {
    const email = await register({ ...person({ employeeNo: 'E-101', email: 'NADIA.haddad@example.com' }), password: PASSWORD });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ message: 'An employee with email "NADIA.haddad@example.com" already exists', errors: [{ field: 'email', message: expect.any(String) }] });
    const number = await register({ ...person({ employeeNo: 'e-100', email: 'other@example.com' }), password: PASSWORD });
    expect(number.statusCode).toBe(409);
    expect(fields(number)).toEqual(['employeeNo']);
  });

  it('answers 400 "No such …" for unknown references, and for a position of another department', async () => {
    const response = await register({ ...person({ email: 'r@example.com', employeeNo: 'R', grade: MISSING, companies: [ids.company, MISSING] }), password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'grade', message: 'No such grade' },
      { field: 'companies', message: 'No such company' },
    ]);
    const mismatch = await register({ ...person({ email: 'm@example.com', employeeNo: 'M', position: ids.hrOfficer }), password: PASSWORD });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([{ field: 'position', message: 'This position belongs to another department' }]);
  });
});

describe('lists', () => {
  beforeAll(async () => {
    await register({
      ...person({ employeeNo: 'E-200', employeeName: 'Zoe Inactive', email: 'zoe@example.com', active: false, department: ids.hr, position: null, companies: [] }),
      password: PASSWORD,
    });
    await register({ ...person({ employeeNo: 'E-300', employeeName: 'Adam Office', email: 'adam@example.com', gvr: false, reportsTo: null, companies: [] }), password: PASSWORD });
  });

  const names = (docs: { employeeName: string }[]) => docs.map((d) => d.employeeName);

  it('pages with the active, gvr and department filters, search and sort', async () => {
    const get = async (query: string) => (await t.app.inject({ url: `/setup/employees/?${query}`, headers: admin })).json();
    expect(names((await get('active=false')).docs)).toEqual(['Zoe Inactive']);
    expect(names((await get('gvr=true&active=true')).docs)).toEqual(['Nadia Haddad']);
    expect(names((await get(`department=${ids.sales}&sort=-employeeName`)).docs)).toEqual(['Nadia Haddad', 'Adam Office']);
    expect((await get('search=ADAM@')).totalDocs).toBe(1);
    expect(names((await get('sort=joinDate&limit=2')).docs)).toHaveLength(2);
    expect((await t.app.inject({ url: '/setup/employees/?department=sales', headers: admin })).statusCode).toBe(400);
  });

  it('answers /all, /active and /gvr by name', async () => {
    const get = async (path: string) => names((await t.app.inject({ url: `/setup/employees/${path}`, headers: admin })).json());
    expect(await get('all')).toEqual(expect.arrayContaining(['Adam Office', 'Nadia Haddad', 'Zoe Inactive']));
    expect(await get('active')).not.toContain('Zoe Inactive');
    expect(await get('gvr')).toEqual(['Nadia Haddad']);
  });

  it('keeps the lists from anyone but Gvr and Admin (403)', async () => {
    for (const path of ['', 'all', 'active', 'gvr']) {
      expect((await t.app.inject({ url: `/setup/employees/${path}`, headers: employee })).statusCode).toBe(403);
    }
  });
});

describe('GVR view list', () => {
  it('follows the role of the employee asked about (DESIGN §2)', async () => {
    const hod = await createEmployee(t.database, { roles: ['Hod'] });
    await t.app.inject({ method: 'PUT', url: `/setup/departments/${ids.sales}`, headers: admin, payload: { name: 'Sales', code: 'SLS', head: hod.id } });
    const view = async (id: string, headers = admin) => {
      const response = await t.app.inject({ url: `/setup/employees/gvr/${id}`, headers });
      return { status: response.statusCode, names: response.statusCode === 200 ? names(response.json()) : [] };
    };
    const names = (docs: { employeeName: string }[]) => docs.map((d) => d.employeeName);
    expect((await view(adminUser.id)).names).toEqual(['Nadia Haddad']);
    expect((await view(hod.id, bearer(await signIn(t.app, hod)))).names).toEqual(['Adam Office', 'Nadia Haddad', expect.stringMatching(/^Test Hod/)]);
    expect(await view(employeeUser.id, employee)).toEqual({ status: 200, names: [expect.stringMatching(/^Test Employee/)] });
    expect((await view(adminUser.id, employee)).status).toBe(403);
    expect((await view(MISSING)).status).toBe(404);
  });
});

describe('get and update', () => {
  it('lets an employee read themselves but nobody else (403); Admin reads anyone', async () => {
    expect((await t.app.inject({ url: `/setup/employees/${employeeUser.id}`, headers: employee })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/setup/employees/${nadia._id}`, headers: employee })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/setup/employees/${nadia._id}`, headers: admin })).json()).toEqual(nadia);
    expect((await t.app.inject({ url: `/setup/employees/${MISSING}`, headers: admin })).statusCode).toBe(404);
  });

  it('replaces the fields with the current __v; stale → 409; reporting to oneself → 400; others → 403', async () => {
    const url = `/setup/employees/${nadia._id}`;
    const body = { ...nadia, employeeName: 'Nadia Haddad-Khan', companies: [ids.otherCompany], gender: [], password: 'ignored-1234567' };
    const response = await t.app.inject({ method: 'PUT', url, headers: admin, payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employeeName: 'Nadia Haddad-Khan', companies: [ids.otherCompany], gender: [], __v: nadia.__v + 1 });
    expect((await signIn(t.app, { email: 'nadia.haddad@example.com', password: PASSWORD })).length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'PUT', url, headers: admin, payload: body })).statusCode).toBe(409);
    const self = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { ...body, __v: undefined, reportsTo: nadia._id } });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual([{ field: 'reportsTo', message: expect.any(String) }]);
    expect((await t.app.inject({ method: 'PUT', url: `/setup/employees/${employeeUser.id}`, headers: employee, payload: body })).statusCode).toBe(403);
    nadia = response.json();
  });

  it('lists the companies of an employee (GET /setup/companies/employee/{id})', async () => {
    const response = await t.app.inject({ url: `/setup/companies/employee/${nadia._id}`, headers: employee });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { code: string }) => c.code)).toEqual(['ATR']);
    expect((await t.app.inject({ url: `/setup/companies/employee/${MISSING}`, headers: employee })).statusCode).toBe(404);
  });
});

describe('password', () => {
  const put = (id: string, payload: object, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: `/setup/employees/password/${id}`, headers, payload });

  it('lets you change your own with your current password, and tells you of it', async () => {
    expect(fields(await put(employeeUser.id, { password: 'New-password-2' }, employee))).toEqual(['currentPassword']);
    const wrong = await put(employeeUser.id, { currentPassword: 'wrong', password: 'New-password-2' }, employee);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'currentPassword', message: expect.any(String) }]);
    const weak = await put(employeeUser.id, { currentPassword: employeeUser.password, password: 'weak' }, employee);
    expect(new Set(fields(weak))).toEqual(new Set(['password']));
    const ok = await put(employeeUser.id, { currentPassword: employeeUser.password, password: 'New-password-2' }, employee);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: PASSWORD_CHANGED });
    // The change ends earlier sign-ins (src/auth/guard.test.ts); go on with a fresh one.
    employee = bearer(await signIn(t.app, { email: employeeUser.email, password: 'New-password-2' }));
    const notes = (await t.app.inject({ url: '/setup/notifications', headers: employee })).json();
    expect(notes[0]).toMatchObject({ title: 'Your password was changed', color: 'warning' });
  });

  it("lets Admin set anyone's without theirs, and nobody else (403)", async () => {
    expect((await put(nadia._id, { password: 'Admin-set-password-3' }, admin)).statusCode).toBe(200);
    await signIn(t.app, { email: 'nadia.haddad@example.com', password: 'Admin-set-password-3' });
    expect((await put(nadia._id, { password: 'Admin-set-password-3' }, employee)).statusCode).toBe(403);
    expect((await put(MISSING, { password: 'Admin-set-password-3' }, admin)).statusCode).toBe(404);
  });
});

describe('delete', () => {
  const remove = (id: string, headers = admin) => t.app.inject({ method: 'DELETE', url: `/setup/employees/${id}`, headers });

  it('refuses to delete yourself (403), a department head or someone others report to (409)', async () => {
    const self = await remove(adminUser.id);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: 'You cannot delete your own account.' });
    const head = await remove((await t.app.inject({ url: `/setup/departments/${ids.sales}`, headers: admin })).json().head);
    expect(head.statusCode).toBe(409);
    expect(head.json().message).toBe('This employee heads a department and cannot be deleted: choose another head first.');
    const boss = await createEmployee(t.database, { roles: ['Employee'] });
    await t.app.inject({ method: 'PUT', url: `/setup/employees/${nadia._id}`, headers: admin, payload: { ...nadia, __v: undefined, reportsTo: boss.id } });
    const reportedTo = await remove(boss.id);
    expect(reportedTo.statusCode).toBe(409);
    expect(reportedTo.json().message).toBe('This employee has 1 employee reporting to them and cannot be deleted: change whom they report to first.');
  });

  it('deletes (200 with the record), signs them out, then 404; others may not (403)', async () => {
    expect((await remove(employeeUser.id, employee)).statusCode).toBe(403);
    const response = await remove(employeeUser.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()._id).toBe(employeeUser.id);
    expect((await t.app.inject({ url: `/setup/employees/${employeeUser.id}`, headers: employee })).statusCode).toBe(401);
    expect((await remove(employeeUser.id)).statusCode).toBe(404);
  });
});
