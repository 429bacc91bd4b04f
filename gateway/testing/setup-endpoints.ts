import { RESOURCE_CATALOGUE, hasFullList, resourceContract, resourceGraphqlNames, workflowActionField } from '../src/generated/contract/resources';
import { WORKFLOWS, workflowActions } from '../src/generated/contract/workflows';

/**
 * The endpoints of the /setup REST contract (spec §7; docs/setup-contract.md, which adds reset/confirm,
 * reset/check, sign-out, ISO file upload and download, employee photos and notifications), each with
 * the gateway operation that reaches it: a GraphQL root field of schema.graphql, or a gateway HTTP route for a file download.
 * `src/contract/contract.test.ts` fails when one has no operation, and runs every operation against a real rest-api.
 * `{id}`-like segments stand for one path segment.
 */
export interface SetupEndpoint {
  /** HTTP method upstream. */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path upstream, e.g. `/setup/grades/{id}`. */
  path: string;
  /** `Query.x` / `Mutation.x` for GraphQL, or the gateway route (`GET /files/isos/:documentId`). */
  operation: string;
}

const MASTER_DATA: ReadonlyArray<[resource: string, type: string, plural: string]> = [
  ['grades', 'Grade', 'Grades'],
  ['departments', 'Department', 'Departments'],
  ['positions', 'Position', 'Positions'],
  ['salespersonCodes', 'SalespersonCode', 'SalespersonCodes'],
  ['isos', 'Iso', 'Isos'],
  ['companies', 'Company', 'Companies'],
  ['portfolios', 'Portfolio', 'Portfolios'],
];

/**
 * The resources DESIGN §5 adds (Product, GVR and Equipment setup, requisitions), by catalogue name: every
 * catalogue entry but spec §7's master data and employees.
 */
const DESIGN_RESOURCES = RESOURCE_CATALOGUE.map((entry) => entry.name as string).filter((name) => name !== 'employees' && !MASTER_DATA.some(([resource]) => resource === name));

/**
 * The endpoints of one catalogue resource (src/crud/resolvers.ts): six (five without a full list), a reorder when ordered; a
 * single-record one GET and PUT; a workflow one (docs/requisitions.md) list, get, create, update and
 * `POST /{id}/<action>` per action of its workflow.
 */
function catalogueEndpoints(name: string): SetupEndpoint[] {
  const contract = resourceContract(name);
  const names = resourceGraphqlNames(contract);
  if (contract.workflow) {
    return [
      { method: 'GET', path: `/setup/${name}/`, operation: `Query.${names.listField}` },
      { method: 'GET', path: `/setup/${name}/{id}`, operation: `Query.${names.getField}` },
      { method: 'POST', path: `/setup/${name}/create`, operation: `Mutation.${names.createField}` },
      { method: 'PUT', path: `/setup/${name}/{id}`, operation: `Mutation.${names.updateField}` },
      ...workflowActions(WORKFLOWS[contract.workflow]).map((action): SetupEndpoint => ({
        method: 'POST',
        path: `/setup/${name}/{id}/${action}`,
        operation: `Mutation.${workflowActionField(contract, action)}`,
      })),
    ];
  }
  if (contract.kind === 'single') {
    return [
      { method: 'GET', path: `/setup/${name}`, operation: `Query.${names.getField}` },
      { method: 'PUT', path: `/setup/${name}`, operation: `Mutation.${names.updateField}` },
    ];
  }
  return [
    { method: 'GET', path: `/setup/${name}/`, operation: `Query.${names.listField}` },
    ...(hasFullList(contract) ? [{ method: 'GET', path: `/setup/${name}/all`, operation: `Query.${names.allField}` } as const] : []),
    { method: 'GET', path: `/setup/${name}/{id}`, operation: `Query.${names.getField}` },
    { method: 'POST', path: `/setup/${name}/create`, operation: `Mutation.${names.createField}` },
    { method: 'PUT', path: `/setup/${name}/{id}`, operation: `Mutation.${names.updateField}` },
    { method: 'DELETE', path: `/setup/${name}/{id}`, operation: `Mutation.${names.deleteField}` },
    ...(contract.ordered ? [{ method: 'PUT', path: `/setup/${name}/reorder`, operation: `Mutation.${names.reorderField}` } as const] : []),
  ];
}

