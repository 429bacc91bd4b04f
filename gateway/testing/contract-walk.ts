import { DEMO_PASSWORD, DEMO_USERS, signIn, type SignedInUser } from './accounts';
import { EMPLOYEE_DOCS, newEmployeeInput, OTHER_DOCS } from './documents';
import type { TestGateway } from './gateway-server';
import { type GraphQLAnswer, graphqlPost } from './graphql-client';
import { graphqlUpload } from './multipart-client';
import type { MailCatcher } from '../../scripts/stack/mail-catcher';
import { pdfDocument, pngImage } from './sample-files';
import { type CrudCase, type ReferenceContext, crudCases, generateInput, mutate, uniqueTag } from './crud-cases';
import { WorkflowClient, type WorkflowRecord, coveringWalks, workflowInput } from './workflow-client';
import { resourceGraphqlNames, workflowActionField } from '../src/generated/contract/resources';
import { WORKFLOWS } from '../src/generated/contract/workflows';
import { RESOURCES } from '../src/setup/registry';

/** The token of the reset link in a mail's text (`/account/reset-password?token=…`, DESIGN §2); undefined without one. */
function resetToken(mail: string): string | undefined {
  const link = /reset-password\?token=([\w%.~-]+)/.exec(mail)?.[1];
  return link === undefined ? undefined : decodeURIComponent(link);
}

/** What one step of the walk sent and got: its operation, request id, failure if any, and the answer. */
export interface WalkStep {
  operation: string;
  requestId: string;
  failure?: string;
  /** The GraphQL answer's body; for an upload `{ status, body }`; for a download `{ status, type, bytes }`. */
  answer?: unknown;
}

/** A finished {@link walkContract}: its steps in order and the demo Admin and Employee it signed in. */
export interface ContractWalk {
  steps: WalkStep[];
  admin: SignedInUser;
  employee: SignedInUser;
}

/**
 * Makes a record of the resource at `restPath` with a generated input (testing/crud-cases.ts), as the
 * caller of `token` (an Admin): a reference an input needs. Answers its id; fails the test when refused.
 */
export function referenceMaker(graphqlUrl: string, token: string): (restPath: string, context: ReferenceContext) => Promise<string> {
  const make = async (restPath: string, context: ReferenceContext): Promise<string> => {
    const other = crudCases().find((candidate) => candidate.name === restPath)!;
    const outcome = await mutate(graphqlUrl, other, 'create', token, { input: await generateInput(other, other.createInput, uniqueTag(), make, context) });
    expect([other.name, outcome.codes]).toEqual([other.name, []]);
    return outcome.record!.id;
  };
  return make;
}

/**
 * The gateway's whole contract walk (spec §7, DESIGN §2): every operation of schema.graphql, in an
 * order that makes each one's inputs (signs in the demo Admin and Employee; master data, references
 * first; employees, uploads and downloads, the password reset mailed to `mail`; every workflow walk,
 * activities, the dashboard, claims; then the deletes), each step with its own request id
 * `${prefix}-<n>`. A failing step is recorded, never thrown. Used by the contract test (every endpoint
 * reached) and the conformance suite (the same answers from every kind of upstream).
 */
