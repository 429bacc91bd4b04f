import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { isUuid } from '../db/ids';
import { idParams } from '../http/id-params';
import type { StoredFileRef } from '../files/storage';
import { errorResponses } from '../http/error-schema';
import { fieldErrorsFromZod } from '../http/field-errors';
import { badRequest, notFound } from '../http/http-error';
import { effectiveQuery, listQuerySchema, pageSchema, toPage, type ListQuery } from './paging';
import { recordJson, recordSchema } from './record-json';
import { partialBody } from './partial-body';
import { viewRecords } from './record-view';
import { staleVersion, type Repository } from './repository';
import { capitalized, withArticle, type RecordRow, type ResourceDescription } from './resource';
import { reorderRoute } from './order';
import { singleRoutes } from './single';
import { sortKeys } from './sorting';
import type { CrudDeps, CrudRoute } from './route';

export type { CrudDeps, CrudRoute } from './route';
export { idParams } from '../http/id-params';

/** The six routes of a resource (spec §7), see {@link resourceRoutes} for what each answers; features above add theirs (export, actions). */
export interface CrudRouteSet {
  page: CrudRoute;
  all: CrudRoute;
  get: CrudRoute;
  create: CrudRoute;
  update: CrudRoute;
  remove: CrudRoute;
}

/**
 * What the list of `resource` reads for the caller of a request: its filters (the resource's own and a
 * workflow's caller filters such as `?mine=`) and the condition of its read scope and the caller filters
 * set, for the list route and for routes that answer the same query otherwise (src/exports/route.ts).
 */
export interface ListScope {
  filters: Parameters<typeof listQuerySchema>[2];
  where: (request: FastifyRequest, query: ListQuery) => SQL | undefined;
}

/** The {@link ListScope} of `resource` on `db`. */
export function listScope(resource: ResourceDescription, db: Db): ListScope {
  const callerFilters = Object.keys(resource.workflow?.callerFilters ?? {});
  return {
    filters: {
      ...Object.fromEntries(callerFilters.map((name) => [name, { column: resource.table.id, type: 'boolean' } as const])),
      ...resource.filters,
    },
    where: (request, query) => and(scopeOf(resource, db, request), callerConditions(resource, db, request, query)),
  };
}

/**
 * The route definitions (schema and handler, no access check) of `resource` over `repository`, for
 * {@link resourceRoutes} and for resources that compose their own set (employees: other access rules and
 * extra routes). Paths are relative to the resource's prefix.
 */
