import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database';
import { isUuid, sameId } from '../db/ids';
import { forbidden, unauthorized } from '../http/http-error';
import { employees } from '../identity/employees-table';
import { deniedMessage, roleCan, type Permission } from './permissions';
import { knownRoles, type Role } from './roles';
import { SESSION_ENDED } from './sessions';
import { sessions } from './sessions-table';
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
  /** The session of the token (its `sid`), which sign-out ends (src/auth/sessions.ts). */
  sessionId: string;
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
   * whose employee still exists and is active and whose session (`sid`) is live: known, of that
   * employee, not revoked, not expired (contract "Auth"). Sets `request.user`. Otherwise 401 `{ message }`
   * ("Your session has ended. Please sign in again." for an ended session or a token without `sid`).
   * Employee and session are read in one query. Roles come from the database, not the token; a change of
   * roles, a deactivation or a password change also ends every session (src/auth/sessions-table.ts).
   */
  authenticate: onRequestAsyncHookHandler;
  /** An `onRequest` hook for one route: 403 unless the active role holds `permission` (run after authenticate). */
  requirePermission(permission: Permission): onRequestAsyncHookHandler;
  /**
   * An `onRequest` hook for a route about employee `:id` (DESIGN §6 "read yourself; change your own
   * password and photo"): the employee themselves passes; anyone else needs `permission` (else 403).
   */
  requireSelfOr(permission: Permission): onRequestAsyncHookHandler;
}

const NOT_SIGNED_IN = 'You are not signed in.';

/** Builds the {@link Guard} over the employees table and the token service. */
export function createGuard(deps: { db: Db; tokens: TokenService }): Guard {
  async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (!token) throw unauthorized(NOT_SIGNED_IN);

    let subject: string;
    let sessionId: string | undefined;
    try {
      ({ sub: subject, sid: sessionId } = await deps.tokens.verify(token));
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized(error.message);
      throw error;
    }
    if (!isUuid(subject)) throw unauthorized('Invalid token.');
    // A token from before sessions existed cannot be ended by sign-out: refused.
    if (!sessionId) throw unauthorized(SESSION_ENDED);

    const [employee] = await deps.db
      .select({
        id: employees.id,
        employeeName: employees.employeeName,
        email: employees.email,
        roles: employees.roles,
        active: employees.active,
        session: sessions.id,
      })
      .from(employees)
      .leftJoin(sessions, and(eq(sessions.id, sessionId), eq(sessions.employeeId, employees.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .where(eq(employees.id, subject));
    const roles = knownRoles(employee?.roles ?? []);
    const [activeRole] = roles;
    if (!employee || !employee.active || !activeRole) {
      throw unauthorized('Your account is no longer active. Please sign in again.');
    }
    if (!employee.session) throw unauthorized(SESSION_ENDED);
    request.user = { id: employee.id, employeeName: employee.employeeName, email: employee.email, roles, activeRole, sessionId: employee.session };
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
