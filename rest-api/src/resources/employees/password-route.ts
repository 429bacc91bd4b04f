import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { newPasswordSchema } from '../../auth/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { setPassword } from '../../auth/set-password';
import { idParams, type CrudDeps, type CrudRoute } from '../../crud/routes';
import { isUuid, sameId } from '../../db/ids';
import { errorResponses } from '../../http/error-schema';
import { badRequest, notFound } from '../../http/http-error';
import { checkAdminOnly } from './admin-only';
import { employees } from './table';

const body = z.object({
  currentPassword: z.string({ error: 'Must be text' }).max(1024).optional().describe('Required when changing your own password'),
  password: newPasswordSchema,
});

/** The answer of a successful password change. */
export const PASSWORD_CHANGED = 'The password was changed.';

/**
 * `PUT /password/:id` (spec §7; contract "Employees"): sets employee `:id`'s password.
 * - Your own: body `{ currentPassword, password }`; a missing or wrong current password → 400 with a
 *   `currentPassword` field error. This holds for Gvr and Admin too, so a borrowed session cannot
 *   lock its owner out.
 * - Someone else's (Gvr, Admin; access is added by the caller): body `{ password }`; an Admin's only by an
 *   Admin (403 otherwise, src/resources/employees/admin-only.ts).
 * Your own is recognised whatever the case of the id (src/http/id-params.ts, src/db/ids.ts `sameId`).
 * → 200 `{ message }`; 400 when the new password breaks the policy (src/auth/password-policy.ts); 404.
 * Revokes the employee's reset links and notifies them (src/auth/set-password.ts).
 */
export function passwordRoute(deps: CrudDeps): CrudRoute {
  return {
    method: 'PUT',
    url: '/password/:id',
    schema: {
      tags: ['employees'],
      summary: "Change an employee's password",
      params: idParams,
      body,
      response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 403, 404) },
    },
    handler: async (request: FastifyRequest) => {
      const { id } = request.params as { id: string };
      const { currentPassword, password } = request.body as z.infer<typeof body>;
      const [employee] = isUuid(id) ? await deps.db.select({ id: employees.id, passwordHash: employees.passwordHash }).from(employees).where(eq(employees.id, id)) : [];
      if (!employee) throw notFound('Employee not found');
      if (!sameId(request.user?.id, id)) await checkAdminOnly(deps.db, request.user, id, { kind: 'password' });
      if (sameId(request.user?.id, id)) {
        if (!currentPassword) throw badRequest('Enter your current password.', [{ field: 'currentPassword', message: 'Enter your current password' }]);
        if (!(await verifyPassword(employee.passwordHash, currentPassword))) {
          throw badRequest('The current password is not right.', [{ field: 'currentPassword', message: 'The current password is not right' }]);
        }
      }
      if (!(await setPassword(deps.db, id, await hashPassword(password), 'changed'))) throw notFound('Employee not found');
      return { message: PASSWORD_CHANGED };
    },
  };
}
