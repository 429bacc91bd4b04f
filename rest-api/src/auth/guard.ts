import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../db/database';
import { isUuid, sameId } from '../db/ids';
import { forbidden, unauthorized } from '../http/http-error';
import { employees } from '../resources/employees/table';
import { deniedMessage, roleCan, type Permission } from './permissions';
import { knownRoles, type Role } from './roles';
import { InvalidTokenError, type TokenService } from './tokens';

/** The signed-in employee of a request, as loaded from the database by the guard. */
export interface AuthenticatedUser {
  id: string;
  employeeName: string;
  email: string;
  /** All roles, in stored order. */
  roles: Role[];
  /** The first role: the one that routes are checked against (spec §3). */
  activeRole: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by {@link Guard.authenticate}; null on routes without it. */
    user: AuthenticatedUser | null;
  }
}

/** Request hooks that protect the /setup routes (DESIGN §2, §6). */
export interface Guard {
  /**
   * `onRequest` hook: requires `Authorization: Bearer <token>` with a valid token (src/auth/tokens.ts)
   * whose employee still exists and is active, and sets `request.user`. Otherwise 401 `{ message }`.
   * Roles come from the database, not the token, so a change of roles or a deactivation acts at once;
   * a token issued before the employee's last password change or reset is refused (401) too.
   */
  authenticate: onRequestHookHandler;
  /** An `onRequest` hook for one route: 403 unless the active role holds `permission` (run after authenticate). */
  requirePermission(permission: Permission): onRequestHookHandler;
  /**
   * An `onRequest` hook for a route about employee `:id` (DESIGN §6 "read yourself; change your own
   * password and photo"): the employee themselves passes; anyone else needs `permission` (else 403).
   */
  requireSelfOr(permission: Permission): onRequestHookHandler;
}

const NOT_SIGNED_IN = 'You are not signed in.';

/** Builds the {@link Guard} over the employees table and the token service. */
export function createGuard(deps: { db: Db; tokens: TokenService }): Guard {
  async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) throw unauthorized(NOT_SIGNED_IN);

    let subject: string;
    let issuedAt: number;
    try {
      ({ sub: subject, iat: issuedAt } = await deps.tokens.verify(match[1]));
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized(error.message);
      throw error;
    }
    if (!isUuid(subject)) throw unauthorized('Invalid token.');

    const [employee] = await deps.db
      .select({
        id: employees.id,
        employeeName: employees.employeeName,
        email: employees.email,
        roles: employees.roles,
        active: employees.active,
        passwordChangedAt: employees.passwordChangedAt,
      })
      .from(employees)
      .where(eq(employees.id, subject));
    const roles = knownRoles(employee?.roles ?? []);
    if (!employee || !employee.active || roles.length === 0) {
      throw unauthorized('Your account is no longer active. Please sign in again.');
    }
    // `iat` has whole seconds: a token from the second of the change itself still counts as newer.
    if (employee.passwordChangedAt && issuedAt < Math.floor(employee.passwordChangedAt.getTime() / 1000)) {
      throw unauthorized('Your password was changed. Please sign in again.');
    }
    request.user = { id: employee.id, employeeName: employee.employeeName, email: employee.email, roles, activeRole: roles[0] };
  }

  function check(request: FastifyRequest, permission: Permission, selfAllowed: boolean): void {
    if (!request.user) throw unauthorized(NOT_SIGNED_IN);
    if (selfAllowed && sameId((request.params as { id?: string }).id, request.user.id)) return;
    if (!roleCan(request.user.activeRole, permission)) throw forbidden(deniedMessage(permission));
  }

  return {
    authenticate,
    requirePermission(permission) {
      return async function requirePermission(request: FastifyRequest): Promise<void> {
        check(request, permission, false);
      };
    },
    requireSelfOr(permission) {
      return async function requireSelfOr(request: FastifyRequest): Promise<void> {
        check(request, permission, true);
      };
    },
  };
}
