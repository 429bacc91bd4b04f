import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const responses = new WeakMap<IncomingMessage, ServerResponse>();
const signals = new WeakMap<ServerResponse, AbortSignal>();

/** Remembers each request's response, so that {@link requestSignal} can be derived from the request alone (http/context.ts has no reply). */
export function registerRequestSignals(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    responses.set(request.raw, reply.raw);
  });
}

/**
 * The abort signal of one incoming request (DESIGN §1: abandoned work stops costing the upstream): it
 * aborts when the client's connection closes before the answer was sent whole (a closed tab, a
 * cancelled download, a dropped subscription), and never after a complete answer. Every upstream call
 * made for the request carries it (upstream/upstream.ts, files/download-routes.ts), so undici closes
 * the upstream connection of a call nobody waits for. Created on first use; undefined for a request
 * that did not pass {@link registerRequestSignals}' hook.
 */
export function requestSignal(request: FastifyRequest): AbortSignal | undefined {
  const response = responses.get(request.raw);
  if (!response) return undefined;
  let signal = signals.get(response);
  if (!signal) {
    const controller = new AbortController();
    signal = controller.signal;
    signals.set(response, signal);
    if (response.destroyed && !response.writableFinished) controller.abort();
    else
      response.once('close', () => {
        if (!response.writableFinished) controller.abort();
      });
  }
  return signal;
}
