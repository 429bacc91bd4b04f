import { ROLES, type Role } from './roles';
import { PERMISSIONS } from './permissions';
import { workflowActions } from '../generated/contract/workflows';
import { resources } from '../resources';
import { workflowOf } from '../workflow/part';
import { bearer, createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../testing/test-app';

/*
 * The role table (DESIGN §6; src/auth/permissions.ts) enforced on every /setup route: each role of
 * spec §6 against each route, expecting allow (anything but 401/403) or deny (403). Ids are of missing
 * records and bodies are empty, so allowed calls change nothing (404/400/415). The table must cover
 * every operation of the OpenAPI document.
 */

const MISSING = '00000000-0000-4000-8000-000000000000';
const everyone = ROLES;
const writers = PERMISSIONS.writeSetup.roles;
const managers = PERMISSIONS.manageEmployees.roles;

/** [method, path (OpenAPI style), roles allowed on someone else's record, whether the record's own employee is allowed]. */
type Row = [method: string, path: string, allowed: readonly Role[], self?: 'self'];

const TABLE: Row[] = [
  // The generic routes of every registered resource, with the roles of its permissions.
  // A single-record resource has only GET and PUT on its path; an ordered one also PUT /reorder.
  // A workflow resource has no /all and no DELETE, and one POST per action (open to its readers).
  // A resource without a full list (activities) has no /all.
  ...resources.flatMap((resource): Row[] => {
    const { name, permissions, kind, ordered, fullList } = resource;
    const workflow = workflowOf(resource);
    const [read, write] = [PERMISSIONS[permissions.read].roles, PERMISSIONS[permissions.write].roles];
    if (workflow) {
      return [
        ['GET', `/setup/${name}/`, read],
        ['GET', `/setup/${name}/export`, read],
        ['GET', `/setup/${name}/{id}`, read],
        ['POST', `/setup/${name}/create`, write],
        ['PUT', `/setup/${name}/{id}`, write],
        ...workflowActions(workflow.workflow).map((action): Row => ['POST', `/setup/${name}/{id}/${action}`, read]),
      ];
    }
    if (kind === 'single') {
      return [
        ['GET', `/setup/${name}`, read],
        ['PUT', `/setup/${name}`, write],
      ];
    }
    return [
      ['GET', `/setup/${name}/`, read],
      // docs/exports.md: the list's export, under the list's roles.
      ['GET', `/setup/${name}/export`, read],
      ...(fullList === false ? [] : [['GET', `/setup/${name}/all`, read] as Row]),
      ['GET', `/setup/${name}/{id}`, read],
      ['POST', `/setup/${name}/create`, write],
      ['PUT', `/setup/${name}/{id}`, write],
      ['DELETE', `/setup/${name}/{id}`, write],
      ...(ordered ? [['PUT', `/setup/${name}/reorder`, write] as Row] : []),
    ];
  }),
  ['GET', '/setup/companies/employee/{id}', everyone],
  ['POST', '/setup/isos/{id}/files', writers],
  ['GET', '/setup/isos/file/{id}', everyone],
  ['DELETE', '/setup/isos/file/{id}', writers],
  ['GET', '/setup/employees/', managers],
  ['GET', '/setup/employees/export', managers],
  ['GET', '/setup/employees/all', managers],
  ['GET', '/setup/employees/active', managers],
  ['GET', '/setup/employees/gvr', managers],
  ['GET', '/setup/employees/gvr/{id}', managers, 'self'],
  ['GET', '/setup/employees/{id}', managers, 'self'],
  ['POST', '/setup/employees/register', managers],
  ['PUT', '/setup/employees/{id}', managers],
  ['PUT', '/setup/employees/password/{id}', managers, 'self'],
  ['PUT', '/setup/employees/profile/{id}', managers, 'self'],
  ['DELETE', '/setup/employees/{id}', managers],
  ['GET', '/setup/files/employees/{fileName}', everyone],
  // Claims (docs/visits.md): receipts and totals under the claims' read permission; who may act is per claim.
  ['PUT', '/setup/claims/{id}/lines/{lineId}/receipt', PERMISSIONS.useVisits.roles],
  ['GET', '/setup/claims/{id}/lines/{lineId}/receipt', PERMISSIONS.useVisits.roles],
  ['DELETE', '/setup/claims/{id}/lines/{lineId}/receipt', PERMISSIONS.useVisits.roles],
  ['GET', '/setup/claims/totals', PERMISSIONS.useVisits.roles],
  ['GET', '/setup/claims/{id}/visit', PERMISSIONS.useVisits.roles],
  ['GET', '/setup/notifications/', everyone],
  ['PUT', '/setup/notifications/{id}/read', everyone],
  ['POST', '/setup/notifications/read-all', everyone],
  ['GET', '/setup/dashboard', everyone],
  ['POST', '/setup/employees/refresh', everyone],
];

/** Signing out: every signed-in role, each on a sign-in of its own (it ends the session the table's calls use). */
const SIGN_OUT = 'POST /setup/employees/sign-out';

/**
 * Every signed-in role's own notification stream: an injected request would wait for the stream's end,
 * so its roles and 401 are tested in src/notifications/stream.test.ts.
 */
const STREAM = 'GET /setup/notifications/stream';

/** Routes that need no token. */
const PUBLIC = [
  'POST /setup/employees/authenticate',
  'POST /setup/employees/reset',
  'POST /setup/employees/reset/confirm',
  'POST /setup/employees/reset/check',
  'GET /healthz',
  'GET /readyz',
];

let t: TestApp;
const users = {} as Record<Role, { who: TestEmployee; headers: Record<string, string> }>;
let someoneElse: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    const who = await createEmployee(t.database, { roles: [role, ...ROLES.filter((r) => r !== role)] });
    users[role] = { who, headers: bearer(await signIn(t.app, who)) };
  }
  someoneElse = (await createEmployee(t.database, { roles: ['Employee'] })).id;
});