export async function walkContract(gateway: TestGateway, mail: MailCatcher, prefix = 'contract'): Promise<ContractWalk> {
  const steps: WalkStep[] = [];
  let admin = undefined as unknown as SignedInUser;
  let employee = undefined as unknown as SignedInUser;

  /** Runs one GraphQL step with its own request id; records a failure instead of throwing. */
  async function run<T = Record<string, unknown>>(operation: string, token: string | undefined, query: string, variables: Record<string, unknown> = {}): Promise<T | undefined> {
    const requestId = `${prefix}-${steps.length}`;
    const step: WalkStep = { operation, requestId };
    steps.push(step);
    try {
      const answer: GraphQLAnswer<T> = await graphqlPost<T>(gateway.graphqlUrl, { token, query, variables, headers: { 'x-request-id': requestId } });
      const payloadErrors = Object.values(answer.body.data ?? {}).some((value) => (value as { errors?: unknown[] } | null)?.errors?.length);
      // A reference withheld from the caller (an Employee's `reportsTo`) is warned about, but it is an answer, not a failure.
      const warnings = ((answer.body.extensions?.warnings ?? []) as Array<{ reason?: string }>).filter((warning) => warning.reason !== 'WITHHELD');
      if (answer.body.errors || warnings.length > 0 || payloadErrors) step.failure = JSON.stringify(answer.body);
      step.answer = answer.body;
      return answer.body.data ?? undefined;
    } catch (error) {
      step.failure = String(error);
      return undefined;
    }
  }

  /** Runs one multipart upload step, like {@link run}. */
  async function upload<T>(
    operation: string,
    token: string,
    query: string,
    variables: Record<string, unknown>,
    files: Parameters<typeof graphqlUpload>[1]['files'],
  ): Promise<T | undefined> {
    const requestId = `${prefix}-${steps.length}`;
    const step: WalkStep = { operation, requestId };
    steps.push(step);
    const answer = await graphqlUpload<T>(gateway.graphqlUrl, { token, query, variables, files, headers: { 'x-request-id': requestId } });
    if (answer.status !== 200 || answer.body.errors) step.failure = `${answer.status} ${JSON.stringify(answer.body)}`;
    step.answer = { status: answer.status, body: answer.body };
    return answer.body.data ?? undefined;
  }

  /** Downloads a file through a gateway route, like {@link run}. */
  async function download(operation: string, token: string, path: string): Promise<Response> {
    const requestId = `${prefix}-${steps.length}`;
    const step: WalkStep = { operation, requestId };
    steps.push(step);
    const response = await fetch(`${gateway.url}${path}`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': requestId } });
    if (response.status !== 200) step.failure = `${response.status} ${await response.clone().text()}`;
    step.answer = { status: response.status, type: response.headers.get('content-type'), bytes: (await response.clone().arrayBuffer()).byteLength };
    return response;
  }

  type Record_ = { id: string; version: number } & Record<string, unknown>;

  const makeReference = (restPath: string, context: ReferenceContext) => referenceMaker(gateway.graphqlUrl, admin.token)(restPath, context);

  /**
   * Create (generated input; references reuse the ids in `given`), read (one, page, all), a partial
   * update; answers the created record's id for the later delete.
   */
  async function crud(kase: CrudCase, given: Record<string, string>): Promise<string | undefined> {
    const input = await generateInput(kase, kase.createInput, uniqueTag(), makeReference, { path: [], given });
    const answer = await run<Record<string, Record<string, Record_ | null> | null>>(`Mutation.${kase.fields.create}`, admin.token, kase.documents.create, { input });
    const created = answer?.[kase.fields.create]?.[kase.recordKey];
    if (!created) return undefined;
    await run(`Query.${kase.fields.get}`, admin.token, kase.documents.get, { id: created.id });
    await run(`Query.${kase.fields.list}`, admin.token, kase.documents.list, { page: 1, pageSize: 5 });
    await run(`Query.${kase.fields.all}`, admin.token, kase.documents.all);
    await run(`Mutation.${kase.fields.update}`, admin.token, kase.documents.update, {
      id: created.id,
      version: created.version,
      input: { [kase.requiredText]: `Changed ${uniqueTag()}` },
    });
    return created.id;
  }

  const signInStep = await run<{ authenticate: SignedInUser }>(
    'Mutation.authenticate',
    undefined,
    'mutation SignIn($email: String!, $password: String!) { authenticate(email: $email, password: $password) { token id employeeName email roles gender photo } }',
    { email: DEMO_USERS.admin, password: DEMO_PASSWORD },
  );
  admin = signInStep!.authenticate;
  employee = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);

  // Master data in registry order, references first: each resource's record refers to those made before it.
  const given: Record<string, string> = { employees: employee.id };
  const made: Array<[CrudCase, string]> = [];
  for (const kase of crudCases().filter((candidate) => candidate.name !== 'employees')) {
    const id = await crud(kase, given);
    if (id) made.push([kase, (given[kase.name] = id)]);
  }
  const isoId = given.isos;

  // An ordered resource's reorder, and the single-record GVR settings: read, then update with the version (DESIGN §5).
  const sections = await run<{ allGvrSections: Array<{ id: string }> }>('Query.allGvrSections', admin.token, '{ allGvrSections { id } }');
  const reversed = (sections?.allGvrSections ?? []).map((section) => section.id).reverse();
  await run('Mutation.reorderGvrSections', admin.token, 'mutation($ids: [ID!]!) { reorderGvrSections(ids: $ids) { ids errors { code message } } }', { ids: reversed });
  const settings = await run<{ gvrSettings: { version: number } }>(
    'Query.gvrSettings',
    admin.token,
    '{ gvrSettings { id version currency workingDays workingHours { start end } } }',
  );
  await run(
    'Mutation.updateGvrSettings',
    admin.token,
    'mutation($version: Int!, $input: GvrSettingsUpdateInput!) { updateGvrSettings(version: $version, input: $input) { gvrSettings { version reportDeadlineDays } errors { code message } } }',
    { version: settings?.gvrSettings.version ?? 0, input: { reportDeadlineDays: 5 } },
  );

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
  const input = newEmployeeInput('Contract1', {
    gradeId: given.grades,
    departmentId: given.departments,
    positionId: given.positions,
    salespersonCodeId: given.salespersonCodes,
    companyIds: [given.companies],
    reportsToId: employee.id,
  });
  const registered = (await run<{ registerEmployee: { employee: Record_ | null } }>('Mutation.registerEmployee', admin.token, EMPLOYEE_DOCS.register, { input }))?.registerEmployee
    .employee;
  if (registered) {
    const { password: _password, ...fields } = input;
    await run('Mutation.updateEmployee', admin.token, EMPLOYEE_DOCS.update, { id: registered.id, version: registered.version, input: { ...fields, phone: '+1 555 0188' } });
    await run('Mutation.changeEmployeePassword', admin.token, EMPLOYEE_DOCS.password, { id: registered.id, password: 'Changed12345' });
    const newcomer = await signIn(gateway.graphqlUrl, input.email as string, 'Changed12345');
    const photo = await upload<{ uploadEmployeePhoto: { photoUrl: string } }>(
      'Mutation.uploadEmployeePhoto',
      newcomer.token,
      EMPLOYEE_DOCS.photo,
      { id: registered.id, image: null },
      [{ path: 'variables.image', content: pngImage(), filename: 'me.png', type: 'image/png' }],
    );
    if (photo) await download('GET /files/employees/:fileName', employee.token, photo.uploadEmployeePhoto.photoUrl);
    const notices = await run<{ notifications: Array<{ id: string }> }>('Query.notifications', newcomer.token, OTHER_DOCS.notifications);
    const first = notices?.notifications[0];
    if (first) await run('Mutation.markNotificationRead', newcomer.token, OTHER_DOCS.markNotificationRead, { id: first.id });
    await run('Query.notificationPage', newcomer.token, OTHER_DOCS.notificationPage);
    await run('Mutation.markAllNotificationsRead', newcomer.token, OTHER_DOCS.markAllNotificationsRead);
    await run('Query.me', newcomer.token, OTHER_DOCS.me);
    const refreshed = await run<{ refreshToken: { token: string } }>('Mutation.refreshToken', newcomer.token, OTHER_DOCS.refreshToken);
    // The newcomer's last use of their token: signing out ends it upstream.
    await run('Mutation.signOut', refreshed?.refreshToken.token ?? newcomer.token, OTHER_DOCS.signOut);

    // Password reset: the link is mailed (to the catcher), as a user receives it.
    const mailed = mail.next(input.email as string).then(
      (caught) => caught.text,
      () => '',
    );
    await run('Mutation.requestPasswordReset', undefined, OTHER_DOCS.requestPasswordReset, { email: input.email });
    const token = resetToken(await mailed);
    await run('Query.passwordResetLink', undefined, OTHER_DOCS.passwordResetLink, { token: token ?? 'no-reset-link-was-logged' });
    await run('Mutation.confirmPasswordReset', undefined, OTHER_DOCS.confirmPasswordReset, {
      token: token ?? 'no-reset-link-was-logged',
      password: 'ResetAgain123',
    });
    await run('Mutation.deleteEmployee', admin.token, EMPLOYEE_DOCS.remove, { id: registered.id });
  }

  // Requisitions (docs/requisitions.md): per workflow, create, update, get and list, then walks that take every action.
  const accounts = {
    requester: employee,
    requesterHod: await signIn(gateway.graphqlUrl, DEMO_USERS.hod),
    Gvr: await signIn(gateway.graphqlUrl, DEMO_USERS.gvr),
    Finance: await signIn(gateway.graphqlUrl, DEMO_USERS.finance),
    Admin: admin,
  } as Record<string, SignedInUser>;
  const ownIds: Record<string, string> = {
    equipments: await makeReference('equipments', { path: [], given: {} }),
    portfolios: await makeReference('portfolios', { path: [], given: {} }),
    // Visits (docs/visits.md): a customer of the Employee's (its salesperson), an active category, a section, a product.
    customers: await makeReference('customers', { path: [], given: { employees: employee.id } }),
    gvrCategories: await makeReference('gvrCategories', { path: [], given: {} }),
    gvrSections: await makeReference('gvrSections', { path: [], given: {} }),
    products: await makeReference('products', { path: [], given: {} }),
  };
  // What the generated input cannot know: a visit meets none of the made customer's (random) contacts, and
  // has started, with an outcome, so that it can be completed (docs/visits.md "complete").
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const adjustments: Record<string, Record<string, unknown>> = {
    visits: { contactNames: [], start: new Date(Date.now() - 7_200_000).toISOString(), end: hourAgo, outcome: 'Contract step' },
    // An event of today: submitted before its first day is past, completed once it has begun (docs/requisitions.md).
    eventRequisitions: { dates: { from: new Date().toISOString().slice(0, 10), to: new Date().toISOString().slice(0, 10) } },
    // A line the generated sample cannot get right: km has at most 1 decimal (docs/visits.md "Claims").
    claims: {
      lines: [
        { type: 'MILEAGE', km: '12.5' },
        { type: 'MEALS', amount: '12.40', description: 'Lunch' },
      ],
    },
  };
  // A claim is made on a completed visit of the claimant, one claim per visit (docs/visits.md "Claims").
  const visitsResource = RESOURCES.find((candidate) => candidate.restPath === 'visits')!;
  const completedVisit = async (): Promise<string | undefined> => {
    const planned = (
      await run<{ createVisit: { visit: { id: string; version: number } | null } }>(
        'Mutation.createVisit',
        employee.token,
        'mutation($input: VisitInput!) { createVisit(input: $input) { visit { id version } errors { code message } } }',
        { input: { ...workflowInput(visitsResource, ownIds, uniqueTag()), ...adjustments.visits } },
      )
    )?.createVisit?.visit;
    if (!planned) return undefined;
    await run('Mutation.completeVisit', employee.token, 'mutation($id: ID!, $version: Int!) { completeVisit(id: $id, version: $version) { visit { id } } }', {
      id: planned.id,
      version: planned.version,
    });
    return planned.id;
  };
  const firstVisit = await completedVisit();
  if (firstVisit) ownIds.visits = firstVisit;
  for (const resource of RESOURCES.filter((candidate) => candidate.contract.workflow)) {
    const client = new WorkflowClient(gateway.graphqlUrl, resource.restPath);
    const names = resourceGraphqlNames(resource.contract);
    const input = { ...workflowInput(resource, ownIds, uniqueTag()), ...adjustments[resource.restPath] };
    const create = async () => {
      // Each claim on a visit of its own (one claim per visit).
      const fresh = resource.restPath === 'claims' ? { visitId: await completedVisit() } : {};
      return (
        (
          await run<Record<string, { [record: string]: WorkflowRecord | null }>>(`Mutation.${names.createField}`, employee.token, client.createDocument, {
            input: { ...input, ...fresh },
          })
        )?.[names.createField]?.[names.payloadField] ?? undefined
      );
    };
    const first = await create();
    if (!first) continue;
    await run(`Mutation.${names.updateField}`, employee.token, client.updateDocument, {
      id: first.id,
      version: first.version,
      input: { [Object.keys(input).at(-1)!]: input[Object.keys(input).at(-1)!] },
    });
    await run(`Query.${names.getField}`, employee.token, client.getDocument, { id: first.id });
    await run(`Query.${names.listField}`, employee.token, `query { ${names.listField}(mine: true) { total } }`);
    for (const walk of coveringWalks(WORKFLOWS[resource.contract.workflow!])) {
      let record = await create();
      for (const step of walk) {
        if (!record) break;
        const field = workflowActionField(resource.contract, step.action);
        const token = accounts['role' in step.actor ? step.actor.role : step.actor.relation]!.token;
        const answer = await run<Record<string, { [record: string]: WorkflowRecord | null }>>(`Mutation.${field}`, token, client.actionDocument(step.action), {
          id: record.id,
          version: record.version,
          comment: 'Contract step',
        });
        record = answer?.[field]?.[names.payloadField] ?? undefined;
      }
    }
  }

  // Activities (docs/visits.md): a logged call of the Employee, read, listed, changed and deleted.
  const ACTIVITY = 'id version kind employeeId customerId date note';
  const logged = (
    await run<{ createActivity: { activity: Record_ | null } }>(
      'Mutation.createActivity',
      employee.token,
      `mutation($input: ActivityInput!) { createActivity(input: $input) { activity { ${ACTIVITY} } errors { code message } } }`,
      { input: { kind: 'CALL', customerId: ownIds.customers, date: new Date().toISOString().slice(0, 10), note: 'Contract step' } },
    )
  )?.createActivity?.activity;
  await run('Query.activities', employee.token, `query { activities(pageSize: 100) { items { ${ACTIVITY} status visitNumber } total } }`);
  if (logged) {
    await run('Query.activity', employee.token, `query($id: ID!) { activity(id: $id) { ${ACTIVITY} } }`, { id: logged.id });
    await run(
      'Mutation.updateActivity',
      employee.token,
      `mutation($id: ID!, $version: Int!, $input: ActivityUpdateInput!) { updateActivity(id: $id, version: $version, input: $input) { activity { ${ACTIVITY} } errors { code message } } }`,
      { id: logged.id, version: logged.version, input: { note: 'Changed' } },
    );
    await run('Mutation.deleteActivity', employee.token, 'mutation($id: ID!) { deleteActivity(id: $id) { deletedId errors { code message } } }', { id: logged.id });
  }

  // The dashboard (docs/dashboard.md).
  await run('Query.dashboard', employee.token, 'query { dashboard(timeZone: "UTC") { day myVisits { week { planned completed } } approvals { kind count } team { people } } }');

  // Claims (docs/visits.md "Receipts", "Totals"): the totals; a receipt attached to a line of a draft claim, downloaded and removed.
  const today = new Date().toISOString().slice(0, 10);
  await run('Query.claimTotals', employee.token, 'query($from: Date!, $to: Date!) { claimTotals(from: $from, to: $to) { month count total paid currency } }', {
    from: today,
    to: today,
  });
  const claimsResource = RESOURCES.find((candidate) => candidate.restPath === 'claims')!;
  const claimSelection = 'id version lines { id receipt { downloadUrl } }';
  type ClaimAnswer = { id: string; version: number; lines: Array<{ id: string; receipt: { downloadUrl: string } | null }> };
  const draft = (
    await run<{ createClaim: { claim: ClaimAnswer | null } }>(
      'Mutation.createClaim',
      employee.token,
      `mutation($input: ClaimInput!) { createClaim(input: $input) { claim { ${claimSelection} } errors { code message } } }`,
      { input: { ...workflowInput(claimsResource, ownIds, uniqueTag()), ...adjustments.claims, visitId: await completedVisit() } },
    )
  )?.createClaim?.claim;
  if (draft?.lines[0]) {
    const withReceipt = await upload<{ uploadClaimReceipt: ClaimAnswer }>(
      'Mutation.uploadClaimReceipt',
      employee.token,
      `mutation($claimId: ID!, $lineId: ID!, $file: Upload!) { uploadClaimReceipt(claimId: $claimId, lineId: $lineId, file: $file) { ${claimSelection} } }`,
      { claimId: draft.id, lineId: draft.lines[0].id, file: null },
      [{ path: 'variables.file', content: pdfDocument(), filename: 'receipt.pdf', type: 'application/pdf' }],
    );
    const receipt = withReceipt?.uploadClaimReceipt.lines[0]?.receipt;
    if (receipt) await download('GET /files/claims/:claimId/:lineId', employee.token, receipt.downloadUrl);
    await run('Mutation.deleteClaimReceipt', employee.token, `mutation($c: ID!, $l: ID!) { deleteClaimReceipt(claimId: $c, lineId: $l) { id } }`, {
      c: draft.id,
      l: draft.lines[0].id,
    });
    await run('Query.claimVisit', employee.token, 'query($c: ID!) { claimVisit(claimId: $c) { id number customerName distanceKm } }', { c: draft.id });
  }

  // Deletes, referring records first.
  for (const [kase, id] of [...made].reverse()) await run(`Mutation.${kase.fields.delete}`, admin.token, kase.documents.remove, { id });
  return { steps, admin, employee };
}
