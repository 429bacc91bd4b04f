import type { FastifyRequest } from 'fastify';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fieldErrorsFromZod } from '../http/field-errors';
import { errorResponses } from '../http/error-schema';
import { badRequest } from '../http/http-error';
import { recordJson, recordSchema } from './record-json';
import { staleVersion, type Repository } from './repository';
import type { RecordRow, ResourceDescription } from './resource';
import { partialBody } from './partial-body';
import type { CrudRoute } from './route';

/**
 * The one record of a single-record resource (`kind: 'single'`, DESIGN §5: GVR settings), created from
 * the defaults of its fields when there is none yet (a migration or the seed calls this once, reads call
 * it too so that the record always exists). Should two first reads race, the older record is the one.
 */
export async function singleRecord(db: Db, resource: ResourceDescription, repository: Repository): Promise<RecordRow> {
  const first = async () => {
    const [row] = await db.select({ id: resource.table.id }).from(resource.table).orderBy(asc(resource.table.createdAt), asc(resource.table.id)).limit(1);
    return row ? repository.find(String(row.id)) : undefined;
  };
  return (await first()) ?? (await repository.create(resource.fields.parse({})));
}

/**
 * The routes of a single-record resource, relative to its prefix:
 * - `GET /` → 200 the record `{ _id, ...fields, createdAt, updatedAt, __v }`;
 * - `PUT /` → 200 the record with the fields sent changed and the others kept (as `PUT /:id` of a list
 *   resource, src/crud/routes.ts); 400 field errors; 409 when a `__v` sent is stale.
 */
export function singleRoutes(resource: ResourceDescription, db: Db, repository: Repository): { get: CrudRoute; update: CrudRoute } {
  const record = recordSchema(resource);
  const tags = [resource.name];
  return {
    get: {
      method: 'GET',
      url: '/',
      schema: { tags, summary: `The ${resource.label}`, response: { 200: record, ...errorResponses(403) } },
      handler: async () => recordJson(resource, await singleRecord(db, resource, repository)),
    },
    update: {
      method: 'PUT',
      url: '/',
      schema: {
        tags,
        summary: `Change the ${resource.label}: the fields sent, keeping the others`,
        body: partialBody(resource.fields),
        response: { 200: record, ...errorResponses(400, 403, 409) },
      },
      handler: async (request: FastifyRequest) => {
        const { __v, ...sent } = request.body as Record<string, unknown> & { __v?: number };
        const row = await singleRecord(db, resource, repository);
        if (__v !== undefined && __v !== row.version) throw staleVersion(resource);
        const defined = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
        const merged = resource.fields.safeParse({ ...recordJson(resource, row), ...defined });
        if (!merged.success) throw badRequest('The request body is invalid.', fieldErrorsFromZod(merged.error));
        return recordJson(resource, await repository.update(row.id, merged.data, __v));
      },
    },
  };
}
