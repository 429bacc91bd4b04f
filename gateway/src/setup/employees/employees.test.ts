import { DEMO_PASSWORD, DEMO_USERS, type SignedInUser, signIn } from '../../../testing/accounts';
import { unsignedToken } from '../../../testing/forged-tokens';
import { EMPLOYEE_DOCS, OTHER_DOCS, crudDocuments, newEmployeeInput } from '../../../testing/documents';
import type { DeleteResult, PayloadResult } from '../../../testing/grade-operations';
import type { TestGateway } from '../../../testing/gateway-server';
import { graphqlPost } from '../../../testing/graphql-client';
import { type TestStack, startStack } from '../../../testing/stack';

interface EmployeeResult {
  id: string;
  version: number;
  employeeName: string;
  email: string;
  gender: string | null;
  joinDate: string | null;
  roles: string[];
  active: boolean;
  gvr: boolean;
  departmentId: string | null;
  department: { id: string; name: string } | null;
  companyIds: string[];
  companies: Array<{ id: string; code: string }>;
  reportsToId: string | null;
  reportsTo: { id: string; employeeName: string } | null;
  updatedAt: string;
}

/** Employees through a real gateway and rest-api (spec §7 "Employees", DESIGN §2, §3, §6). */
describe('employees', () => {
  let stack: TestStack;
  let gateway: TestGateway;
  let admin: SignedInUser;
  let employee: SignedInUser;
  let hod: SignedInUser;
  let sales: { id: string; name: string };
  let company: { id: string; code: string };

  beforeAll(async () => {
    stack = await startStack();
    gateway = stack.gateway;
    admin = await signIn(gateway.graphqlUrl, DEMO_USERS.admin);
    employee = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);
    hod = await signIn(gateway.graphqlUrl, DEMO_USERS.hod);
    const lookups = await graphqlPost<{ allDepartments: Array<{ id: string; name: string }>; allCompanies: Array<{ id: string; code: string }> }>(gateway.graphqlUrl, {
      token: admin.token,
      query: '{ allDepartments { id name } allCompanies { id code } }',
    });
    sales = lookups.body.data!.allDepartments.find((d) => d.name === 'Sales')!;
    company = lookups.body.data!.allCompanies[0]!;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function register(tag: string, overrides: Record<string, unknown> = {}): Promise<EmployeeResult> {
    const answer = await graphqlPost<{ registerEmployee: PayloadResult<'employee', EmployeeResult> }>(gateway.graphqlUrl, {
      token: admin.token,
      query: EMPLOYEE_DOCS.register,
      variables: { input: newEmployeeInput(tag, overrides) },
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.registerEmployee.errors).toEqual([]);
    return answer.body.data!.registerEmployee.employee!;
  }

  describe('shapes', () => {
    test('registerEmployee takes ids, enum roles, gender and a Date, and answers them as GraphQL types with references resolved', async () => {
      const created = await register('Shape1', {
        gender: 'MALE',
        joinDate: '2023-02-28',
        roles: ['HOD', 'EMPLOYEE'],
        departmentId: sales.id,
        companyIds: [company.id],
        reportsToId: hod.id,
        gvr: true,
      });
      expect(created).toMatchObject({
        gender: 'MALE',
        joinDate: '2023-02-28',
        roles: ['HOD', 'EMPLOYEE'],
        gvr: true,
        active: true,
        departmentId: sales.id,
        department: { id: sales.id, name: 'Sales' },
        companyIds: [company.id],
        companies: [{ id: company.id, code: company.code }],
        reportsToId: hod.id,
        reportsTo: { id: hod.id, employeeName: hod.employeeName },
      });
      expect(created.version).toEqual(expect.any(Number));
    });

    test('a date that is not a real day is BAD_USER_INPUT from the gateway', async () => {
      const answer = await graphqlPost(gateway.graphqlUrl, {
        token: admin.token,
        query: EMPLOYEE_DOCS.register,
        variables: { input: newEmployeeInput('BadDate', { joinDate: '2024-02-30' }) },
      });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    test('employees filters by active, gvr and department, and searches', async () => {
      const inactive = await register('Inactive1', { active: false, departmentId: sales.id });
      type Page = { employees: { total: number; items: Array<{ id: string; active: boolean; gvr: boolean; departmentId: string | null }> } };
      const page = async (variables: Record<string, unknown>) =>
        (await graphqlPost<Page>(gateway.graphqlUrl, { token: admin.token, query: EMPLOYEE_DOCS.page, variables: { pageSize: 100, ...variables } })).body.data!.employees;
      const inactiveOnes = await page({ active: false });
      expect(inactiveOnes.items.map((e) => e.id)).toContain(inactive.id);
      expect(inactiveOnes.items.every((e) => !e.active)).toBe(true);
      const gvrOnes = await page({ gvr: true });
      expect(gvrOnes.items.length).toBeGreaterThan(0);
      expect(gvrOnes.items.every((e) => e.gvr)).toBe(true);
      const inSales = await page({ departmentId: sales.id });
      expect(inSales.items.every((e) => e.departmentId === sales.id)).toBe(true);
      expect(inSales.items.map((e) => e.id)).toContain(inactive.id);
      const searched = await page({ search: 'inactive1' });
      expect(searched.items.map((e) => e.id)).toEqual([inactive.id]);
    });
  });

  describe('errors', () => {
    test('a stale version is a CONFLICT user error with reason STALE_VERSION; a taken e-mail CONFLICT with reason DUPLICATE on email', async () => {
      const created = await register('Conflict1');
      const { password: _password, ...input } = newEmployeeInput('Conflict1');
      type Update = { updateEmployee: PayloadResult<'employee', EmployeeResult> };
      const first = await graphqlPost<Update>(gateway.graphqlUrl, {
        token: admin.token,
        query: EMPLOYEE_DOCS.update,
        variables: { id: created.id, version: created.version, input: { ...input, phone: '+1 555 0101' } },
      });
      expect(first.body.errors).toBeUndefined();
      expect(first.body.data?.updateEmployee.errors).toEqual([]);
      const stale = await graphqlPost<Update>(gateway.graphqlUrl, {
        token: admin.token,
        query: EMPLOYEE_DOCS.update,
        variables: { id: created.id, version: created.version, input: { ...input, phone: '+1 555 0102' } },
      });
      expect(stale.body.data?.updateEmployee).toEqual({ employee: null, errors: [{ code: 'CONFLICT', reason: 'STALE_VERSION', field: ['version'], message: expect.any(String) }] });

      const duplicate = await graphqlPost<{ registerEmployee: PayloadResult<'employee', EmployeeResult> }>(gateway.graphqlUrl, {
        token: admin.token,
        query: EMPLOYEE_DOCS.register,
        variables: { input: newEmployeeInput('Conflict2', { email: created.email.toUpperCase() }) },
      });
      const errors = duplicate.body.data?.registerEmployee.errors ?? [];
      expect(errors[0]).toMatchObject({ code: 'CONFLICT', reason: 'DUPLICATE' });
      expect(errors.map((f) => f.field)).toContainEqual(['input', 'email']);
    });

    test('an update sending one field keeps every other field, references included', async () => {
      const created = await register('Partial1', { departmentId: sales.id, companyIds: [company.id], reportsToId: hod.id, gender: 'MALE', roles: ['HOD', 'EMPLOYEE'] });
      const answer = await graphqlPost<{ updateEmployee: PayloadResult<'employee', EmployeeResult> }>(gateway.graphqlUrl, {
        token: admin.token,
        query: EMPLOYEE_DOCS.update,
        variables: { id: created.id, version: created.version, input: { phone: '+1 555 0177' } },
      });
      expect(answer.body.errors).toBeUndefined();
      // The version and the time of the last change are the update's own; every other field stays.
      const { version: _before, updatedAt: _changed, ...unchanged } = created;
      expect(answer.body.data?.updateEmployee.employee).toMatchObject({ ...unchanged, phone: '+1 555 0177', version: expect.any(Number) });
    });

    test('an unknown reference is BAD_USER_INPUT on the GraphQL input name (departmentId)', async () => {
      const answer = await graphqlPost<{ registerEmployee: PayloadResult<'employee', EmployeeResult> }>(gateway.graphqlUrl, {
        token: admin.token,
        query: EMPLOYEE_DOCS.register,
        variables: { input: newEmployeeInput('Unknown1', { departmentId: '5d0c3a1e-0000-4000-8000-000000000000' }) },
      });
      const errors = answer.body.data?.registerEmployee.errors ?? [];
      expect(errors[0]?.code).toBe('BAD_USER_INPUT');
      expect(errors.map((f) => f.field)).toEqual([['input', 'departmentId']]);
    });

    test('deleting a company still in use is CONFLICT with reason REFERENCED', async () => {
      const answer = await graphqlPost<{ deleteCompany: DeleteResult }>(gateway.graphqlUrl, {
        token: admin.token,
        query: crudDocuments('Company', 'Companies').remove,
        variables: { id: company.id },
      });
      expect(answer.body.data?.deleteCompany).toEqual({ deletedId: null, errors: [expect.objectContaining({ code: 'CONFLICT', reason: 'REFERENCED', field: null })] });
    });
  });

  describe('deleteEmployee (falls back, spec §8)', () => {
    test('deletes and answers the id; the employee is then null', async () => {
      const created = await register('Delete1');
      const answer = await graphqlPost(gateway.graphqlUrl, { token: admin.token, query: EMPLOYEE_DOCS.remove, variables: { id: created.id } });
      expect(answer.body).toEqual({ data: { deleteEmployee: { deletedId: created.id, errors: [] } } });
      const read = await graphqlPost(gateway.graphqlUrl, { token: admin.token, query: EMPLOYEE_DOCS.get, variables: { id: created.id } });
      expect(read.body).toEqual({ data: { employee: null } });
    });

    test('an employee others report to is not deleted: a CONFLICT user error with reason REFERENCED, never null plus a warning (DESIGN §3)', async () => {
      const answer = await graphqlPost<{ deleteEmployee: DeleteResult }>(gateway.graphqlUrl, { token: admin.token, query: EMPLOYEE_DOCS.remove, variables: { id: hod.id } });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.deleteEmployee.deletedId).toBeNull();
      expect(answer.body.data?.deleteEmployee.errors[0]).toMatchObject({ code: 'CONFLICT', reason: 'REFERENCED' });
      expect(answer.body.extensions?.warnings).toBeUndefined();
      const still = await graphqlPost(gateway.graphqlUrl, { token: admin.token, query: EMPLOYEE_DOCS.get, variables: { id: hod.id } });
      expect(still.body.data).toEqual({ employee: expect.objectContaining({ id: hod.id }) });
    });

    test('deleting yourself is refused upstream (403): a FORBIDDEN error, never null plus a warning or a REFERENCED conflict', async () => {
      const answer = await graphqlPost<{ deleteEmployee: DeleteResult | null }>(gateway.graphqlUrl, {
        token: admin.token,
        query: EMPLOYEE_DOCS.remove,
        variables: { id: admin.id },
      });
      expect(answer.body.data).toEqual({ deleteEmployee: null });
      expect(answer.body.errors?.[0]).toMatchObject({ message: 'You cannot delete your own account.', extensions: { code: 'FORBIDDEN' } });
      expect(answer.body.extensions?.warnings).toBeUndefined();
    });

    test("Gvr changing an Admin's e-mail (or any field) is refused upstream (403): a FORBIDDEN error with its message, the Admin unchanged (DESIGN §6)", async () => {
      const gvr = await signIn(gateway.graphqlUrl, DEMO_USERS.gvr);
      type Update = { updateEmployee: PayloadResult<'employee', EmployeeResult> | null };
      const before = await graphqlPost<{ employee: EmployeeResult }>(gateway.graphqlUrl, { token: admin.token, query: EMPLOYEE_DOCS.get, variables: { id: admin.id } });
      for (const input of [{ email: 'mallory@attacker.test' }, { employeeName: 'Mallory' }, { companyIds: [company.id] }]) {
        const answer = await graphqlPost<Update>(gateway.graphqlUrl, {
          token: gvr.token,
          query: EMPLOYEE_DOCS.update,
          variables: { id: admin.id, version: before.body.data!.employee.version, input },
        });
        expect(answer.body.data?.updateEmployee ?? null).toBeNull();
        expect(answer.body.errors?.[0]).toMatchObject({ message: "Only an Admin can change an Admin's account or grant the Admin role.", extensions: { code: 'FORBIDDEN' } });
      }
      const after = await graphqlPost(gateway.graphqlUrl, { token: admin.token, query: EMPLOYEE_DOCS.get, variables: { id: admin.id } });
      expect(after.body.data).toEqual(before.body.data);
    });

    test('an upstream 401 is never swallowed', async () => {
      const answer = await graphqlPost(gateway.graphqlUrl, { token: unsignedToken({ roles: ['Admin'] }), query: EMPLOYEE_DOCS.remove, variables: { id: hod.id } });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(answer.body.extensions?.warnings).toBeUndefined();
    });
  });

  describe('that employee, Gvr or Admin (@auth orSelf)', () => {
    test('an Employee reads themselves but not another employee (FORBIDDEN from the gateway)', async () => {
      const self = await graphqlPost<{ employee: EmployeeResult }>(gateway.graphqlUrl, { token: employee.token, query: EMPLOYEE_DOCS.get, variables: { id: employee.id } });
      expect(self.body.data?.employee).toMatchObject({ id: employee.id, email: DEMO_USERS.employee });
      const other = await graphqlPost(gateway.graphqlUrl, { token: employee.token, query: EMPLOYEE_DOCS.get, variables: { id: admin.id } });
      expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(other.body.data).toEqual({ employee: null });
    });

    test('gvrViewList: an Employee sees themselves, a Hod their department, an Employee may not ask for another', async () => {
      type List = { gvrViewList: Array<{ id: string }> };
      const own = await graphqlPost<List>(gateway.graphqlUrl, { token: employee.token, query: EMPLOYEE_DOCS.viewList, variables: { employeeId: employee.id } });
      expect(own.body.data?.gvrViewList.map((e) => e.id)).toEqual([employee.id]);
      const team = await graphqlPost<List>(gateway.graphqlUrl, { token: hod.token, query: EMPLOYEE_DOCS.viewList, variables: { employeeId: hod.id } });
      expect(team.body.data?.gvrViewList.map((e) => e.id)).toEqual(expect.arrayContaining([hod.id, employee.id]));
      const other = await graphqlPost(gateway.graphqlUrl, { token: employee.token, query: EMPLOYEE_DOCS.viewList, variables: { employeeId: hod.id } });
      expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    test("a Hod reads every department's head: their own resolved, each other one null with a WITHHELD warning (references batched by ?ids=, DESIGN §3)", async () => {
      type Departments = { allDepartments: Array<{ name: string; headId: string | null; head: { id: string } | null }> };
      const answer = await graphqlPost<Departments>(gateway.graphqlUrl, { token: hod.token, query: '{ allDepartments { name headId head { id } } }' });
      expect(answer.body.errors).toBeUndefined();
      const departments = answer.body.data!.allDepartments;
      const headed = departments.filter((department) => department.headId !== null);
      expect(headed.length).toBeGreaterThan(2);
      expect(departments.find((department) => department.name === 'Sales')).toMatchObject({ headId: hod.id, head: { id: hod.id } });
      const withheld = headed.filter((department) => department.headId !== hod.id);
      expect(withheld.map((department) => department.head)).toEqual(withheld.map(() => null));
      const warned = (answer.body.extensions?.warnings ?? []) as Array<{ path: Array<string | number>; code: string; reason?: string }>;
      expect(warned.map((warning) => [departments[warning.path[1] as number]?.name, warning.path[2], warning.code, warning.reason])).toEqual(
        withheld.map((department) => [department.name, 'head', 'FORBIDDEN', 'WITHHELD']),
      );
    });

    test('changeEmployeePassword: yourself with the current password; a wrong one is BAD_USER_INPUT on currentPassword; not for others', async () => {
      const created = await register('Password1');
      const self = await signIn(gateway.graphqlUrl, created.email, 'Password1234');
      const wrong = await graphqlPost(gateway.graphqlUrl, {
        token: self.token,
        query: EMPLOYEE_DOCS.password,
        variables: { id: self.id, currentPassword: 'NotMine12345', password: 'Newpassword99' },
      });
      expect(wrong.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((wrong.body.errors?.[0]?.extensions?.fieldErrors ?? []).map((f) => f.field)).toContain('currentPassword');
      const right = await graphqlPost<{ changeEmployeePassword: string }>(gateway.graphqlUrl, {
        token: self.token,
        query: EMPLOYEE_DOCS.password,
        variables: { id: self.id, currentPassword: 'Password1234', password: 'Newpassword99' },
      });
      expect(right.body.data?.changeEmployeePassword).toMatch(/\w/);
      // A password change ends every session, this one included (DESIGN §2): sign in again.
      const stale = await graphqlPost(gateway.graphqlUrl, {
        token: self.token,
        query: EMPLOYEE_DOCS.password,
        variables: { id: self.id, currentPassword: 'Newpassword99', password: 'Newpassword98' },
      });
      expect(stale.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const again = await signIn(gateway.graphqlUrl, created.email, 'Newpassword99');
      const other = await graphqlPost(gateway.graphqlUrl, { token: again.token, query: EMPLOYEE_DOCS.password, variables: { id: admin.id, password: 'Newpassword99' } });
      expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      await signIn(gateway.graphqlUrl, DEMO_USERS.admin, DEMO_PASSWORD);
    });
  });

  describe('lists, password reset and notifications', () => {
    test('activeEmployees, gvrEmployees and employeeCompanies answer what their names say', async () => {
      const answer = await graphqlPost<{
        activeEmployees: Array<{ active: boolean }>;
        gvrEmployees: Array<{ gvr: boolean }>;
        employeeCompanies: Array<{ id: string }>;
      }>(gateway.graphqlUrl, {
        token: admin.token,
        query: `query Lists($employeeId: ID!) { activeEmployees { active } gvrEmployees { gvr } employeeCompanies(employeeId: $employeeId) { id } }`,
        variables: { employeeId: admin.id },
      });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data!.activeEmployees.every((e) => e.active)).toBe(true);
      expect(answer.body.data!.gvrEmployees.every((e) => e.gvr)).toBe(true);
      expect(answer.body.data!.employeeCompanies.length).toBeGreaterThan(0);
    });

    test('an Employee may not list employees (FORBIDDEN before upstream)', async () => {
      const answer = await graphqlPost(gateway.graphqlUrl, { token: employee.token, query: EMPLOYEE_DOCS.active });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    test('requestPasswordReset answers the same message for any address; a bad link is BAD_USER_INPUT', async () => {
      const known = await graphqlPost<{ requestPasswordReset: string }>(gateway.graphqlUrl, { query: OTHER_DOCS.requestPasswordReset, variables: { email: DEMO_USERS.gvr } });
      const unknown = await graphqlPost<{ requestPasswordReset: string }>(gateway.graphqlUrl, {
        query: OTHER_DOCS.requestPasswordReset,
        variables: { email: 'nobody@example.com' },
      });
      expect(known.body.data?.requestPasswordReset).toMatch(/\w/);
      expect(unknown.body.data?.requestPasswordReset).toBe(known.body.data?.requestPasswordReset);
      const confirm = await graphqlPost(gateway.graphqlUrl, { query: OTHER_DOCS.confirmPasswordReset, variables: { token: 'not-a-real-token', password: 'Whatever12345' } });
      expect(confirm.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/invalid|expired/i), extensions: { code: 'BAD_USER_INPUT' } });
    });

    test('a new employee has a welcome notification, marks it read; another employee cannot', async () => {
      const created = await register('Notified1');
      const self = await signIn(gateway.graphqlUrl, created.email, 'Password1234');
      const list = await graphqlPost<{ notifications: Array<{ id: string; readAt: string | null }> }>(gateway.graphqlUrl, { token: self.token, query: OTHER_DOCS.notifications });
      const welcome = list.body.data!.notifications[0]!;
      expect(welcome.readAt).toBeNull();
      const foreign = await graphqlPost(gateway.graphqlUrl, { token: employee.token, query: OTHER_DOCS.markNotificationRead, variables: { id: welcome.id } });
      expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const read = await graphqlPost<{ markNotificationRead: { id: string; readAt: string } }>(gateway.graphqlUrl, {
        token: self.token,
        query: OTHER_DOCS.markNotificationRead,
        variables: { id: welcome.id },
      });
      expect(read.body.data?.markNotificationRead).toEqual({ id: welcome.id, readAt: expect.stringMatching(/^\d{4}-/) });
    });
  });
});
