import { createRepository } from '../crud/repository';
import { listScope, resourceRoutes, type CrudDeps } from '../crud/routes';
import type { ResourceDescription } from '../crud/resource';
import { exportRoute, type ExportLimits } from '../exports/route';
import { workflowOf } from '../workflow/part';
import { actionRoutes } from '../workflow/routes';

/** What a composed resource's routes use: the mechanism's {@link CrudDeps} and the exports' limits (shared by every export). */
export type ResourceDeps = CrudDeps & { exports: ExportLimits };

/**
 * The routes of `resource` under `/setup/<name>` (spec §7), composed above the mechanisms they use:
 * src/crud/routes.ts `resourceRoutes` (list, get, create, update, delete, reorder; single records),
 * plus, for a list resource, its CSV/XLSX export (src/exports/route.ts, docs/exports.md), and for a
 * workflow resource its action routes `POST /:id/<action>` (src/workflow/routes.ts, docs/requisitions.md),
 * both under the read permission. The repository knows what refers to records (`deps.referrers`).
 */
export function composedRoutes(resource: ResourceDescription, deps: ResourceDeps) {
  const repository = createRepository(deps.db, resource, { referrers: deps.referrers });
  if (resource.kind === 'single') return resourceRoutes(resource, repository, deps);
  const part = workflowOf(resource);
  return resourceRoutes(resource, repository, deps, {
    read: [exportRoute(resource, repository, deps, listScope(resource, deps.db)), ...(part ? actionRoutes(resource, part, repository, deps) : [])],
  });
}