/** Every /setup endpoint and its gateway operation (spec §7 order, then DESIGN §5's resources). */
export const SETUP_ENDPOINTS: readonly SetupEndpoint[] = [
  // Auth
  { method: 'POST', path: '/setup/employees/authenticate', operation: 'Mutation.authenticate' },
  { method: 'POST', path: '/setup/employees/reset', operation: 'Mutation.requestPasswordReset' },
  { method: 'POST', path: '/setup/employees/reset/confirm', operation: 'Mutation.confirmPasswordReset' },
  { method: 'POST', path: '/setup/employees/reset/check', operation: 'Query.passwordResetLink' },
  { method: 'POST', path: '/setup/employees/sign-out', operation: 'Mutation.signOut' },
  { method: 'POST', path: '/setup/employees/refresh', operation: 'Mutation.refreshToken' },
  // Master-data resources: six endpoints each
  ...MASTER_DATA.flatMap(([resource, type, plural]): SetupEndpoint[] => [
    { method: 'GET', path: `/setup/${resource}/`, operation: `Query.${plural.charAt(0).toLowerCase()}${plural.slice(1)}` },
    { method: 'GET', path: `/setup/${resource}/all`, operation: `Query.all${plural}` },
    { method: 'GET', path: `/setup/${resource}/{id}`, operation: `Query.${type.charAt(0).toLowerCase()}${type.slice(1)}` },
    { method: 'POST', path: `/setup/${resource}/create`, operation: `Mutation.create${type}` },
    { method: 'PUT', path: `/setup/${resource}/{id}`, operation: `Mutation.update${type}` },
    { method: 'DELETE', path: `/setup/${resource}/{id}`, operation: `Mutation.delete${type}` },
  ]),
  // Extras
  { method: 'DELETE', path: '/setup/isos/file/{id}', operation: 'Mutation.deleteIsoDocument' },
  { method: 'GET', path: '/setup/companies/employee/{id}', operation: 'Query.employeeCompanies' },
  { method: 'POST', path: '/setup/isos/{id}/files', operation: 'Mutation.uploadIsoDocuments' },
  { method: 'GET', path: '/setup/isos/file/{id}', operation: 'GET /files/isos/:documentId' },
  // Claims (docs/visits.md "Receipts", "Totals", "The claim's visit")
  { method: 'PUT', path: '/setup/claims/{id}/lines/{id}/receipt', operation: 'Mutation.uploadClaimReceipt' },
  { method: 'DELETE', path: '/setup/claims/{id}/lines/{id}/receipt', operation: 'Mutation.deleteClaimReceipt' },
  { method: 'GET', path: '/setup/claims/{id}/lines/{id}/receipt', operation: 'GET /files/claims/:claimId/:lineId' },
  { method: 'GET', path: '/setup/claims/totals', operation: 'Query.claimTotals' },
  { method: 'GET', path: '/setup/claims/{id}/visit', operation: 'Query.claimVisit' },
  // Employees
  { method: 'GET', path: '/setup/employees/', operation: 'Query.employees' },
  { method: 'GET', path: '/setup/employees/all', operation: 'Query.allEmployees' },
  { method: 'GET', path: '/setup/employees/active', operation: 'Query.activeEmployees' },
  { method: 'GET', path: '/setup/employees/gvr', operation: 'Query.gvrEmployees' },
  { method: 'GET', path: '/setup/employees/gvr/{id}', operation: 'Query.gvrViewList' },
  { method: 'GET', path: '/setup/employees/{id}', operation: 'Query.employee' },
  { method: 'GET', path: '/setup/employees/{id}', operation: 'Query.me' },
  { method: 'POST', path: '/setup/employees/register', operation: 'Mutation.registerEmployee' },
  { method: 'PUT', path: '/setup/employees/{id}', operation: 'Mutation.updateEmployee' },
  { method: 'PUT', path: '/setup/employees/password/{id}', operation: 'Mutation.changeEmployeePassword' },
  { method: 'PUT', path: '/setup/employees/profile/{id}', operation: 'Mutation.uploadEmployeePhoto' },
  { method: 'DELETE', path: '/setup/employees/{id}', operation: 'Mutation.deleteEmployee' },
  { method: 'GET', path: '/setup/files/employees/{fileName}', operation: 'GET /files/employees/:fileName' },
  // Notifications
  { method: 'GET', path: '/setup/notifications', operation: 'Query.notifications' },
  { method: 'PUT', path: '/setup/notifications/{id}/read', operation: 'Mutation.markNotificationRead' },
  { method: 'GET', path: '/setup/notifications', operation: 'Query.notificationPage' },
  { method: 'POST', path: '/setup/notifications/read-all', operation: 'Mutation.markAllNotificationsRead' },
  // The stream (`GET /setup/notifications/stream`) is reached by Subscription.notificationAdded on
  // POST /graphql/stream: src/notifications/subscription.test.ts.
  // The dashboard (docs/dashboard.md)
  { method: 'GET', path: '/setup/dashboard', operation: 'Query.dashboard' },
  // Product, GVR and Equipment setup, requisitions (DESIGN §5)
  ...DESIGN_RESOURCES.flatMap(catalogueEndpoints),
];

/**
 * Whether an upstream request path (as the gateway logs it, e.g. `/setup/grades/5d0c...`) is
 * `endpoint.path`: literal segments must be equal, `{...}` segments match any one non-empty segment.
 */
export function matchesEndpoint(endpoint: SetupEndpoint, path: string): boolean {
  const expected = endpoint.path.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => (/^\{\w+\}$/.test(segment) ? (actual[index] ?? '') !== '' : segment === actual[index]));
}

/**
 * Root fields the gateway answers by itself, reaching no /setup endpoint: the published error contract
 * (docs/graphql-grammar.md "Errors").
 */
export const GATEWAY_ONLY_FIELDS: readonly string[] = ['Query.errorContract'];