afterAll(async () => {
  await t?.close();
});

function call(method: string, path: string, id: string, headers: Record<string, string>) {
  const url = path.replace('{id}', id).replace('{fileName}', `${MISSING}.png`);
  const body = ['POST', 'PUT'].includes(method) ? { payload: {} } : {};
  return t.app.inject({ method: method as 'GET', url, headers, ...body });
}

it('covers every operation of the OpenAPI document', async () => {
  const document = (await t.app.inject({ url: '/setup/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
  expect(operations.length).toBeGreaterThanOrEqual(TABLE.length + PUBLIC.length + 2);
  const normalised = (op: string) => op.replace(/\/$/, '');
  const covered = [...TABLE.map(([m, p]) => `${m} ${p}`), ...PUBLIC, SIGN_OUT, STREAM].map(normalised);
  expect(operations.map(normalised).filter((op) => !covered.includes(op))).toEqual([]);
});

describe.each(ROLES.map((role) => [role] as const))('%s (first role)', (role) => {
  it.each(TABLE.map(([method, path, allowed, self]) => [`${method} ${path}`, method, path, allowed, self] as const))('%s', async (_, method, path, allowed, self) => {
    const { who, headers } = users[role];
    const target = self ? someoneElse : MISSING;
    const response = await call(method, path, target, headers);
    if (allowed.includes(role)) {
      expect([401, 403, 500]).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.stringMatching(/^You do not have permission to /) });
    }
    if (self) expect([401, 403, 500]).not.toContain((await call(method, path, who.id, headers)).statusCode);
    expect((await call(method, path, target, {})).statusCode).toBe(401);
  });
});

it.each(ROLES.map((role) => [role] as const))('%s may sign out (and nobody without a token)', async (role) => {
  const token = await signIn(t.app, users[role].who);
  const [method, url] = SIGN_OUT.split(' ');
  expect((await t.app.inject({ method: method as 'POST', url, headers: bearer(token) })).statusCode).toBe(200);
  expect((await t.app.inject({ method: method as 'POST', url })).statusCode).toBe(401);
});
