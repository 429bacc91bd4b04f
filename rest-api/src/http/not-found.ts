import type { FastifyReply, FastifyRequest } from 'fastify';

/** 404 `{ message }` for a path no route serves (DESIGN §2 error shape). */
export async function notFoundHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
}
