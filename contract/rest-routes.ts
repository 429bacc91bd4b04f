import type { Permission } from './permissions';
import { hasFullList, operationPermission, type ResourceContract } from './resources';
import { WORKFLOWS, workflowActions } from './workflows';

/**
 * What a REST route of a resource does: one of the resource operations (contract/resources.ts
 * `ResourceOperation`), `export` (docs/exports.md: the list as a file), or `action` (a workflow action,
 * contract/workflows.ts).
 */
export type RestRouteOperation = 'list' | 'export' | 'all' | 'get' | 'create' | 'update' | 'delete' | 'reorder' | 'action';

/** One REST route of a catalogue resource, as {@link restRoutes} derives it. */
export interface RestRoute {
  operation: RestRouteOperation;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * The path, spelled as spec §7 spells it: `/setup/grades/` (the paged list), `/setup/grades/all`,
   * `/setup/grades/{id}`, `/setup/gvrSettings` (a single record). `{id}` stands for one path segment.
   */
  path: string;
  /** The permission the caller's active role needs (DESIGN §6). */
  permission: Permission;
  /** The permission under which a caller reaches their OWN record instead (employees' `ownAccount`). */
  self?: Permission;
  /** The workflow action of an `action` route: `approve`. */
  action?: string;
  /**
   * The resource's own query parameters of a list (`list`, `export`): its catalogue filters' REST names
   * (`department`, `mine`…); every list also takes `page`, `limit`, `search`, `sort` and `ids` ({@link LIST_QUERY}).
   */
  query?: readonly string[];
}

/** The query parameters of every paged list (spec §7 `?page={n}`, DESIGN §2): paging, search, sort, batched reads. */
export const LIST_QUERY = ['page', 'limit', 'search', 'sort', 'ids'] as const;

/**
 * The REST routes of a catalogue resource (spec §7 "Master-data resources", DESIGN §2, §5), the one
 * grammar rest-api's routes, the gateway's endpoint table and fake upstream, and the tests read:
 * - a list resource: `GET /` (paged list, its filters as query), `GET /export` (docs/exports.md),
 *   `GET /all` (when {@link hasFullList}), `GET /{id}`, `POST /create` (or its `createPath`),
 *   `PUT /{id}`, `DELETE /{id}`, and `PUT /reorder` when ordered;
 * - a single-record resource (`kind: 'single'`): `GET` and `PUT` on `/setup/<name>` itself;
 * - a workflow resource (docs/requisitions.md): no `/all`, no DELETE, and `POST /{id}/<action>` per
 *   action of its workflow, open to its readers (who may act is decided per record by the workflow).
 * Permissions follow the catalogue's `operationPermission` (export as the list).
 */
export function restRoutes(resource: ResourceContract): RestRoute[] {
  const base = `/setup/${resource.name}`;
  const permission = (operation: Parameters<typeof operationPermission>[1]) => operationPermission(resource, operation);
  if (resource.kind === 'single') {
    return [
      { operation: 'get', method: 'GET', path: base, permission: permission('get') },
      { operation: 'update', method: 'PUT', path: base, permission: permission('update') },
    ];
  }
  const query = Object.values(resource.filters ?? {}).map((filter) => filter.rest);
  const self = resource.permissions.self ? { self: resource.permissions.self } : {};
  const routes: RestRoute[] = [
    { operation: 'list', method: 'GET', path: `${base}/`, permission: permission('list'), query },
    { operation: 'export', method: 'GET', path: `${base}/export`, permission: permission('list'), query },
    ...(hasFullList(resource) ? [{ operation: 'all', method: 'GET', path: `${base}/all`, permission: permission('all') } as const] : []),
    { operation: 'get', method: 'GET', path: `${base}/{id}`, permission: permission('get'), ...self },
    { operation: 'create', method: 'POST', path: `${base}/${resource.createPath ?? 'create'}`, permission: permission('create') },
    { operation: 'update', method: 'PUT', path: `${base}/{id}`, permission: permission('update') },
  ];
  if (resource.workflow) {
    const actions = workflowActions(WORKFLOWS[resource.workflow]);
    return [...routes, ...actions.map((action): RestRoute => ({ operation: 'action', method: 'POST', path: `${base}/{id}/${action}`, permission: permission('get'), action }))];
  }
  return [
    ...routes,
    { operation: 'delete', method: 'DELETE', path: `${base}/{id}`, permission: permission('delete') },
    ...(resource.ordered ? [{ operation: 'reorder', method: 'PUT', path: `${base}/reorder`, permission: permission('reorder') } as const] : []),
  ];
}

/**
 * The route of `routes` that `method` and `path` (`/setup/grades/5d0c…`, no query string) reach, with
 * the value of its `{id}` segment; undefined when none does. A literal segment wins over `{id}`
 * (`/setup/grades/all` is the full list, not the record `all`).
 */
export function matchRestRoute(routes: readonly RestRoute[], method: string, path: string): { route: RestRoute; id?: string } | undefined {
  const actual = path.split('/');
  let found: { route: RestRoute; id?: string; literal: number } | undefined;
  for (const route of routes) {
    const expected = route.path.split('/');
    if (route.method !== method || expected.length !== actual.length) continue;
    let id: string | undefined;
    const fits = expected.every((segment, index) => {
      const value = actual[index] ?? '';
      if (segment !== '{id}') return segment === value;
      id = value;
      return value !== '';
    });
    const literal = expected.filter((segment) => segment !== '{id}').length;
    if (fits && (!found || literal > found.literal)) found = { route, literal, ...(id === undefined ? {} : { id }) };
  }
  if (!found) return undefined;
  const { literal: _literal, ...match } = found;
  return match;
}
