import type { FastifyRequest } from 'fastify';
import { recordJson, recordSchema } from '../../crud/record-json';
import type { Repository } from '../../crud/repository';
import { idParams, type CrudDeps, type CrudRoute } from '../../crud/routes';
import { errorResponses } from '../../http/error-schema';
import { notFound } from '../../http/http-error';
import { employeesResource } from './resource';
import { gvrViewCondition } from './gvr-view-condition';
import { z } from 'zod';

/**
 * `GET /gvr/:id` (spec §7 "the GVR view list"): the employees of {@link gvrViewCondition} for employee
 * `:id`, by name → 200 `[employee]`; 404 "Employee not found". Access is added by the caller (that
 * employee, Gvr, Admin).
 */
export function gvrViewRoute(repository: Repository, deps: CrudDeps): CrudRoute {
  return {
    method: 'GET',
    url: '/gvr/:id',
    schema: {
      tags: ['employees'],
      summary: 'The GVR view list of an employee: whose visit reports they may see',
      params: idParams,
      response: { 200: z.array(recordSchema(employeesResource)), ...errorResponses(403, 404) },
    },
    handler: async (request: FastifyRequest) => {
      const target = await repository.find((request.params as { id: string }).id);
      if (!target) throw notFound('Employee not found');
      const rows = await repository.all(gvrViewCondition(deps.db, { id: target.id, roles: target.roles as string[] }));
      return rows.map((row) => recordJson(employeesResource, row));
    },
  };
}
