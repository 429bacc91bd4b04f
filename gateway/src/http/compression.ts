import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this (bytes) go uncompressed: the encoding's cost outweighs the few bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the gateway's answers for clients that accept it (`Accept-Encoding`: br, then gzip): the
 * GraphQL JSON of `/graphql` and the streamed text downloads of `/files` (CSV exports); already
 * compressed types (images, PDF, XLSX, zip) and answers under {@link COMPRESSION_THRESHOLD_BYTES} are
 * sent as they are (@fastify/compress decides by type and size). The Server-Sent Events of
 * `/graphql/stream` are written on the raw response and never compressed: a compressor would hold the
 * events back until its buffer fills. Must be registered before the routes it concerns.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}
