import { RESOURCE_CATALOGUE, type ResourceContract, resourceGraphqlNames, workflowActionField } from '../src/generated/contract/resources';
import { type RestRouteOperation, restRoutes } from '../src/generated/contract/rest-routes';

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

/**
 * The endpoints of one catalogue resource: its REST routes (contract/rest-routes.ts) but the export
 * (reached by `GET /files/exports/:resource`, src/exports/), each with the GraphQL root field the
 * grammar names for its operation (src/crud/resolvers.ts, docs/graphql-grammar.md).
 */
function catalogueEndpoints(contract: ResourceContract): SetupEndpoint[] {
  const names = resourceGraphqlNames(contract);
  const fields: Record<Exclude<RestRouteOperation, 'export' | 'action'>, string> = {
    list: `Query.${names.listField}`,
    all: `Query.${names.allField}`,
    get: `Query.${names.getField}`,
    create: `Mutation.${names.createField}`,
    update: `Mutation.${names.updateField}`,
    delete: `Mutation.${names.deleteField}`,
    reorder: `Mutation.${names.reorderField}`,
  };
  return restRoutes(contract).flatMap(({ operation, method, path, action }): SetupEndpoint[] => {
    if (operation === 'export') return [];
    return [{ method, path, operation: operation === 'action' ? `Mutation.${workflowActionField(contract, action!)}` : fields[operation] }];
  });
}

/** Every /setup endpoint and its gateway operation: auth, the catalogue's resources, then spec §7's extras and the rest. */
export const SETUP_ENDPOINTS: readonly SetupEndpoint[] = [
  // Auth
  { method: 'POST', path: '/setup/employees/authenticate', operation: 'Mutation.authenticate' },
  { method: 'POST', path: '/setup/employees/reset', operation: 'Mutation.requestPasswordReset' },
  { method: 'POST', path: '/setup/employees/reset/confirm', operation: 'Mutation.confirmPasswordReset' },
  { method: 'POST', path: '/setup/employees/reset/check', operation: 'Query.passwordResetLink' },
  { method: 'POST', path: '/setup/employees/sign-out', operation: 'Mutation.signOut' },
  { method: 'POST', path: '/setup/employees/refresh', operation: 'Mutation.refreshToken' },
  // Every catalogue resource (spec §7's master data and employees, DESIGN §5's): the route grammar's endpoints
  ...(RESOURCE_CATALOGUE as readonly ResourceContract[]).flatMap(catalogueEndpoints),
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
  // Employees beyond the grammar's
  { method: 'GET', path: '/setup/employees/active', operation: 'Query.activeEmployees' },
  { method: 'GET', path: '/setup/employees/gvr', operation: 'Query.gvrEmployees' },
  { method: 'GET', path: '/setup/employees/gvr/{id}', operation: 'Query.gvrViewList' },
  { method: 'GET', path: '/setup/employees/{id}', operation: 'Query.me' },
  { method: 'PUT', path: '/setup/employees/password/{id}', operation: 'Mutation.changeEmployeePassword' },
  { method: 'PUT', path: '/setup/employees/profile/{id}', operation: 'Mutation.uploadEmployeePhoto' },
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