export function crudRoutes(resource: ResourceDescription, repository: Repository, deps: CrudDeps): CrudRouteSet {
  const record = recordSchema(resource);
  const tags = [resource.name];
  const view = (request: FastifyRequest, rows: RecordRow[]) => viewRecords(resource, deps.db, request.user, rows);
  const viewOne = async (request: FastifyRequest, row: RecordRow) => (await view(request, [row]))[0];
  const json = (row: RecordRow) => recordJson(resource, row);
  const label = capitalized(resource);
  const one = withArticle(resource.label);
  const list = listScope(resource, deps.db);

  return {
    page: {
      method: 'GET',
      url: '/',
      schema: {
        tags,
        summary: `A page of ${resource.name}`,
        querystring: listQuerySchema(Object.keys(sortKeys(resource)), resource.defaultSort, list.filters),
        response: { 200: pageSchema(record), ...errorResponses(400, 403) },
      },
      handler: async (request: FastifyRequest) => {
        const query = effectiveQuery(request.query as ListQuery);
        const where = list.where(request, query);
        const { rows, ...total } = await repository.viewedBy(request.user).page(query, where);
        return toPage(await view(request, rows), total, query);
      },
    },

    all: allRoute(resource, repository, { url: '/all', summary: `Every ${resource.label}`, db: deps.db }),

    get: {
      method: 'GET',
      url: '/:id',
      schema: { tags, summary: `One ${resource.label}`, params: idParams, response: { 200: record, ...errorResponses(403, 404) } },
      handler: async (request: FastifyRequest) => {
        const row = await repository.viewedBy(request.user).find((request.params as { id: string }).id, scopeOf(resource, deps.db, request));
        if (!row) throw notFound(`${label} not found`);
        return viewOne(request, row);
      },
    },

    create: {
      method: 'POST',
      url: '/create',
      schema: { tags, summary: `Create ${one}`, body: resource.fields, response: { 201: record, ...errorResponses(400, 403, 409) } },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const creating = request.user ? resource.workflow?.creating(request.user) : undefined;
        const body = request.body as Record<string, unknown>;
        const extra = resource.beforeWrite && request.user ? await resource.beforeWrite(deps.db, request.user, body) : {};
        const row = await repository.viewedBy(request.user).create({ ...body, ...extra }, creating);
        return reply.status(201).send(await viewOne(request, row));
      },
    },

    update: {
      method: 'PUT',
      url: '/:id',
      schema: {
        tags,
        summary: `Change ${one}: the fields sent, keeping the others`,
        params: idParams,
        body: partialBody(resource.fields),
        response: { 200: record, ...errorResponses(400, 403, 404, 409) },
      },
      preHandler: resource.workflow
        ? [workflowUpdateGuard(resource, repository, deps.db), mergeUpdate(resource, repository, deps.db)]
        : resource.guardWrite
          ? [recordWriteGuard(resource, repository, deps.db), mergeUpdate(resource, repository, deps.db)]
          : mergeUpdate(resource, repository, deps.db),
      handler: async (request: FastifyRequest) => {
        const { __v, ...values } = request.body as Record<string, unknown> & { __v?: number };
        const { id } = request.params as { id: string };
        const before = resource.ownedFiles ? await resource.ownedFiles(deps.db, id) : [];
        const row = await repository.viewedBy(request.user).update(id, values, __v);
        if (before.length > 0) await removeReleasedFiles(resource, deps, request, id, before);
        return viewOne(request, row);
      },
    },

    remove: {
      method: 'DELETE',
      url: '/:id',
      schema: { tags, summary: `Delete ${one}`, params: idParams, response: { 200: record, ...errorResponses(403, 404, 409) } },
      ...(resource.guardWrite ? { preHandler: recordWriteGuard(resource, repository, deps.db) } : {}),
      handler: async (request: FastifyRequest) => {
        const { id } = request.params as { id: string };
        const files = isUuid(id) && resource.ownedFiles ? await resource.ownedFiles(deps.db, id) : [];
        const row = await repository.remove(id);
        await deps.storage.remove(files).catch((error) => request.log.warn({ err: error }, 'could not remove the files of a deleted record'));
        return json(row);
      },
    },
  };
}

/**
 * After an update of record `id`: removes from the file store the files it owned `before` and owns no
 * longer (a claim line left out takes its receipt with it, docs/visits.md). A failure is logged: the
 * update stands.
 */
async function removeReleasedFiles(resource: ResourceDescription, deps: CrudDeps, request: FastifyRequest, id: string, before: StoredFileRef[]): Promise<void> {
  const kept = new Set((await resource.ownedFiles!(deps.db, id)).map((file) => `${file.folder}/${file.name}`));
  const released = before.filter((file) => !kept.has(`${file.folder}/${file.name}`));
  await deps.storage.remove(released).catch((error) => request.log.warn({ err: error }, 'could not remove the files an update released'));
}

/**
 * The `preHandler` of a partial update: reads record `:id` (404), refuses a stale `__v` (409), lays the
 * fields sent over the record's current fields and validates the merged record with the full
 * `resource.fields` (400 naming the fields at fault, e.g. `null` for a required field). `request.body`
 * becomes the merged, parsed record plus the `__v` sent, so that later hooks (employees' rules) and the
 * repository (references, uniqueness, the versioned write) see the whole record, with what
 * `resource.beforeWrite` adds (given `db`).
 */
