import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INTERNAL_MESSAGE } from '../errors/format-error';

/** The code of each HTTP status the gateway answers by itself, outside GraphQL execution. */
const CODE_BY_STATUS: ReadonlyMap<number, string> = new Map([
  [400, 'BAD_REQUEST'],
  [401, 'UNAUTHENTICATED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [405, 'METHOD_NOT_ALLOWED'],
  [406, 'NOT_ACCEPTABLE'],
  [413, 'PAYLOAD_TOO_LARGE'],
  [414, 'URI_TOO_LONG'],
  [415, 'UNSUPPORTED_MEDIA_TYPE'],
  [429, 'TOO_MANY_REQUESTS'],
]);

/**
 * The answer to an HTTP-level failure (DESIGN §3: no internals leak): a malformed JSON body, a body or
 * file over its limit, a wrong content type, an unknown route, or an unexpected error outside Apollo.
 * - `/graphql`: `{ errors: [{ message, extensions: { code } }] }`, the shape GraphQL clients read;
 * - anything else (`/files/...`): `{ message, code }`, as the download routes answer;
 * - a 4xx keeps its status and Fastify's message (which names no internals); the code is from the
 *   status (`BAD_REQUEST`, `PAYLOAD_TOO_LARGE`, …), never Fastify's own (`FST_ERR_…`);
 * - anything else is 500 "Something went wrong. Try again later.", logged with its stack.
 * Before, Fastify's default body `{ statusCode, code: "FST_ERR_CTP_INVALID_JSON_BODY", error, message }`
 * named the framework to any caller (found by the reliability suite).
 */
export function registerHttpErrors(app: FastifyInstance): void {
  app.setErrorHandler(httpErrorHandler);
  app.setNotFoundHandler((request, reply) => sendHttpError(request, reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}`));
}

/**
 * Fastify's error handler (and, as the `frameworkErrors` option, the handler of errors the router
 * raises before any route, such as a path parameter over its length limit) of {@link registerHttpErrors}.
 */
export function httpErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'request failed');
  return sendHttpError(request, reply, status, status === 500 ? INTERNAL_MESSAGE : error.message);
}

/** Sends `status` with `message` in the shape {@link registerHttpErrors} describes. */
export function sendHttpError(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply {
  const code = CODE_BY_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
  const graphql = request.url === '/graphql' || request.url.startsWith('/graphql?');
  return reply.code(status).send(graphql ? { errors: [{ message, extensions: { code } }] } : { message, code });
}
