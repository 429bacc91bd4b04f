import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import type { Db } from '../db/database';
import { errorResponses } from '../http/error-schema';
import { unauthorized } from '../http/http-error';
import { extendSession, SESSION_ENDED } from './sessions';
import type { TokenService } from './tokens';

/** The answer of a refresh: the new token and when it expires (ISO 8601 date-time, UTC). */
const refreshed = z.object({ token: z.string(), expiresAt: z.string() });

/**
 * `POST /employees/refresh` (mounted under /setup behind the guard; contract "Auth"): for a caller
 * whose token and session are live, extends the session by JWT_TTL (src/auth/sessions.ts
 * `extendSession`) and answers 200 `{ token, expiresAt }`, a new token of the same session with the
 * caller's CURRENT roles (the guard read them) and a fresh `exp`, so that a long working day does not
 * end in a lost form. No body. The old token keeps working until its own `exp` (same session). A
 * session started more than MAX_SESSION_HOURS (24) ago, or one that ended meanwhile → 401 "Your
 * session has ended. Please sign in again."
 */
export async function refreshRoute(app: FastifyInstance, deps: { db: Db; tokens: TokenService; ttlSeconds: number }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/employees/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Refresh the sign-in: a new token of the same session, expiring JWT_TTL from now',
        response: { 200: refreshed, ...errorResponses() },
      },
    },
    async (request: FastifyRequest) => {
      const user = request.user!;
      if (!(await extendSession(deps.db, user.sessionId, deps.ttlSeconds))) throw unauthorized(SESSION_ENDED);
      const token = await deps.tokens.sign({ sub: user.id, roles: user.roles, sid: user.sessionId });
      return { token, expiresAt: new Date(decodeJwt(token).exp! * 1000).toISOString() };
    },
  );
}