export function mergeUpdate(resource: ResourceDescription, repository: Repository, db?: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const { id } = request.params as { id: string };
    const { __v, ...sent } = request.body as Record<string, unknown> & { __v?: number };
    const row = await repository.find(id);
    if (!row) throw notFound(`${capitalized(resource)} not found`);
    if (__v !== undefined && __v !== row.version) throw staleVersion(resource);
    const sentFields = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
    const merged = resource.fields.safeParse({ ...recordJson(resource, row), ...sentFields });
    if (!merged.success) throw badRequest('The request body is invalid.', fieldErrorsFromZod(merged.error));
    const extra = resource.beforeWrite && db && request.user ? await resource.beforeWrite(db, request.user, merged.data, row) : {};
    request.body = { ...merged.data, ...extra, __v };
  };
}

/**
 * The `preHandler` of an update or delete of a resource with `guardWrite` (docs/visits.md: a logged
 * activity): 404 unless the caller reads the record (its scope), then the resource's own refusal (403).
 */
function recordWriteGuard(resource: ResourceDescription, repository: Repository, db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    if (!user || !resource.guardWrite) return;
    const row = await repository.find((request.params as { id: string }).id, scopeOf(resource, db, request));
    if (!row) throw notFound(`${capitalized(resource)} not found`);
    resource.guardWrite(row, user);
  };
}

/**
 * The records of `resource` that the caller of `request` may read (`resource.scope`, else its workflow's
 * read scope), as a condition; undefined when the resource has no scope or the caller reads every record.
 */
export function scopeOf(resource: ResourceDescription, db: Db, request: FastifyRequest): SQL | undefined {
  const scope = resource.scope ?? resource.workflow?.scope;
  return scope && request.user ? scope(db, request.user) : undefined;
}

/** The conditions of the caller-dependent filters set to `true` in `query` (a workflow's `?mine=`, `?awaitingMe=`). */
function callerConditions(resource: ResourceDescription, db: Db, request: FastifyRequest, query: ListQuery): SQL | undefined {
  const user = request.user;
  if (!resource.workflow || !user) return undefined;
  return and(...Object.entries(resource.workflow.callerFilters).flatMap(([name, condition]) => (query[name] === 'true' ? [condition(db, user)] : [])));
}

/**
 * The `preHandler` before {@link mergeUpdate} of a workflow resource (docs/requisitions.md `PUT /{id}`):
 * 404 unless the caller reads the record, 403 unless they are its requester, 409 INVALID_STATE unless
 * its status is editable. Without a `__v` in the body, the update is bound to the version checked here,
 * so that an action taken meanwhile makes it fail (409) rather than edit a record no longer editable.
 */
function workflowUpdateGuard(resource: ResourceDescription, repository: Repository, db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const part = resource.workflow;
    const user = request.user;
    if (!part || !user) return;
    const row = await repository.find((request.params as { id: string }).id, part.scope(db, user));
    if (!row) throw notFound(`${capitalized(resource)} not found`);
    part.guardUpdate(row, user);
    const body = request.body as { __v?: number };
    if (body.__v === undefined) request.body = { ...body, __v: row.version };
  };
}

/**
 * A route answering every record matching `where` (default: all) that the caller may read (with `db`:
 * `resource.scope`), in the default sort, as a JSON array.
 */
export function allRoute(resource: ResourceDescription, repository: Repository, options: { url: string; summary: string; where?: SQL; db?: Db }): CrudRoute {
  const record = recordSchema(resource);
  return {
    method: 'GET',
    url: options.url,
    schema: { tags: [resource.name], summary: options.summary, response: { 200: z.array(record), ...errorResponses(403) } },
    handler: async (request: FastifyRequest) => {
      const scope = options.db ? scopeOf(resource, options.db, request) : undefined;
      return (await repository.viewedBy(request.user).all(and(options.where, scope))).map((row) => recordJson(resource, row));
    },
  };
}

