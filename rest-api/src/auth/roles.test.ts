import { ROLES, type Role } from './roles';
import { PERMISSIONS } from './permissions';
import { RESOURCE_CATALOGUE } from '../generated/contract/resources';
import { restRoutes } from '../generated/contract/rest-routes';
import { bearer, createEmployee, createTestApp, signIn, type TestApp, type TestEmployee } from '../../testing/test-app';

/*
 * The role table (DESIGN §6; src/auth/permissions.ts) enforced on every /setup route: each role of
 * spec §6 against each route, expecting allow (anything but 401/403) or deny (403). Ids are of missing
 * records and bodies are empty, so allowed calls change nothing (404/400/415). The table (the route
 * grammar's routes of every catalogue resource, then the others) must be exactly the operations of the
 * OpenAPI document.
 */

const MISSING = '00000000-0000-4000-8000-000000000000';
const everyone = ROLES;
const writers = PERMISSIONS.writeSetup.roles;
const managers = PERMISSIONS.manageEmployees.roles;

/** [method, path (OpenAPI style), roles allowed on someone else's record, whether the record's own employee is allowed]. */
type Row = [method: string, path: string, allowed: readonly Role[], self?: 'self'];

const TABLE: Row[] = [
  // The routes of every catalogue resource (contract/rest-routes.ts), with the roles of their permissions.
  ...RESOURCE_CATALOGUE.flatMap((resource) =>
    restRoutes(resource).map((route): Row => [route.method, route.path, PERMISSIONS[route.permission].roles, route.self ? 'self' : undefined]),
  ),
  ['GET', '/setup/companies/employee/{id}', everyone],
  ['POST', '/setup/isos/{id}/files', writers],
  ['GET', '/setup/isos/file/{id}', everyone],
  ['DELETE', '/setup/isos/file/{id}', writers],
  ['GET', '/setup/employees/active', managers],
  ['GET', '/setup/employees/gvr', managers],
  ['GET', '/setup/employees/gvr/{id}', managers, 'self'],
  ['PUT', '/setup/employees/password/{id}', managers, 'self'],
  ['PUT', '/setup/employees/profile/{id}', managers, 'self'],
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

it('covers exactly the operations of the OpenAPI document: no route beyond the grammar and the table, none of them missing', async () => {
  const document = (await t.app.inject({ url: '/setup/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  const normalised = (op: string) => op.replace(/\/$/, '');
  const served = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => normalised(`${m.toUpperCase()} ${path}`)));
  const covered = [...TABLE.map(([m, p]) => `${m} ${p}`), ...PUBLIC, SIGN_OUT, STREAM].map(normalised);
  expect({ notInTheTable: served.filter((op) => !covered.includes(op)), notServed: covered.filter((op) => !served.includes(op)) }).toEqual({ notInTheTable: [], notServed: [] });
  expect(new Set(covered).size).toBe(covered.length);
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
