import type { FastifyReply, FastifyRequest } from 'fastify';
import { newPasswordSchema } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { recordJson, recordSchema } from '../../crud/record-json';
import type { Repository } from '../../crud/repository';
import type { CrudDeps, CrudRoute } from '../../crud/routes';
import { errorResponses } from '../../http/error-schema';
import { notify, welcomeNotification } from '../../notifications/notify';
import { checkAdminOnly } from './admin-only';
import { checkEmployeeConsistency } from './consistency';
import { employeesResource } from './resource';

const body = employeesResource.fields.extend({ password: newPasswordSchema });

/**
 * `POST /register` (spec §7 "Body: the employee"): the employee fields plus `password` (the policy of
 * src/auth/password-policy.ts) → 201 the employee (never the password or its hash); 400 field errors
 * (also unknown references, and details that do not fit together); 409 duplicate `employeeNo` or
 * `email`. The password is stored as an argon2id hash and the welcome notification is written in the
 * same transaction. Access is added by the caller (Gvr, Admin); only an Admin registers an employee
 * with the Admin role (403 otherwise, src/resources/employees/admin-only.ts).
 */
export function registerRoute(repository: Repository, deps: CrudDeps): CrudRoute {
  return {
    method: 'POST',
    url: '/register',
    schema: {
      tags: ['employees'],
      summary: 'Register an employee',
      body,
      response: { 201: recordSchema(employeesResource), ...errorResponses(400, 403, 409) },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { password, ...values } = request.body as Record<string, unknown> & { password: string };
      await checkAdminOnly(deps.db, request.user, undefined, { kind: 'register', roles: values.roles as string[] });
      await checkEmployeeConsistency(deps.db, undefined, values);
      const row = await repository.create(values, {
        columns: { passwordHash: await hashPassword(password) },
        within: (tx, created) => notify(tx, created.id, welcomeNotification(created.employeeName as string)),
      });
      return reply.status(201).send(recordJson(employeesResource, row));
    },
  };
}
