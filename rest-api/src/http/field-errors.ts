import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import type { FieldError } from './http-error';

/** Names for the input as a whole, used as `field` when the problem is not with one field. */
const ROOT_FIELD: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

/**
 * Validation errors of a request (made by fastify-type-provider-zod from zod issues) → the
 * `[{ field, message }]` of a 400 (DESIGN §2). `field` is the dotted path (`name`, `contacts.0.email`);
 * an unknown key gives one entry per key ("Unknown field"); a problem with the input as a whole (the body
 * is not an object) is reported on `body` / `query` / `params`.
 */
export function fieldErrorsFromValidation(validation: readonly FastifySchemaValidationError[], context: string): FieldError[] {
  return validation.flatMap((v) => {
    const base = v.instancePath.split('/').filter(Boolean).join('.');
    const keys = (v.params as { keys?: unknown }).keys;
    if (v.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((key) => ({ field: base ? `${base}.${String(key)}` : String(key), message: 'Unknown field' }));
    }
    return [{ field: base || (ROOT_FIELD[context] ?? context), message: v.message ?? 'Invalid value' }];
  });
}

/** The issues of a zod error → `[{ field, message }]` (dotted paths, `body` for the whole input), as above. */
export function fieldErrorsFromZod(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message }));
}
