import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler, RouteHandlerMethod } from 'fastify';
import { roleCan } from '../../auth/permissions';
import { effectiveQuery, toPage, type ListQuery } from '../../crud/paging';
import { recordJson } from '../../crud/record-json';
import { createRepository } from '../../crud/repository';
import { allRoute, crudRoutes, listScope } from '../../crud/routes';
import { exportRoute } from '../../exports/route';
import type { ResourceDeps } from '../routes';
import { sameId } from '../../db/ids';
import { forbidden } from '../../http/http-error';
import type { Config } from '../../config/config';
import type { Mailer } from '../../mail/mailer';
import { checkAdminOnly } from './admin-only';
import { checkEmployeeConsistency } from './consistency';
import { addressBefore, sendEmailChangedNotice, type AddressBefore } from './email-change-notice';
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
 * | `PUT /:id` | Gvr, Admin | employee, the fields sent changed (partial, as every resource); 400; 404; 409 duplicate or stale `__v`. A new e-mail address ends the employee's sessions and unused reset links (migration 0017) and is announced to the old one (src/resources/employees/email-change-notice.ts) |
 * | `PUT /password/:id` | that employee, Gvr, Admin | `{ message }` (src/resources/employees/password-route.ts) |
 * | `PUT /profile/:id` | that employee, Gvr, Admin | employee with the new photo (src/resources/employees/photo-route.ts) |
 * | `DELETE /:id` | Gvr, Admin | the deleted employee (photo removed); 409 yourself or still referenced |
 *
 * Only an Admin grants the Admin role or writes anything of an Admin's record (any field of `PUT /:id`,
 * the photo, the password, deletion; DESIGN §6; src/resources/employees/admin-only.ts): anyone else gets 403.
 * Ids in the path are compared lower-cased (src/http/id-params.ts), so your own id in upper case is still you.
 */
export function employeeRoutes(deps: ResourceDeps & { config: Config; mailer: Mailer }) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const repository = createRepository(deps.db, employeesResource, { referrers: deps.referrers });
    const set = crudRoutes(employeesResource, repository, deps);
    const manage = deps.guard.requirePermission('manageEmployees');
    const selfOrManage = deps.guard.requireSelfOr('manageEmployees');
    const active = eq(employees.active, true);

    const own = deps.guard.requirePermission('ownAccount');
    // The address an update starts from, for the notice of an e-mail change.
    const addresses = new WeakMap<FastifyRequest, AddressBefore>();
    const update = set.update.handler as RouteHandlerMethod;
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
    app.route({ ...exportRoute(employeesResource, repository, deps, listScope(employeesResource, deps.db)), onRequest: manage });
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
          const { roles } = request.body as { roles: string[] };
          await checkAdminOnly(deps.db, request.user, id, { kind: 'update', roles });
          await checkEmployeeConsistency(deps.db, id, body);
          const before = await addressBefore(deps.db, id);
          if (before) addresses.set(request, before);
        },
      ],
      handler: async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        const updated = (await update.call(this, request, reply)) as { email: string };
        const before = addresses.get(request);
        if (before) await sendEmailChangedNotice(deps.mailer, request.log, { before, newEmail: updated.email, changedBy: request.user?.employeeName ?? 'Someone' });
        return updated;
      },
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
