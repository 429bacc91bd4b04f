import { DEMO_USERS, type SignedInUser, signIn } from '../../testing/accounts';
import { EMPLOYEE_DOCS, crudDocuments } from '../../testing/documents';
import { demoUpstream } from '../../testing/demo-upstream';
import { type FakeGateway, startFakeGateway } from '../../testing/gateway-server';
import { graphqlPost } from '../../testing/graphql-client';
import { upstreamCalls } from '../../testing/upstream-calls';

interface EmployeeRow {
  id: string;
  departmentId: string | null;
  department: { id: string; name: string } | null;
  grade: { id: string } | null;
  position: { id: string } | null;
  companyIds: string[];
  companies: Array<{ id: string; code: string }>;
  reportsToId: string | null;
  reportsTo: { id: string; employeeName: string } | null;
}

/** The employee reference fields the web's list shows, each a different referenced resource. */
const REFERENCED_RESOURCES = ['grades', 'departments', 'positions', 'salespersonCodes', 'companies', 'employees'];

/**
 * References resolved as objects (DESIGN §3) without one upstream call per row: each page's upstream
 * calls are counted from the gateway's `upstream call` log lines of its request id, and told apart
 * (the page, a batch by `?ids=`) by what the fake upstream received with that request id.
 */
describe('references', () => {
  let gateway: FakeGateway;
  let admin: SignedInUser;

  beforeAll(async () => {
    // In process: the fake upstream holds every referenced resource and 50 employees referring to them.
    const upstream = demoUpstream();
    const companies = ['ACM', 'GLB'].map((code) => upstream.insert('companies', { name: `Company ${code}`, code }));
    const grade = upstream.records('grades')[0]!;
    const hod = upstream.records('employees').find((e) => e.email === DEMO_USERS.hod)!;
    const departments = ['Sales', 'Finance', 'Engineering', 'Support'].map((name, i) =>
      upstream.insert('departments', { name, code: `D${i}`, head: name === 'Sales' ? hod._id : null }),
    );
    const positions = departments.map((department) => upstream.insert('positions', { name: `Lead of ${String(department.name)}`, department: department._id }));
    const code = upstream.insert('salespersonCodes', { code: 'SP-01', company: companies[0]!._id, active: true });
    const seeded = upstream.records('employees');
    for (const employee of seeded) Object.assign(employee, { department: departments[0]!._id, companies: [companies[0]!._id] });
    // 46 more employees, spread over every department and reporting to the seeded ones, so that a page of 50 has 50 rows.
    for (let i = 0; i < 46; i++) {
      upstream.insert('employees', {
        employeeNo: `T-Ref${i}`,
        employeeName: `Test Person Ref${i}`,
        email: `ref${i}@test.example.com`,
        gender: [{ name: 'FEMALE' }],
        roles: ['Employee'],
        active: true,
        gvr: false,
        grade: grade._id,
        department: departments[i % departments.length]!._id,
        position: positions[i % positions.length]!._id,
        salespersonCode: code._id,
        companies: companies.map((company) => company._id),
        reportsTo: seeded[i % seeded.length]!._id,
      });
    }
    gateway = await startFakeGateway({}, upstream);
    admin = await signIn(gateway.graphqlUrl, DEMO_USERS.admin);
  });

  afterAll(async () => {
    await gateway?.close();
  });

  async function pageWithCalls(pageSize: number, requestId: string) {
    const answer = await graphqlPost<{ employees: { items: EmployeeRow[] } }>(gateway.graphqlUrl, {
      token: admin.token,
      query: EMPLOYEE_DOCS.page,
      variables: { pageSize },
      headers: { 'x-request-id': requestId },
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.extensions?.warnings).toBeUndefined();
    const received = gateway.upstream.requests.filter((request) => request.headers['x-request-id'] === requestId).map((request) => request.path);
    return { items: answer.body.data!.employees.items, calls: upstreamCalls(gateway.logs, requestId), received };
  }

  test('an employees page of 50 with every reference resolved costs one list call plus at most one call per referenced resource', async () => {
    const { items, calls, received } = await pageWithCalls(50, 'page-of-50');
    expect(items).toHaveLength(50);
    expect(calls.length).toBeLessThanOrEqual(1 + REFERENCED_RESOURCES.length);
    const isPage = (path: string) => path.startsWith('employees/?') && !path.includes('ids=');
    expect(received.filter(isPage)).toHaveLength(1);
    const perResource = REFERENCED_RESOURCES.map((resource) => [resource, received.filter((path) => path.startsWith(`${resource}/`) && !isPage(path)).length]);
    expect(perResource.filter(([, count]) => (count as number) > 1)).toEqual([]);
    // The references were really resolved, row by row.
    for (const row of items) {
      expect(row.department?.id ?? null).toBe(row.departmentId);
      expect(row.reportsTo?.id ?? null).toBe(row.reportsToId);
      expect(row.companies.map((c) => c.id)).toEqual(row.companyIds);
    }
    expect(items.filter((row) => row.department?.name).length).toBeGreaterThan(40);
  });

  test('the same read twice in one request is one upstream call, each answer complete', async () => {
    const answer = await graphqlPost<{ a: Array<{ id: string }>; b: Array<{ id: string; name: string }> }>(gateway.graphqlUrl, {
      token: admin.token,
      query: '{ a: allGrades { id } b: allGrades { id name } }',
      headers: { 'x-request-id': 'same-read-twice' },
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.a.length).toBeGreaterThan(0);
    expect(answer.body.data!.b.map((grade) => grade.id)).toEqual(answer.body.data!.a.map((grade) => grade.id));
    expect(upstreamCalls(gateway.logs, 'same-read-twice').map((call) => `${call.method} ${call.path}`)).toEqual(['GET /setup/grades/all']);
  });

  test('the number of upstream calls does not grow with the page size', async () => {
    const small = await pageWithCalls(5, 'page-of-5');
    const large = await pageWithCalls(50, 'page-of-50-again');
    expect(small.items).toHaveLength(5);
    expect(large.items).toHaveLength(50);
    expect(large.calls.length).toBeLessThanOrEqual(1 + REFERENCED_RESOURCES.length);
    expect(large.calls.length).toBeLessThanOrEqual(small.calls.length + 1);
  });

  test("a department's head, a position's department and a salesperson code's company resolve as objects", async () => {
    const answer = await graphqlPost<{
      allDepartments: Array<{ name: string; headId: string | null; head: { id: string; employeeName: string } | null }>;
      allPositions: Array<{ departmentId: string; department: { id: string; name: string } }>;
    }>(gateway.graphqlUrl, {
      token: admin.token,
      query: '{ allDepartments { name headId head { id employeeName } } allPositions { departmentId department { id name } } }',
    });
    expect(answer.body.errors).toBeUndefined();
    const sales = answer.body.data!.allDepartments.find((d) => d.name === 'Sales')!;
    expect(sales.head).toEqual({ id: sales.headId, employeeName: expect.any(String) });
    for (const position of answer.body.data!.allPositions) expect(position.department.id).toBe(position.departmentId);

    const company = await graphqlPost<{ allCompanies: Array<{ id: string; code: string }> }>(gateway.graphqlUrl, { token: admin.token, query: '{ allCompanies { id code } }' });
    const first = company.body.data!.allCompanies[0]!;
    const created = await graphqlPost<{ createSalespersonCode: { salespersonCode: { companyId: string; company: { id: string; code: string } } } }>(gateway.graphqlUrl, {
      token: admin.token,
      query: crudDocuments('SalespersonCode').create,
      variables: { input: { code: 'SP-REF-01', companyId: first.id } },
    });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data!.createSalespersonCode.salespersonCode.company).toMatchObject({ id: first.id, code: first.code });
  });
});

/**
 * A server of the contract without `?ids=` (DESIGN §1: the gateway must work against any): one that
 * refuses the parameter (400), one that ignores it (the plain first page, holding records not asked
 * for). The references are then read one `GET /{id}` each, never by `/all` (which a Hod may not call
 * for employees), and once the gateway has learnt it, the server is not asked `?ids=` again.
 */
describe.each([
  ['refuses ?ids= (400)', 'refuse', 'http://127.0.0.1:19'],
  ['ignores ?ids=', 'ignore', 'http://127.0.0.1:29'],
] as const)('references from a server that %s', (_name, mode, upstreamUrl) => {
  let gateway: FakeGateway;
  let hod: SignedInUser;
  let admin: SignedInUser;
  const heads: Record<string, string> = {};

  beforeAll(async () => {
    const upstream = demoUpstream({ ids: mode });
    const employees = upstream.records('employees');
    for (const [i, name] of ['Sales', 'Finance', 'Engineering'].entries()) {
      // The Hod heads Sales; the Admin and the Gvr head the others (records a Hod may not read).
      const head = employees.find((e) => e.email === [DEMO_USERS.hod, DEMO_USERS.admin, DEMO_USERS.gvr][i])!;
      upstream.insert('departments', { name, code: `D${i}`, head: head._id });
      heads[name] = head._id;
    }
    gateway = await startFakeGateway({ UPSTREAM_URL: upstreamUrl }, upstream);
    hod = await signIn(gateway.graphqlUrl, DEMO_USERS.hod);
    admin = await signIn(gateway.graphqlUrl, DEMO_USERS.admin);
  });

  afterAll(async () => {
    await gateway?.close();
  });

  const DEPARTMENTS = '{ allDepartments { name headId head { id } } }';
  type Departments = { allDepartments: Array<{ name: string; headId: string; head: { id: string } | null }> };

  test('an Admin gets every head, never through /all; the next request sends no ?ids= and reads each head by its own GET', async () => {
    for (const requestId of ['no-ids-admin-1', 'no-ids-admin-2']) {
      const answer = await graphqlPost<Departments>(gateway.graphqlUrl, { token: admin.token, query: DEPARTMENTS, headers: { 'x-request-id': requestId } });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.extensions?.warnings).toBeUndefined();
      expect(answer.body.data!.allDepartments.map((d) => d.head?.id ?? null)).toEqual(answer.body.data!.allDepartments.map((d) => d.headId));
      const employeeCalls = gateway.upstream.requests.filter((r) => r.headers['x-request-id'] === requestId && r.path.startsWith('employees/')).map((r) => r.path);
      expect(employeeCalls.filter((path) => path.includes('/all'))).toEqual([]);
      if (requestId.endsWith('1')) continue;
      expect(employeeCalls.filter((path) => path.includes('ids='))).toEqual([]);
      expect(employeeCalls.sort()).toEqual(
        Object.values(heads)
          .map((id) => `employees/${id}`)
          .sort(),
      );
    }
  });

  test("a Hod gets their own department's head, and null with a WITHHELD warning for the others", async () => {
    const answer = await graphqlPost<Departments>(gateway.graphqlUrl, { token: hod.token, query: DEPARTMENTS });
    expect(answer.body.errors).toBeUndefined();
    const byName = Object.fromEntries(answer.body.data!.allDepartments.map((d) => [d.name, d.head?.id ?? null]));
    expect(byName).toEqual({ Sales: hod.id, Finance: null, Engineering: null });
    const warnings = (answer.body.extensions?.warnings ?? []) as Array<{ path: Array<string | number>; reason?: string }>;
    expect(warnings.map((w) => [answer.body.data!.allDepartments[w.path[1] as number]!.name, w.reason]).sort()).toEqual([
      ['Engineering', 'WITHHELD'],
      ['Finance', 'WITHHELD'],
    ]);
  });
});
