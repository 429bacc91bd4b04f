import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that carries the request id in and out, and upstream (DESIGN §3). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept only when it is 1–128 of `A-Z a-z 0-9 . _ : -` (safe in logs and headers). */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify `genReqId`: the caller's `x-request-id` when it is safe to log and echo, else a new UUID.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes every request's id as the `x-request-id` response header (DESIGN §3). */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
