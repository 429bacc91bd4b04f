import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { roleCan } from '../../auth/permissions';
import { effectiveQuery, toPage, type ListQuery } from '../../crud/paging';
import { recordJson } from '../../crud/record-json';
import { createRepository } from '../../crud/repository';
import { allRoute, crudRoutes, type CrudDeps } from '../../crud/routes';
import { sameId } from '../../db/ids';
import { forbidden } from '../../http/http-error';
import type { Config } from '../../config/config';
import { checkAdminOnly } from './admin-only';
import { checkEmployeeConsistency } from './consistency';
import { gvrViewRoute } from './gvr-view';
import { passwordRoute } from './password-route';
import { photoRoute } from './photo-route';
import { registerRoute } from './register-route';
import { employeesResource } from './resource';
import { employees } from './table';

/**
 * Every `/setup/employees` route but sign-in and reset (spec §7 "Employees"; contract "Employees"), to
 * be registered with prefix `/employees` in the authenticated scope. The generic routes of
 * src/crud/routes.ts with the employees' access rules (DESIGN §6), plus their own:
 *
 * | route | who | answer |
 * |---|---|---|
 * | `GET /?page=&limit=&search=&sort=&active=&gvr=&department=` | Gvr, Admin | page |
 * | `GET /?ids=a,b,…` | anyone signed in | page of those employees: Gvr, Admin all; others only themselves |
 * | `GET /export?format=csv\|xlsx&…` | Gvr, Admin | the list query as a file (src/exports/route.ts) |
 * | `GET /all`, `/active`, `/gvr` | Gvr, Admin | every / active / active gvr employee, by name |
 * | `GET /gvr/:id` | that employee, Gvr, Admin | the GVR view list (src/resources/employees/gvr-view.ts) |
 * | `GET /:id` | that employee, Gvr, Admin | the employee; 404 |
 * | `POST /register` | Gvr, Admin | 201 employee (src/resources/employees/register-route.ts) |
 * | `PUT /:id` | Gvr, Admin | employee, the fields sent changed (partial, as every resource); 400; 404; 409 duplicate or stale `__v` |
 * | `PUT /password/:id` | that employee, Gvr, Admin | `{ message }` (src/resources/employees/password-route.ts) |
 * | `PUT /profile/:id` | that employee, Gvr, Admin | employee with the new photo (src/resources/employees/photo-route.ts) |
 * | `DELETE /:id` | Gvr, Admin | the deleted employee (photo removed); 409 yourself or still referenced |
 *
 * Only an Admin grants or removes the Admin role, changes an Admin's roles, deactivates, deletes or
 * re-passwords an Admin (DESIGN §6; src/resources/employees/admin-only.ts): anyone else gets 403.
 * Ids in the path are compared lower-cased (src/http/id-params.ts), so your own id in upper case is still you.
 */
export function employeeRoutes(deps: CrudDeps & { config: Config }) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const repository = createRepository(deps.db, employeesResource);
    const set = crudRoutes(employeesResource, repository, deps);
    const manage = deps.guard.requirePermission('manageEmployees');
    const selfOrManage = deps.guard.requireSelfOr('manageEmployees');
    const active = eq(employees.active, true);

    const own = deps.guard.requirePermission('ownAccount');
    app.route({
      ...set.page,
      // `?ids=` (reference batching) is open to everyone signed in, who read only themselves unless they
      // manage employees (DESIGN §6 "read yourself"); the plain list stays Gvr/Admin.
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => ((request.query as { ids?: unknown }).ids === undefined ? manage : own).call(app, request, reply),
      handler: async (request: FastifyRequest) => {
        const query = effectiveQuery(request.query as ListQuery);
        const user = request.user!;
        const where = query.ids === undefined || roleCan(user.activeRole, 'manageEmployees') ? undefined : eq(employees.id, user.id);
        const { rows, ...total } = await repository.page(query, where);
        return toPage(
          rows.map((row) => recordJson(employeesResource, row)),
          total,
          query,
        );
      },
    });
    app.route({ ...set.export, onRequest: manage });
    app.route({ ...set.all, onRequest: manage });
    app.route({ ...allRoute(employeesResource, repository, { url: '/active', summary: 'Active employees', where: active }), onRequest: manage });
    app.route({
      ...allRoute(employeesResource, repository, { url: '/gvr', summary: 'Active employees who file visit reports', where: and(active, eq(employees.gvr, true)) }),
      onRequest: manage,
    });
    app.route({ ...gvrViewRoute(repository, deps), onRequest: selfOrManage });
    app.route({ ...set.get, onRequest: selfOrManage });
    app.route({ ...registerRoute(repository, deps), onRequest: manage });
    app.route({
      ...set.update,
      onRequest: manage,
      preHandler: [
        set.update.preHandler as preHandlerHookHandler,
        async (request: FastifyRequest) => {
          // The merged record (the fields sent over the current ones, src/crud/routes.ts mergeUpdate).
          const { id } = request.params as { id: string };
          const body = request.body as Record<string, string | null>;
          const { roles, active } = request.body as { roles: string[]; active: boolean };
          await checkAdminOnly(deps.db, request.user, id, { kind: 'update', roles, active });
          await checkEmployeeConsistency(deps.db, id, body);
        },
      ],
    });
    app.route({ ...passwordRoute(deps), onRequest: selfOrManage });
    await app.register(photoRoute(repository, deps, selfOrManage));
    app.route({
      ...set.remove,
      onRequest: manage,
      preHandler: async (request: FastifyRequest) => {
        const { id } = request.params as { id: string };
        // A rule about who may act (like approving your own request), not a state of the record: 403, not 409.
        if (sameId(id, request.user?.id)) throw forbidden('You cannot delete your own account.');
        await checkAdminOnly(deps.db, request.user, id, { kind: 'delete' });
      },
    });
  };
}
