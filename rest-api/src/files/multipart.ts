import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of `app`'s scope (and only those: Fastify scopes content-type parsers) accept
 * `multipart/form-data` bodies through @fastify/multipart; every other route stays JSON-only (415).
 * Size and count limits are given per request by src/files/upload.ts.
 */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
}
