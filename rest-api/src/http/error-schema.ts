import { z } from 'zod';

/** Zod schema of the error body of every failure (DESIGN §2): `{ message, errors?: [{ field, message }], reason? }`. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  reason: z.enum(['STALE_VERSION', 'INVALID_STATE', 'OUT_OF_STOCK']).optional().describe('Why a 409 happened (docs/requisitions.md)'),
});

/** The statuses a /setup route can fail with, documented with {@link errorBody} (for `schema.response`). */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBody> {
  return Object.fromEntries([401, 503, ...statuses].map((status) => [status, errorBody]));
}
