import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Guard } from '../auth/guard';
import type { Db } from '../db/database';
import { isUuid } from '../db/ids';
import type { FileStorage } from '../files/storage';
import { errorResponses } from '../http/error-schema';
import { notFound } from '../http/http-error';
import { listQuerySchema, pageSchema, toPage, type ListQuery } from './paging';
import { recordJson, recordSchema } from './record-json';
import { createRepository, type Repository } from './repository';
import { capitalized, withArticle, type RecordRow, type ResourceDescription } from './resource';
import { sortKeys } from './sorting';

/** What the routes of a resource use: the database, the guard and the file store (owned files). */
export interface CrudDeps {
  db: Db;
  guard: Guard;
  storage: FileStorage;
}

/** Path parameters `{ id }` of routes about one record. */
export const idParams = z.object({ id: z.string() });

/** One route of the mechanism: what Fastify's `app.route` takes, before an access check is added. */
export type CrudRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'handler'>;

/** The six routes of a resource (spec §7), see {@link resourceRoutes} for what each answers. */
export interface CrudRouteSet {
  page: CrudRoute;
  all: CrudRoute;
  get: CrudRoute;
  create: CrudRoute;
  update: CrudRoute;
  remove: CrudRoute;
}

/**
 * The route definitions (schema and handler, no access check) of `resource` over `repository`, for
 * {@link resourceRoutes} and for resources that compose their own set (employees: other access rules and
 * extra routes). Paths are relative to the resource's prefix.
 */
export function crudRoutes(resource: ResourceDescription, repository: Repository, deps: CrudDeps): CrudRouteSet {
  const record = recordSchema(resource);
  const tags = [resource.name];
  const json = (row: RecordRow) => recordJson(resource, row);
  const label = capitalized(resource);
  const one = withArticle(resource.label);

  return {
    page: {
      method: 'GET',
      url: '/',
      schema: {
        tags,
        summary: `A page of ${resource.name}`,
        querystring: listQuerySchema(Object.keys(sortKeys(resource)), resource.defaultSort, resource.filters),
        response: { 200: pageSchema(record), ...errorResponses(400, 403) },
      },
      handler: async (request: FastifyRequest) => {
        const query = request.query as ListQuery;
        const { rows, total } = await repository.page(query);
        return toPage(rows.map(json), total, query);
      },
    },

    all: allRoute(resource, repository, { url: '/all', summary: `Every ${resource.label}` }),

    get: {
      method: 'GET',
      url: '/:id',
      schema: { tags, summary: `One ${resource.label}`, params: idParams, response: { 200: record, ...errorResponses(403, 404) } },
      handler: async (request: FastifyRequest) => {
        const row = await repository.find((request.params as { id: string }).id);
        if (!row) throw notFound(`${label} not found`);
        return json(row);
      },
    },

    create: {
      method: 'POST',
      url: '/create',
      schema: { tags, summary: `Create ${one}`, body: resource.fields, response: { 201: record, ...errorResponses(400, 403, 409) } },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const row = await repository.create(request.body as Record<string, unknown>);
        return reply.status(201).send(json(row));
      },
    },

    update: {
      method: 'PUT',
      url: '/:id',
      schema: {
        tags,
        summary: `Replace ${one}`,
        params: idParams,
        body: resource.fields.extend({
          __v: z.number({ error: 'Must be a number' }).int().min(0).optional().describe('The version the edit started from'),
        }),
        response: { 200: record, ...errorResponses(400, 403, 404, 409) },
      },
      handler: async (request: FastifyRequest) => {
        const { __v, ...values } = request.body as Record<string, unknown> & { __v?: number };
        return json(await repository.update((request.params as { id: string }).id, values, __v));
      },
    },

    remove: {
      method: 'DELETE',
      url: '/:id',
      schema: { tags, summary: `Delete ${one}`, params: idParams, response: { 200: record, ...errorResponses(403, 404, 409) } },
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

/** A route answering every record matching `where` (default: all), in the default sort, as a JSON array. */
export function allRoute(
  resource: ResourceDescription,
  repository: Repository,
  options: { url: string; summary: string; where?: SQL },
): CrudRoute {
  const record = recordSchema(resource);
  return {
    method: 'GET',
    url: options.url,
    schema: { tags: [resource.name], summary: options.summary, response: { 200: z.array(record), ...errorResponses(403) } },
    handler: async () => (await repository.all(options.where)).map((row) => recordJson(resource, row)),
  };
}

/**
 * The REST routes of one master-data resource (spec §7 "Master-data resources", DESIGN §2), to be
 * registered with prefix `/<resource.name>` inside the authenticated /setup scope:
 *
 * | route             | permission | answer |
 * |-------------------|------------|--------|
 * | `GET /?page=&limit=&search=&sort=` (+ filters) | read | 200 page `{ docs, totalDocs, limit, page, totalPages, hasPrevPage, hasNextPage, prevPage, nextPage }`; 400 bad query |
 * | `GET /all`        | read  | 200 every record, default sort |
 * | `GET /:id`        | read  | 200 record; 404 (also for a malformed id) |
 * | `POST /create`    | write | 201 record; 400 field errors (also "No such <label>" references); 409 duplicate |
 * | `PUT /:id`        | write | 200 record (`__v` + 1); 400; 404; 409 duplicate or stale `__v` |
 * | `DELETE /:id`     | write | 200 the deleted record (its owned files removed); 404; 409 still referred to |
 *
 * A record is `{ _id, ...fields, createdAt, updatedAt, __v }`. PUT takes the whole record: `_id`,
 * `createdAt`, `updatedAt` and unknown keys are ignored, a present `__v` must be the current version.
 * The role check (403) comes before the body is validated.
 */
export function resourceRoutes(resource: ResourceDescription, deps: CrudDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const set = crudRoutes(resource, createRepository(deps.db, resource), deps);
    const canRead = deps.guard.requirePermission(resource.permissions.read);
    const canWrite = deps.guard.requirePermission(resource.permissions.write);
    for (const route of [set.page, set.all, set.get]) app.route({ ...route, onRequest: canRead });
    for (const route of [set.create, set.update, set.remove]) app.route({ ...route, onRequest: canWrite });
  };
}
