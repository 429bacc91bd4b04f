import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordJson, recordSchema } from '../../crud/record-json';
import { idParams, type CrudDeps } from '../../crud/routes';
import { isUuid } from '../../db/ids';
import { errorResponses } from '../../http/error-schema';
import { notFound } from '../../http/http-error';
import { employeeCompanies, employees } from '../employees/table';
import { resourceNamed } from '../index';
import { companies } from './table';

/**
 * `GET /employee/:id` (registered with prefix `/companies`; spec §7 "lists companies by employee",
 * DESIGN §2): the companies employee `:id` belongs to, by name → 200 `[company]`; 404 "Employee not
 * found". Anyone signed in (it is master data, DESIGN §6).
 */
export function companiesByEmployeeRoute(deps: CrudDeps) {
  const companiesResource = resourceNamed('companies');
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get(
      '/employee/:id',
      {
        onRequest: deps.guard.requirePermission('readSetup'),
        schema: {
          tags: ['companies'],
          summary: 'The companies an employee belongs to',
          params: idParams,
          response: { 200: z.array(recordSchema(companiesResource)), ...errorResponses(403, 404) },
        },
      },
      async (request: FastifyRequest) => {
        const { id } = request.params as { id: string };
        const [employee] = isUuid(id) ? await deps.db.select({ id: employees.id }).from(employees).where(eq(employees.id, id)) : [];
        if (!employee) throw notFound('Employee not found');
        const rows = await deps.db
          .select({ company: companies })
          .from(employeeCompanies)
          .innerJoin(companies, eq(companies.id, employeeCompanies.companyId))
          .where(eq(employeeCompanies.employeeId, id))
          .orderBy(sql`lower(${companies.name})`, companies.id);
        return rows.map(({ company }) => recordJson(companiesResource, company));
      },
    );
  };
}
