import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this (bytes) go uncompressed: the encoding's cost outweighs the few bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers for clients that accept it (`Accept-Encoding`: br, then gzip): JSON lists and
 * records, the OpenAPI document, CSV exports; already compressed types (images, PDF, XLSX) and answers
 * under {@link COMPRESSION_THRESHOLD_BYTES} go as they are (@fastify/compress decides by type and size).
 * The notification stream (Server-Sent Events, src/notifications/stream-route.ts) is written on the raw
 * response and never compressed: a compressor would hold its events back. The gateway asks for no
 * encoding, so this concerns clients calling rest-api directly. Registered before the routes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}
