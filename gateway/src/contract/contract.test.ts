import { isObjectType } from 'graphql';
import { buildSchema } from '../schema';
import { DEMO_PASSWORD, DEMO_USERS, signIn, type SignedInUser } from '../testing/accounts';
import { crudDocuments, EMPLOYEE_DOCS, newEmployeeInput, OTHER_DOCS } from '../testing/documents';
import { type TestGateway, startGateway } from '../testing/gateway-server';
import { type TestStack, startStack } from '../testing/stack';
import { type GraphQLAnswer, graphqlPost } from '../testing/graphql-client';
import { graphqlUpload } from '../testing/multipart-client';
import { type MailCatcher, startMailCatcher } from '../../../scripts/stack/mail-catcher';
import { pdfDocument, pngImage } from '../testing/sample-files';
import { upstreamCalls } from '../testing/upstream-calls';
import { SETUP_ENDPOINTS, matchesEndpoint } from './setup-endpoints';

/** The token of the reset link in a mail's text (`/account/reset-password?token=…`, DESIGN §2); undefined without one. */
function resetToken(mail: string): string | undefined {
  const link = /reset-password\?token=([\w%.~-]+)/.exec(mail)?.[1];
  return link === undefined ? undefined : decodeURIComponent(link);
}

/** What one step of the scenario sent and got: its operation, request id, and failure if any. */
interface Step {
  operation: string;
  requestId: string;
  failure?: string;
}

/**
 * The contract test of issue 4: every /setup endpoint (setup-endpoints.ts, spec §7 as data) has a
 * gateway operation, and every operation reaches its endpoint END TO END: a real gateway in front of
 * a real rest-api, each step sent with its own request id, the gateway's `upstream call` log lines of
 * that id showing the endpoint answered 2xx.
 */
