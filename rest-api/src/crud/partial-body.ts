import { z } from 'zod';

/** `__v` of a PUT body: the version the edit started from (409 when it is no longer current). */
const versionField = z.number({ error: 'Must be a number' }).int().min(0).optional().describe('The version the edit started from');

/**
 * The body of a partial update (`PUT /:id`, DESIGN §2): every field of `fields` optional and without its
 * default (absent = keep the current value; an explicit `null` clears an optional field), plus `__v`.
 * Each field sent is validated on its own here, the merged record by routes.ts `mergeUpdate`.
 */
export function partialBody(fields: z.ZodObject) {
  const shape = Object.fromEntries(Object.entries(fields.shape).map(([key, field]: [string, z.ZodType]) => [key, withoutDefault(field).optional()]));
  return z.object({ ...shape, __v: versionField });
}

/** `field` without its default, so that an absent field stays absent. */
function withoutDefault(field: z.ZodType): z.ZodType {
  return field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field;
}
