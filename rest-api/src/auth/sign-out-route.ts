import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { errorResponses } from '../http/error-schema';
import { unauthorized } from '../http/http-error';
import { endSession, SESSION_ENDED, SIGNED_OUT } from './sessions';

/**
 * `POST /employees/sign-out` (mounted under /setup behind the guard; contract "Auth"): ends the session
 * of the caller's token, and only that one (another sign-in of the same person goes on) → 200
 * `{ message: "You are signed out." }`. No body. The token then answers 401 "Your session has ended.
 * Please sign in again." everywhere, on every replica; signing out with it again is that 401 too (the
 * guard refuses it first; a sign-out racing another ends it once and the other gets the 401).
 */
export async function signOutRoute(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/employees/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: end this sign-in on the server',
        response: { 200: z.object({ message: z.string() }), ...errorResponses() },
      },
    },
    async (request: FastifyRequest) => {
      if (!(await endSession(deps.db, request.user!.sessionId))) throw unauthorized(SESSION_ENDED);
      return { message: SIGNED_OUT };
    },
  );
}
