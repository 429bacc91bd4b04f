import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isConnectionError } from '../db/connection-errors';
import { isStillReferenced, pgErrorOf, UNIQUE_VIOLATION } from '../db/pg-error';
import { FILE_STORAGE_UNAVAILABLE, FileStorageUnavailableError } from '../files/storage-unavailable';
import { HttpError, type ErrorBody, type FieldError } from './http-error';
import { fieldErrorsFromValidation } from './field-errors';

const INVALID_INPUT: Partial<Record<string, string>> & { body: string } = {
  body: 'The request body is invalid.',
  querystring: 'The query parameters are invalid.',
  params: 'The URL is invalid.',
  headers: 'The request headers are invalid.',
};

/**
 * The one error handler (DESIGN §2): every failure becomes a status and `{ message, errors? }`.
 * - {@link HttpError} → its status, message and field errors;
 * - schema validation of body/query/params → 400 with `errors` per field;
 * - Fastify's own client errors (malformed JSON 400, body too large 413, wrong content type 415) → their
 *   status and message;
 * - the file store failed (src/files/storage-unavailable.ts, e.g. the S3 bucket cannot be reached) → 503
 *   "File storage is unavailable. Try again shortly." (logged as a warning with the store's error);
 * - the database cannot be reached (src/db/connection-errors.ts) → 503 "The database is unavailable. Try
 *   again shortly." (logged as a warning; the next request tries again, so the server recovers by itself);
 * - a unique or foreign-key violation that no resource translated → 409 with a generic message;
 * - anything else → 500 "Internal server error", logged with its stack and never sent.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { statusCode, body } = toResponse(error);
  if (error instanceof FileStorageUnavailableError) request.log.warn({ err: error }, 'file storage unavailable');
  else if (statusCode === 503) request.log.warn({ err: error }, 'database unavailable');
  else if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  if (error instanceof HttpError) reply.headers(error.headers);
  return reply.status(statusCode).send(body);
}

function toResponse(error: FastifyError): { statusCode: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, body: { ...withErrors(error.message, error.errors), ...(error.reason ? { reason: error.reason } : {}) } };
  }
  // Before the database's check: the S3 client's network errors carry the same socket codes.
  if (error instanceof FileStorageUnavailableError) return { statusCode: 503, body: { message: FILE_STORAGE_UNAVAILABLE } };
  if (isConnectionError(error)) return { statusCode: 503, body: { message: DATABASE_UNAVAILABLE } };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'body';
    return {
      statusCode: 400,
      body: withErrors(INVALID_INPUT[context] ?? INVALID_INPUT.body, fieldErrorsFromValidation(error.validation, context)),
    };
  }
  const pg = pgErrorOf(error);
  if (pg?.code === UNIQUE_VIOLATION) return { statusCode: 409, body: { message: 'This record already exists.' } };
  if (pg && isStillReferenced(pg)) {
    return { statusCode: 409, body: { message: 'This change conflicts with records linked to this one.' } };
  }
  // Fastify's client errors (FST_ERR_CTP_*, ...) carry a 4xx status and a message safe to show.
  if (!pg && typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, body: { message: error.message } };
  }
  return { statusCode: 500, body: { message: 'Internal server error' } };
}

function withErrors(message: string, errors: FieldError[] | undefined): ErrorBody {
  return errors && errors.length > 0 ? { message, errors } : { message };
}
