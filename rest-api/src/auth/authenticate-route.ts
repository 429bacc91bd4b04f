import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { errorResponses } from '../http/error-schema';
import { unauthorized } from '../http/http-error';
import { employees } from '../identity/employees-table';
import { legacyGenderSchema, toLegacyGender } from '../identity/legacy-gender';
import { verifyPassword } from './passwords';
import { knownRoles, roleSchema } from './roles';
import { startSession } from './sessions';
import type { SignInThrottle } from './sign-in-throttle';
import type { TokenService } from './tokens';

const credentials = z.object({
  email: z.email('Enter a valid e-mail address').max(254),
  password: z.string().min(1, 'Enter your password').max(1024),
});

/** The current user (spec §3, DESIGN §2), stored whole by the client. */
const currentUser = z.object({
  token: z.string(),
  _id: z.string(),
  employeeName: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  gender: legacyGenderSchema,
  photo: z.string().nullable(),
});

/** The one answer to every failed sign-in, so that it does not tell which part was wrong (DESIGN §2). */
export const INVALID_CREDENTIALS = 'Invalid e-mail or password.';

/**
 * `POST /employees/authenticate` (mounted under /setup; spec §7 Auth, DESIGN §2), no token needed.
 * Body `{ email, password }` (400 with field errors when malformed). The e-mail matches regardless of case.
 * → 200 `{ token, _id, employeeName, email, roles, gender: [{ name }] | [], photo }`.
 * Unknown e-mail, wrong password, inactive employee and an employee without a password all answer 401
 * `{ message: "Invalid e-mail or password." }` after the same argon2 work. Brute force (contract "Auth",
 * src/auth/sign-in-throttle.ts): 429 with `Retry-After` and the wait in the message, without checking
 * the password, for more than SIGN_IN_LIMIT_PER_MINUTE counted attempts a minute from one client address
 * (failures and refusals for accounts that never signed in from there; successes never count), and
 * while a backoff of the account asks this address to wait (after 3 failures from it, or 10 from
 * anywhere for an address that has not signed in to it before). A success starts a session
 * (src/auth/sessions.ts) named in the token.
 */
export async function authenticateRoute(app: FastifyInstance, deps: { db: Db; tokens: TokenService; throttle: SignInThrottle; ttlSeconds: number }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/employees/authenticate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: credentials,
        response: { 200: currentUser, ...errorResponses(400, 429) },
        description:
          'Throttled (429, `Retry-After: <seconds>`): "Too many failed sign-ins. Wait N seconds and try again, or reset your password." or, per client address, "Too many sign-in attempts from your network. Wait N seconds and try again."',
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const attempt = await deps.throttle.begin(request.ip, email);
      await deps.throttle.admit(attempt);
      const [employee] = await deps.db
        .select()
        .from(employees)
        .where(sql`lower(${employees.email}) = lower(${email})`);
      const passwordOk = await verifyPassword(employee?.passwordHash, password);
      const roles = knownRoles(employee?.roles ?? []);
      const succeeded = Boolean(employee && passwordOk && employee.active && roles.length > 0);
      await deps.throttle.settle(attempt, succeeded);
      if (!employee || !succeeded) throw unauthorized(INVALID_CREDENTIALS);
      const sid = await startSession(deps.db, employee.id, deps.ttlSeconds);
      return {
        token: await deps.tokens.sign({ sub: employee.id, roles, sid }),
        _id: employee.id,
        employeeName: employee.employeeName,
        email: employee.email,
        roles,
        gender: toLegacyGender(employee.gender),
        photo: employee.photo,
      };
    },
  );
}
