import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * App-level `onSend` hook: every JSON answer (records, lists, sign-in with its token, errors) carries
 * `Cache-Control: no-store`, so that no browser or proxy keeps personal data or a token. File downloads
 * (photos, ISO documents) are not JSON and keep their own header (`private, no-cache`, src/files/send-file.ts).
 */
export async function noStoreForJson(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && type.startsWith('application/json')) reply.header('cache-control', 'no-store');
  return payload;
}
