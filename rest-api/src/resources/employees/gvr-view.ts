import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { knownRoles } from '../../auth/roles';
import { recordJson, recordSchema } from '../../crud/record-json';
import type { Repository } from '../../crud/repository';
import { idParams, type CrudDeps, type CrudRoute } from '../../crud/routes';
import type { Db } from '../../db/database';
import { errorResponses } from '../../http/error-schema';
import { notFound } from '../../http/http-error';
import { departments } from '../departments/table';
import { employeesResource } from './resource';
import { employees } from './table';
import { z } from 'zod';

/**
 * Which employees' visit reports employee `target` may see: the GVR view list of DESIGN §2, as the
 * condition on `employees`, decided by the target's active (first) role:
 * - Admin, Gvr → every active employee with `gvr: true`;
 * - Hod → the active employees of the departments they head, and themselves;
 * - anyone else → themselves.
 */
export function gvrViewCondition(db: Db, target: { id: string; roles: string[] }): SQL | undefined {
  const role = knownRoles(target.roles)[0];
  if (role === 'Admin' || role === 'Gvr') return and(eq(employees.active, true), eq(employees.gvr, true));
  if (role === 'Hod') {
    const headed = db.select({ id: departments.id }).from(departments).where(eq(departments.head, target.id));
    return and(eq(employees.active, true), or(inArray(employees.department, headed), eq(employees.id, target.id)));
  }
  return eq(employees.id, target.id);
}

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
