import type { FastifyInstance } from 'fastify';

/**
 * Makes `app.close()` finish promptly once in-flight requests are done: from the moment closing
 * starts, every response carries `Connection: close`, so a keep-alive connection that was busy when
 * the signal came is closed after its answer instead of lingering until its keep-alive timeout
 * (Node closes only the connections that are idle when closing starts). New requests get Fastify's 503.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
