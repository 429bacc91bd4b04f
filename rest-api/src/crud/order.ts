import type { FastifyRequest } from 'fastify';
import { asc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { errorResponses } from '../http/error-schema';
import { badRequest } from '../http/http-error';
import { recordJson, recordSchema } from './record-json';
import type { RecordRow, ResourceDescription } from './resource';
import type { Repository } from './repository';
import type { CrudRoute } from './route';

/** The most records an ordered resource may reorder at once (ordered resources are short lists). */
export const MAX_ORDERED = 1000;

/**
 * Sets the order of every record of ordered `resource` (DESIGN §5): `ids` must be exactly the ids of
 * its records, each once, first to last; each record's `position` becomes its place (1 = first). One
 * transaction, the records locked while it runs. The records' `__v` and `updatedAt` do not change: the
 * order belongs to the list, not to a record, so that a reorder does not make open edits stale.
 *
 * @returns the records in their new order.
 * @throws HttpError 400 on `ids` when they are not exactly the resource's records.
 */
export async function reorder(db: Db, resource: ResourceDescription, ids: string[]): Promise<RecordRow[]> {
  const table = resource.table;
  const position = table.position;
  if (!position) throw new Error(`${resource.name} has no position column`);
  const wanted = ids.map((id) => id.toLowerCase());
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table).for('update');
    const existing = new Set(rows.map((row) => String(row.id)));
    const exact = wanted.length === existing.size && new Set(wanted).size === wanted.length && wanted.every((id) => existing.has(id));
    if (!exact) {
      throw badRequest(`The order must list every ${resource.label} exactly once.`, [
        { field: 'ids', message: `Must be the ids of all ${existing.size} ${resource.name}, each once` },
      ]);
    }
    if (wanted.length > 0) {
      const list = sql.join(
        wanted.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.update(table).set({ position: sql`array_position(array[${list}]::uuid[], ${table.id})` });
    }
    return (await tx.select().from(table).orderBy(asc(position), asc(table.id))) as RecordRow[];
  });
}

/** `PUT /reorder { ids }` of an ordered resource: 200 the records in their new order; 400; 403. */
export function reorderRoute(resource: ResourceDescription, db: Db, repository: Repository): CrudRoute {
  return {
    method: 'PUT',
    url: '/reorder',
    schema: {
      tags: [resource.name],
      summary: `Set the order of the ${resource.name}`,
      body: z.object({
        ids: z
          .array(z.guid({ error: 'Must be a record id' }), { error: 'Must be a list of record ids' })
          .max(MAX_ORDERED, `At most ${MAX_ORDERED} ids`)
          .describe(`The ids of every ${resource.label}, first to last`),
      }),
      response: { 200: z.array(recordSchema(resource)), ...errorResponses(400, 403) },
    },
    handler: async (request: FastifyRequest) => {
      const { ids } = request.body as { ids: string[] };
      return (await repository.withLists(await reorder(db, resource, ids))).map((row) => recordJson(resource, row));
    },
  };
}
