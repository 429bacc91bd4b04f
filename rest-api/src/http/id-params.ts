import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { normalizeId } from '../db/ids';

/** Path parameters `{ id }` of routes about one record. */
export const idParams = z.object({ id: z.string() });

/**
 * App-level `onRequest` hook, before any access check: every route parameter that is a UUID is
 * lower-cased in `request.params`, so that `/setup/employees/<OWN ID IN UPPER CASE>` is the same caller
 * as the lower-case id for "is this me?" checks (src/auth/guard.ts), lookups and comparisons alike.
 */
export async function normalizeIdParams(request: FastifyRequest): Promise<void> {
  const params = request.params as Record<string, unknown> | undefined;
  if (!params) return;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') params[name] = normalizeId(value);
  }
}
