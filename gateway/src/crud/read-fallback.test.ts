import { DEMO_USERS, signIn } from '../../testing/accounts';
import { type ForeignUpstream, startForeignUpstream } from '../../testing/foreign-upstream';
import { demoUpstream } from '../../testing/demo-upstream';
import { type TestGateway, startFakeGateway, startGateway } from '../../testing/gateway-server';
import { ALL_GRADES, CREATE_GRADE, GRADE, GRADES_PAGE } from '../../testing/grade-operations';
import { graphqlPost } from '../../testing/graphql-client';
import { type SilentUpstream, closedPortUrl, startSilentUpstream } from '../../testing/unreachable-upstream';

const UNAVAILABLE = 'The service is unavailable. Try again later.';

/**
 * The read fallback of spec §8 / DESIGN §3: list, full-list and get reads answer an empty page,
 * an empty list or null plus `extensions.warnings` when the upstream fails; mutations pass the error
 * on; errors carry no upstream URL, body or stack. The admin token is one the fake upstream issued (testing/demo-upstream.ts), which `live` answers in process.
 */
describe('read fallback when the upstream fails', () => {
  let live: TestGateway;
  let down: TestGateway;
  let downUrl: string;
  let token: string;

  beforeAll(async () => {
    live = await startFakeGateway({}, demoUpstream());
    downUrl = await closedPortUrl();
    down = await startGateway({ UPSTREAM_URL: downUrl });
    token = (await signIn(live.graphqlUrl, DEMO_USERS.admin)).token;
  });

  afterAll(async () => {
    await down?.close();
    await live?.close();
  });

  describe('upstream stopped (connection refused)', () => {
    test('grades answers an empty page for the requested page plus a warning', async () => {
      const answer = await graphqlPost(down.graphqlUrl, { token, query: GRADES_PAGE, variables: { page: 3, pageSize: 20 } });
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data).toEqual({ grades: { page: 3, pageSize: 20, total: 0, totalPages: 0, items: [] } });
      expect(answer.body.extensions?.warnings).toEqual([{ path: ['grades'], code: 'UPSTREAM', message: UNAVAILABLE }]);
    });

    test('allGrades answers an empty list and grade answers null, each with its own warning', async () => {
      const answer = await graphqlPost(down.graphqlUrl, {
        token,
        query: `query Both($id: ID!) { allGrades { id } grade(id: $id) { id } }`,
        variables: { id: 'any-id' },
      });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data).toEqual({ allGrades: [], grade: null });
      expect(answer.body.extensions?.warnings).toEqual([
        { path: ['allGrades'], code: 'UPSTREAM', message: UNAVAILABLE },
        { path: ['grade'], code: 'UPSTREAM', message: UNAVAILABLE },
      ]);
    });

    test('every other master-data read falls back too: pages, full lists, records, employee lists, notifications', async () => {
      const answer = await graphqlPost(down.graphqlUrl, {
        token,
        query: `query Reads($id: ID!) {
          companies { page total items { id } } allDepartments { id } position(id: $id) { id } salespersonCodes(page: 2) { page total }
          allIsos { id } portfolio(id: $id) { id } employees(pageSize: 50) { pageSize total } allEmployees { id } activeEmployees { id }
          gvrEmployees { id } gvrViewList(employeeId: $id) { id } employee(id: $id) { id } employeeCompanies(employeeId: $id) { id }
          notifications { id }
        }`,
        variables: { id: 'any-id' },
      });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data).toEqual({
        companies: { page: 1, total: 0, items: [] },
        allDepartments: [],
        position: null,
        salespersonCodes: { page: 2, total: 0 },
        allIsos: [],
        portfolio: null,
        employees: { pageSize: 50, total: 0 },
        allEmployees: [],
        activeEmployees: [],
        gvrEmployees: [],
        gvrViewList: [],
        employee: null,
        employeeCompanies: [],
        notifications: [],
      });
      const warned = (answer.body.extensions?.warnings as Array<{ path: string[]; code: string; message: string }>).map((w) => [w.path.join('.'), w.code, w.message]);
      expect(warned).toEqual(Object.keys(answer.body.data!).map((field) => [field, 'UPSTREAM', UNAVAILABLE]));
    });

    test('deleteEmployee falls back like a read (spec §8): null plus a warning', async () => {
      const answer = await graphqlPost(down.graphqlUrl, { token, query: 'mutation { deleteEmployee(id: "any-id") { deletedId errors { code } } }' });
      expect(answer.body).toEqual({
        data: { deleteEmployee: null },
        extensions: { warnings: [{ path: ['deleteEmployee'], code: 'UPSTREAM', message: UNAVAILABLE }] },
      });
    });

    test('every other mutation passes the failure on as UPSTREAM, with no warning', async () => {
      const mutations = [
        'createCompany(input: { name: "N", code: "C" }) { company { id } errors { code } }',
        'deleteDepartment(id: "any-id") { deletedId errors { code } }',
        'registerEmployee(input: { employeeNo: "N", employeeName: "N", email: "n@example.com", roles: [EMPLOYEE], password: "Password1234" }) { employee { id } errors { code } }',
        'changeEmployeePassword(id: "any-id", password: "Password1234")',
        'deleteIsoDocument(id: "any-id") { id }',
        'markNotificationRead(id: "any-id") { id }',
        'requestPasswordReset(email: "n@example.com")',
      ];
      for (const mutation of mutations) {
        const answer = await graphqlPost(down.graphqlUrl, { token, query: `mutation { ${mutation} }` });
        expect([mutation, answer.body.errors?.[0]?.extensions]).toEqual([mutation, { code: 'UPSTREAM' }]);
        expect(answer.body.extensions?.warnings).toBeUndefined();
      }
    });

    test('createGrade fails with UPSTREAM; the error names no URL and has no stack', async () => {
      const answer = await graphqlPost(down.graphqlUrl, { token, query: CREATE_GRADE, variables: { input: { name: 'Never Stored' } } });
      expect(answer.body.data).toEqual({ createGrade: null });
      expect(answer.body.extensions?.warnings).toBeUndefined();
      const [error] = answer.body.errors ?? [];
      expect(error).toMatchObject({ message: UNAVAILABLE, path: ['createGrade'] });
      expect(error?.extensions).toEqual({ code: 'UPSTREAM' });
      const text = JSON.stringify(answer.body);
      const port = new URL(downUrl).port;
      expect(text).not.toContain(port);
      expect(text).not.toMatch(/https?:|127\.0\.0\.1|localhost|stack|ECONNREFUSED|fetch failed/i);
    });

    test('the failure is logged with the request id, which the answer echoes', async () => {
      const requestId = 'fallback-log-check-1';
      const answer = await graphqlPost(down.graphqlUrl, { token, query: ALL_GRADES, headers: { 'x-request-id': requestId } });
      expect(answer.headers.get('x-request-id')).toBe(requestId);
      const lines = down.logs.filter((line) => line.requestId === requestId);
      expect(lines.find((line) => line.msg === 'upstream request failed')).toMatchObject({
        upstream: { method: 'GET', path: 'grades/all' },
        failure: { cause: 'ECONNREFUSED' },
      });
      expect(lines.some((line) => line.msg === 'upstream read failed; answering the fallback with a warning')).toBe(true);
    });
  });

  describe('upstream alive', () => {
    test('a grade that does not exist is null with no warning', async () => {
      const answer = await graphqlPost(live.graphqlUrl, { token, query: GRADE, variables: { id: '5d0c3a1e-0000-4000-8000-000000000000' } });
      expect(answer.body).toEqual({ data: { grade: null } });
    });

    test('a healthy read carries no warnings', async () => {
      const answer = await graphqlPost(live.graphqlUrl, { token, query: ALL_GRADES });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.extensions).toBeUndefined();
    });
  });

  describe('upstream that hangs (UPSTREAM_TIMEOUT_MS)', () => {
    let silent: SilentUpstream;
    let hanging: TestGateway;

    beforeAll(async () => {
      silent = await startSilentUpstream();
      hanging = await startGateway({ UPSTREAM_URL: silent.url, UPSTREAM_TIMEOUT_MS: 300 });
    });

    afterAll(async () => {
      await hanging?.close();
      await silent?.close();
    });

    test('a read times out into the fallback with a warning; a mutation into UPSTREAM', async () => {
      const read = await graphqlPost(hanging.graphqlUrl, { token, query: ALL_GRADES });
      expect(read.body.data).toEqual({ allGrades: [] });
      expect(read.body.extensions?.warnings).toEqual([{ path: ['allGrades'], code: 'UPSTREAM', message: UNAVAILABLE }]);

      const write = await graphqlPost(hanging.graphqlUrl, { token, query: CREATE_GRADE, variables: { input: { name: 'Timed Out' } } });
      expect(write.body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM' });
      expect(hanging.logs.some((line) => (line.failure as { name?: string } | undefined)?.name === 'TimeoutError')).toBe(true);
    });
  });

  describe('another server behind UPSTREAM_URL', () => {
    let foreign: ForeignUpstream;
    let gateway: TestGateway;

    afterEach(async () => {
      await gateway?.close();
      await foreign?.close();
    });

    test("its 503 message is passed on (UPSTREAM), and the caller's Authorization and request id reach it unchanged", async () => {
      foreign = await startForeignUpstream({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Down for maintenance' }) });
      gateway = await startGateway({ UPSTREAM_URL: foreign.url });
      const list = await graphqlPost(gateway.graphqlUrl, {
        token,
        query: GRADES_PAGE,
        variables: { page: 2, pageSize: 5, search: ' officer ', sort: { field: 'CREATED_AT', direction: 'DESC' } },
        headers: { 'x-request-id': 'forwarded-id-7', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(list.body.extensions?.warnings).toEqual([{ path: ['grades'], code: 'UPSTREAM', message: 'Down for maintenance' }]);

      const write = await graphqlPost(gateway.graphqlUrl, { token, query: CREATE_GRADE, variables: { input: { name: 'X' } } });
      expect(write.body.errors?.[0]).toMatchObject({ message: 'Down for maintenance', extensions: { code: 'UPSTREAM' } });

      const [listCall, createCall] = foreign.received;
      expect(listCall?.method).toBe('GET');
      const listUrl = new URL(listCall!.url, foreign.url);
      expect(listUrl.pathname).toBe('/setup/grades/');
      expect(Object.fromEntries(listUrl.searchParams)).toEqual({ page: '2', limit: '5', search: 'officer', sort: '-createdAt' });
      expect(listCall?.headers.authorization).toBe(`Bearer ${token}`);
      expect(listCall?.headers['x-request-id']).toBe('forwarded-id-7');
      // The caller's address replaces an X-Forwarded-For it sent (TRUST_PROXY unset; http/forwarded-for.ts).
      expect(listCall?.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(createCall).toMatchObject({ method: 'POST', url: '/setup/grades/create' });
    });

    test('an answer that does not fit the contract is a fallback for reads and UPSTREAM for writes, without its body', async () => {
      foreign = await startForeignUpstream({ status: 200, contentType: 'text/html', body: '<html>Welcome to nginx! secret-internal-page</html>' });
      gateway = await startGateway({ UPSTREAM_URL: foreign.url });
      const read = await graphqlPost(gateway.graphqlUrl, { token, query: GRADES_PAGE });
      expect(read.body.data).toEqual({ grades: { page: 1, pageSize: 10, total: 0, totalPages: 0, items: [] } });
      expect(read.body.extensions?.warnings).toEqual([{ path: ['grades'], code: 'UPSTREAM', message: UNAVAILABLE }]);

      const write = await graphqlPost(gateway.graphqlUrl, { token, query: CREATE_GRADE, variables: { input: { name: 'X' } } });
      expect(write.body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM' });
      expect(JSON.stringify(write.body)).not.toContain('secret-internal-page');
    });

    test('a 403 on a read is a FORBIDDEN error with the upstream message, never an empty result (a refusal is not an outage)', async () => {
      foreign = await startForeignUpstream({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'Not for you' }) });
      gateway = await startGateway({ UPSTREAM_URL: foreign.url });
      const read = await graphqlPost(gateway.graphqlUrl, { token, query: ALL_GRADES });
      expect(read.body.data).toBeNull();
      expect(read.body.errors?.[0]).toMatchObject({ message: 'Not for you', extensions: { code: 'FORBIDDEN' } });
      expect(read.body.extensions?.warnings).toBeUndefined();
    });

    test('a GET whose connection is reset is tried once more and succeeds; a mutation is never retried', async () => {
      foreign = await startForeignUpstream({ status: 200, contentType: 'application/json', body: '[]', resetFirst: 1 });
      gateway = await startGateway({ UPSTREAM_URL: foreign.url });
      const read = await graphqlPost(gateway.graphqlUrl, { token, query: ALL_GRADES });
      expect(read.body).toEqual({ data: { allGrades: [] } });
      expect(foreign.received.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /setup/grades/all', 'GET /setup/grades/all']);
      await gateway.close();
      await foreign.close();

      foreign = await startForeignUpstream({ status: 201, contentType: 'application/json', body: '{}', resetFirst: 1 });
      gateway = await startGateway({ UPSTREAM_URL: foreign.url });
      const write = await graphqlPost(gateway.graphqlUrl, { token, query: CREATE_GRADE, variables: { input: { name: 'Once' } } });
      expect(write.body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM' });
      expect(foreign.received.map((r) => r.method)).toEqual(['POST']);
    });

    test('a redirect is never followed: a read falls back, a write is UPSTREAM', async () => {
      foreign = await startForeignUpstream({ status: 302, contentType: 'application/json', body: '[]' });
      gateway = await startGateway({ UPSTREAM_URL: foreign.url });
      const read = await graphqlPost(gateway.graphqlUrl, { token, query: ALL_GRADES });
      expect(read.body.data).toEqual({ allGrades: [] });
      expect(read.body.extensions?.warnings).toEqual([{ path: ['allGrades'], code: 'UPSTREAM', message: UNAVAILABLE }]);
      const write = await graphqlPost(gateway.graphqlUrl, { token, query: CREATE_GRADE, variables: { input: { name: 'X' } } });
      expect(write.body.errors?.[0]).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'UPSTREAM' } });
      expect(foreign.received.map((r) => r.method)).toEqual(['GET', 'POST']);
    });

    test('a timeout is not retried', async () => {
      const silent = await startSilentUpstream();
      gateway = await startGateway({ UPSTREAM_URL: silent.url, UPSTREAM_TIMEOUT_MS: 200 });
      const read = await graphqlPost(gateway.graphqlUrl, { token, query: ALL_GRADES, headers: { 'x-request-id': 'no-retry-on-timeout' } });
      expect(read.body.data).toEqual({ allGrades: [] });
      expect(gateway.logs.filter((line) => line.requestId === 'no-retry-on-timeout' && String(line.msg).includes('retrying'))).toEqual([]);
      expect(gateway.logs.some((line) => line.requestId === 'no-retry-on-timeout' && line.msg === 'upstream request failed')).toBe(true);
      await silent.close();
    });

    test('without a message the status text is used', async () => {
      foreign = await startForeignUpstream({ status: 502, contentType: 'text/plain', body: 'upstream exploded at /var/app/server.js:12' });
      gateway = await startGateway({ UPSTREAM_URL: foreign.url });
      const write = await graphqlPost(gateway.graphqlUrl, { token, query: CREATE_GRADE, variables: { input: { name: 'X' } } });
      expect(write.body.errors?.[0]).toMatchObject({ message: 'Bad Gateway', extensions: { code: 'UPSTREAM' } });
      expect(JSON.stringify(write.body)).not.toContain('server.js');
    });
  });
});
