import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Error codes of a request cut because its client went away (undici's abort, a reset, a stream closed early). */
const GONE_CODES = new Set(['UND_ERR_ABORTED', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** Whether `error` on `request` only says that the client left before its answer (its socket is gone, or the error says so). */
export function clientWentAway(error: { code?: string }, request: FastifyRequest, reply: FastifyReply): boolean {
  const socketGone = request.raw.socket?.destroyed === true || reply.raw.destroyed;
  return socketGone && (error.code === undefined || GONE_CODES.has(error.code) || error.code.startsWith('UND_ERR_'));
}

/**
 * A client that goes away before its answer (a tab closed mid-request, a live stream ended by the
 * browser, a download cancelled) is ordinary traffic: logged as one `info` line "client went away
 * before the answer" with the error's code, no stack, no status (nobody is there to receive one).
 * Every other error keeps Fastify's own handling (5xx logged as errors). Registered on the whole front server.
 */
export function quietWhenClientGone(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!clientWentAway(error, request, reply)) throw error;
    request.log.info({ code: error.code }, 'client went away before the answer');
    reply.hijack();
    if (!reply.raw.destroyed) reply.raw.destroy();
  });
}
