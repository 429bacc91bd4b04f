import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guard } from '../auth/guard';
import type { Db } from '../db/database';
import { notFound } from '../http/http-error';
import { listQuerySchema, pageSchema, toPage, type ListQuery } from './paging';
import { recordJson, recordSchema } from './record-json';
import { createRepository } from './repository';
import { capitalized, type RecordRow, type ResourceDescription } from './resource';
import { sortKeys } from './sorting';

const idParams = z.object({ id: z.string() });
const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/**
 * The REST routes of one master-data resource (spec §7 "Master-data resources", DESIGN §2), to be
 * registered with prefix `/<resource.name>` inside the authenticated /setup scope:
 *
 * | route             | permission | answer |
 * |-------------------|------------|--------|
 * | `GET /?page=&limit=&search=&sort=` | read | 200 page `{ docs, totalDocs, limit, page, totalPages, hasPrevPage, hasNextPage, prevPage, nextPage }`; 400 bad query |
 * | `GET /all`        | read  | 200 every record, default sort |
 * | `GET /:id`        | read  | 200 record; 404 (also for a malformed id) |
 * | `POST /create`    | write | 201 record; 400 field errors; 409 duplicate |
 * | `PUT /:id`        | write | 200 record (`__v` + 1); 400; 404; 409 duplicate or stale `__v` |
 * | `DELETE /:id`     | write | 200 the deleted record; 404; 409 still referred to |
 *
 * A record is `{ _id, ...fields, createdAt, updatedAt, __v }`. PUT takes the whole record: `_id`,
 * `createdAt`, `updatedAt` and unknown keys are ignored, a present `__v` must be the current version.
 */
export function resourceRoutes(resource: ResourceDescription, deps: { db: Db; guard: Guard }) {
  return async function routes(scope: FastifyInstance): Promise<void> {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const repository = createRepository(deps.db, resource);
    const record = recordSchema(resource);
    const canRead = { onRequest: deps.guard.requirePermission(resource.permissions.read) };
    const canWrite = { onRequest: deps.guard.requirePermission(resource.permissions.write) };
    const tags = [resource.name];
    const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
    const json = (row: RecordRow) => recordJson(resource, row);
    const label = capitalized(resource);

    app.get(
      '/',
      {
        ...canRead,
        schema: {
          tags,
          summary: `A page of ${resource.name}`,
          querystring: listQuerySchema(Object.keys(sortKeys(resource)), resource.defaultSort),
          response: { 200: pageSchema(record), ...errors },
        },
      },
      async (request) => {
        const query = request.query as ListQuery;
        const { rows, total } = await repository.page(query);
        return toPage(rows.map(json), total, query);
      },
    );

    app.get(
      '/all',
      { ...canRead, schema: { tags, summary: `Every ${resource.label}`, response: { 200: z.array(record), ...errors } } },
      async () => (await repository.all()).map(json),
    );

    app.get(
      '/:id',
      { ...canRead, schema: { tags, summary: `One ${resource.label}`, params: idParams, response: { 200: record, ...errors } } },
      async (request) => {
        const row = await repository.find(request.params.id);
        if (!row) throw notFound(`${label} not found`);
        return json(row);
      },
    );

    app.post(
      '/create',
      {
        ...canWrite,
        schema: { tags, summary: `Create a ${resource.label}`, body: resource.fields, response: { 201: record, ...errors } },
      },
      async (request, reply) => {
        const row = await repository.create(request.body as Record<string, unknown>);
        return reply.status(201).send(json(row));
      },
    );

    app.put(
      '/:id',
      {
        ...canWrite,
        schema: {
          tags,
          summary: `Replace a ${resource.label}`,
          params: idParams,
          body: resource.fields.extend({
            __v: z.number({ error: 'Must be a number' }).int().min(0).optional().describe('The version the edit started from'),
          }),
          response: { 200: record, ...errors },
        },
      },
      async (request) => {
        const { __v, ...values } = request.body as Record<string, unknown> & { __v?: number };
        return json(await repository.update(request.params.id, values, __v));
      },
    );

    app.delete(
      '/:id',
      { ...canWrite, schema: { tags, summary: `Delete a ${resource.label}`, params: idParams, response: { 200: record, ...errors } } },
      async (request) => json(await repository.remove(request.params.id)),
    );
  };
}