/**
 * Routes a feature above the mechanism adds to a resource (its composer, src/resources/routes.ts):
 * `read` ones under the resource's read permission (an export, a workflow's actions, whose actors the
 * workflow decides), `write` ones under its write permission. A single-record resource takes none.
 */
export interface AddedRoutes {
  read?: CrudRoute[];
  write?: CrudRoute[];
}

/**
 * The REST routes of one master-data resource (spec §7 "Master-data resources", DESIGN §2), to be
 * registered with prefix `/<resource.name>` inside the authenticated /setup scope, over `repository`
 * (made by the composer with what refers to records), plus the `added` routes of the features above:
 *
 * | route             | permission | answer |
 * |-------------------|------------|--------|
 * | `GET /?page=&limit=&search=&sort=&ids=` (+ filters) | read | 200 page `{ docs, totalDocs, limit, page, totalPages, hasPrevPage, hasNextPage, prevPage, nextPage }`; `ids=a,b,…` (≤ 100): those records, all on page 1; 400 bad query |
 * | `GET /all`        | read  | 200 every record, default sort |
 * | `GET /:id`        | read  | 200 record; 404 (also for a malformed id) |
 * | `POST /create`    | write | 201 record; 400 field errors (also "No such <label>" references); 409 duplicate |
 * | `PUT /:id`        | write | 200 record (`__v` + 1), the fields sent changed; 400; 404; 409 duplicate or stale `__v` |
 * | `DELETE /:id`     | write | 200 the deleted record (its owned files removed); 404; 409 still referred to |
 *
 * A record is `{ _id, ...fields, createdAt, updatedAt, __v }`. PUT changes exactly the fields sent and
 * keeps the others (explicit `null` clears an optional field; validation, references and uniqueness are
 * checked on the merged record, {@link mergeUpdate}); `_id`, `createdAt`, `updatedAt` and unknown keys are
 * ignored, a present `__v` must be the current version.
 * An ordered resource (`ordered`) adds `PUT /reorder { ids }` (write; src/crud/order.ts); a single-record
 * resource (`kind: 'single'`) has only `GET /` (read) and `PUT /` (write) (src/crud/single.ts).
 * The role check (403) comes before the body is validated.
 * A workflow resource (`workflow`) has no `/all` and no DELETE; its lists take `?mine=true`,
 * `?awaitingMe=true`; its records carry the caller's `actions` (its action routes come from src/workflow/).
 */
export function resourceRoutes(resource: ResourceDescription, repository: Repository, deps: CrudDeps, added: AddedRoutes = {}) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const canRead = deps.guard.requirePermission(resource.permissions.read);
    const canWrite = deps.guard.requirePermission(resource.permissions.write);
    if (resource.kind === 'single') {
      const single = singleRoutes(resource, deps.db, repository);
      app.route({ ...single.get, onRequest: canRead });
      app.route({ ...single.update, onRequest: canWrite });
      return;
    }
    const set = crudRoutes(resource, repository, deps);
    const reads = [set.page, set.get, ...(added.read ?? [])];
    const writes = [set.create, set.update, ...(added.write ?? [])];
    if (resource.workflow) {
      // docs/requisitions.md: no full list, no delete; who may act is decided per record by the workflow.
      for (const route of reads) app.route({ ...route, onRequest: canRead });
      for (const route of writes) app.route({ ...route, onRequest: canWrite });
      return;
    }
    for (const route of resource.fullList !== false ? [...reads, set.all] : reads) app.route({ ...route, onRequest: canRead });
    for (const route of [...writes, set.remove]) app.route({ ...route, onRequest: canWrite });
    if (resource.ordered) app.route({ ...reorderRoute(resource, deps.db, repository), onRequest: canWrite });
  };
}