describe('the /setup contract through the gateway', () => {
  test('every endpoint has a GraphQL operation or gateway route, and every root field serves an endpoint', async () => {
    const schema = buildSchema();
    const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
      root && isObjectType(root) ? Object.keys(root.getFields()).map((field) => `${root.name}.${field}`) : [],
    );
    const graphqlOperations = SETUP_ENDPOINTS.map((endpoint) => endpoint.operation).filter((operation) => /^(Query|Mutation)\./.test(operation));
    expect(rootFields).toEqual(expect.arrayContaining(graphqlOperations));
    expect(graphqlOperations).toEqual(expect.arrayContaining(rootFields));

    const gateway = await startGateway({ UPSTREAM_URL: 'http://127.0.0.1:9' });
    try {
      for (const endpoint of SETUP_ENDPOINTS.filter((e) => !/^(Query|Mutation)\./.test(e.operation))) {
        const [method, url] = endpoint.operation.split(' ') as [string, string];
        expect(gateway.app.hasRoute({ method: method as 'GET', url })).toBe(true);
      }
    } finally {
      await gateway.close();
    }
  });

  describe('end to end against a real rest-api', () => {
    let stack: TestStack;
    let mail: MailCatcher;
    let gateway: TestGateway;
    let admin: SignedInUser;
    let employee: SignedInUser;
    const steps: Step[] = [];

    /** Runs one GraphQL step with its own request id; records a failure instead of throwing. */
    async function run<T = Record<string, unknown>>(
      operation: string,
      token: string | undefined,
      query: string,
      variables: Record<string, unknown> = {},
    ): Promise<T | undefined> {
      const requestId = `contract-${steps.length}`;
      const step: Step = { operation, requestId };
      steps.push(step);
      try {
        const answer: GraphQLAnswer<T> = await graphqlPost<T>(gateway.graphqlUrl, { token, query, variables, headers: { 'x-request-id': requestId } });
        if (answer.body.errors || answer.body.extensions?.warnings) step.failure = JSON.stringify(answer.body);
        return answer.body.data ?? undefined;
      } catch (error) {
        step.failure = String(error);
        return undefined;
      }
    }

    /** Runs one multipart upload step, like {@link run}. */
    async function upload<T>(operation: string, token: string, query: string, variables: Record<string, unknown>, files: Parameters<typeof graphqlUpload>[1]['files']): Promise<T | undefined> {
      const requestId = `contract-${steps.length}`;
      const step: Step = { operation, requestId };
      steps.push(step);
      const answer = await graphqlUpload<T>(gateway.graphqlUrl, { token, query, variables, files, headers: { 'x-request-id': requestId } });
      if (answer.status !== 200 || answer.body.errors) step.failure = `${answer.status} ${JSON.stringify(answer.body)}`;
      return answer.body.data ?? undefined;
    }

    /** Downloads a file through a gateway route, like {@link run}. */
    async function download(operation: string, token: string, path: string): Promise<Response> {
      const requestId = `contract-${steps.length}`;
      const step: Step = { operation, requestId };
      steps.push(step);
      const response = await fetch(`${gateway.url}${path}`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': requestId } });
      if (response.status !== 200) step.failure = `${response.status} ${await response.clone().text()}`;
      return response;
    }

    type Record_ = { id: string; version: number } & Record<string, unknown>;

    /** Create, read (one, page, all), update; answers the created record's id for the later delete. */
    async function crud(type: string, plural: string, input: Record<string, unknown>, changed: Record<string, unknown>): Promise<string | undefined> {
      const docs = crudDocuments(type, plural);
      const lower = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);
      const created = (await run<Record<string, Record_>>(`Mutation.create${type}`, admin.token, docs.create, { input }))?.[`create${type}`];
      if (!created) return undefined;
      await run(`Query.${lower(type)}`, admin.token, docs.get, { id: created.id });
      await run(`Query.${lower(plural)}`, admin.token, docs.list, { page: 1, pageSize: 5 });
      await run(`Query.all${plural}`, admin.token, docs.all);
      await run(`Mutation.update${type}`, admin.token, docs.update, { id: created.id, version: created.version, input: { ...input, ...changed } });
      return created.id;
    }

    beforeAll(async () => {
      mail = await startMailCatcher();
      stack = await startStack({ restApi: { env: { SMTP_URL: mail.url } } });
      ({ gateway } = stack);
      const signInStep = await run<{ authenticate: SignedInUser }>(
        'Mutation.authenticate',
        undefined,
        'mutation SignIn($email: String!, $password: String!) { authenticate(email: $email, password: $password) { token id employeeName email roles gender photo } }',
        { email: DEMO_USERS.admin, password: DEMO_PASSWORD },
      );
      admin = signInStep!.authenticate;
      employee = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);

      // Master data, references first.
      const gradeId = await crud('Grade', 'Grades', { name: 'Contract Grade' }, { level: 9 });
      const companyId = await crud('Company', 'Companies', { name: 'Contract Company', code: 'CTC' }, { phone: '+1 555 0177' });
      const departmentId = await crud('Department', 'Departments', { name: 'Contract Department', code: 'CTD', headId: employee.id }, { code: 'CTD2' });
      const positionId = await crud('Position', 'Positions', { name: 'Contract Position', departmentId }, { description: 'Changed.' });
      const codeId = await crud('SalespersonCode', 'SalespersonCodes', { code: 'SP-CT-01', companyId }, { description: 'Changed.' });
      const portfolioId = await crud('Portfolio', 'Portfolios', { name: 'Contract Portfolio', companyId }, { active: false });
      const isoId = await crud('Iso', 'Isos', { name: 'Contract Manual', code: 'ISO 9001:2015', companyId }, { description: 'Changed.' });

      // ISO documents: attach, download, remove.
      const withDocuments = await upload<{ uploadIsoDocuments: { documents: Array<{ id: string; downloadUrl: string }> } }>(
        'Mutation.uploadIsoDocuments',
        admin.token,
        OTHER_DOCS.uploadIsoDocuments,
        { isoId, files: [null] },
        [{ path: 'variables.files.0', content: pdfDocument(), filename: 'manual.pdf', type: 'application/pdf' }],
      );
      const document = withDocuments?.uploadIsoDocuments.documents[0];
      if (document) {
        await download('GET /files/isos/:documentId', employee.token, document.downloadUrl);
        await run('Mutation.deleteIsoDocument', admin.token, OTHER_DOCS.deleteIsoDocument, { id: document.id });
      }

      // Employees.
      await run('Query.employees', admin.token, EMPLOYEE_DOCS.page, { pageSize: 5 });
      await run('Query.allEmployees', admin.token, EMPLOYEE_DOCS.all);
      await run('Query.activeEmployees', admin.token, EMPLOYEE_DOCS.active);
      await run('Query.gvrEmployees', admin.token, EMPLOYEE_DOCS.gvr);
      await run('Query.gvrViewList', employee.token, EMPLOYEE_DOCS.viewList, { employeeId: employee.id });
      await run('Query.employee', employee.token, EMPLOYEE_DOCS.get, { id: employee.id });
      await run('Query.employeeCompanies', employee.token, EMPLOYEE_DOCS.companies, { employeeId: employee.id });
      const input = newEmployeeInput('Contract1', { gradeId, departmentId, positionId, salespersonCodeId: codeId, companyIds: [companyId], reportsToId: employee.id });
      const registered = (await run<{ registerEmployee: Record_ }>('Mutation.registerEmployee', admin.token, EMPLOYEE_DOCS.register, { input }))?.registerEmployee;
      if (registered) {
        const { password: _password, ...fields } = input;
        await run('Mutation.updateEmployee', admin.token, EMPLOYEE_DOCS.update, { id: registered.id, version: registered.version, input: { ...fields, phone: '+1 555 0188' } });
        await run('Mutation.changeEmployeePassword', admin.token, EMPLOYEE_DOCS.password, { id: registered.id, password: 'Changed12345' });
        const newcomer = await signIn(gateway.graphqlUrl, input.email as string, 'Changed12345');
        const photo = await upload<{ uploadEmployeePhoto: { photoUrl: string } }>('Mutation.uploadEmployeePhoto', newcomer.token, EMPLOYEE_DOCS.photo, { id: registered.id, image: null }, [
          { path: 'variables.image', content: pngImage(), filename: 'me.png', type: 'image/png' },
        ]);
        if (photo) await download('GET /files/employees/:fileName', employee.token, photo.uploadEmployeePhoto.photoUrl);
        const notices = await run<{ notifications: Array<{ id: string }> }>('Query.notifications', newcomer.token, OTHER_DOCS.notifications);
        const first = notices?.notifications[0];
        if (first) await run('Mutation.markNotificationRead', newcomer.token, OTHER_DOCS.markNotificationRead, { id: first.id });
        // The newcomer's last use of their token: signing out ends it upstream.
        await run('Mutation.signOut', newcomer.token, OTHER_DOCS.signOut);

        // Password reset: the link is mailed (to the catcher), as a user receives it.
        const mailed = mail.next(input.email as string).then((caught) => caught.text, () => '');
        await run('Mutation.requestPasswordReset', undefined, OTHER_DOCS.requestPasswordReset, { email: input.email });
        const token = resetToken(await mailed);
        await run('Query.passwordResetLink', undefined, OTHER_DOCS.passwordResetLink, { token: token ?? 'no-reset-link-was-logged' });
        await run('Mutation.confirmPasswordReset', undefined, OTHER_DOCS.confirmPasswordReset, {
          token: token ?? 'no-reset-link-was-logged',
          password: 'ResetAgain123',
        });
        await run('Mutation.deleteEmployee', admin.token, EMPLOYEE_DOCS.remove, { id: registered.id });
      }

      // Deletes, referring records first.
      for (const [type, id] of [
        ['Portfolio', portfolioId],
        ['Iso', isoId],
        ['SalespersonCode', codeId],
        ['Position', positionId],
        ['Department', departmentId],
        ['Company', companyId],
        ['Grade', gradeId],
      ] as const) {
        if (id) await run(`Mutation.delete${type}`, admin.token, crudDocuments(type).remove, { id });
      }
    });

    afterAll(async () => {
      await stack?.stop();
      await mail?.close();
    });

    test.each(SETUP_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
      '%s answers 2xx through its operation',
      (_name, endpoint) => {
        const mine = steps.filter((step) => step.operation === endpoint.operation);
        expect(mine.map((step) => step.operation)).toContain(endpoint.operation);
        expect(mine.filter((step) => step.failure).map((step) => step.failure)).toEqual([]);
        const calls = mine.flatMap((step) => upstreamCalls(gateway.logs, step.requestId));
        const hits = calls.filter((call) => call.method === endpoint.method && matchesEndpoint(endpoint, call.path));
        expect(hits).not.toEqual([]);
        expect(hits.filter((call) => call.status >= 200 && call.status < 300)).not.toEqual([]);
      },
    );
  });
});
