import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request id in and out (DESIGN §3: the gateway forwards it). */
export const REQUEST_ID_HEADER = 'x-request-id';

// Accept only a plain token so that a caller cannot inject odd text into the logs.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify `genReqId`: the caller's `x-request-id` when it is a plain token of at most 128 characters
 * (letters, digits, `.`, `_`, `:`, `-`), else a new UUID. Fastify puts it in every log line of the request.
 */
export function requestIdOf(req: IncomingMessage): string {
  const header = req.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && SAFE_ID.test(header) ? header : randomUUID();
}

/** `onRequest` hook: echoes the request id as the `x-request-id` response header. */
export async function echoRequestId(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header(REQUEST_ID_HEADER, request.id);
}
