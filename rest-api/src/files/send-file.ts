import type { FastifyReply } from 'fastify';
import { notFound } from '../http/http-error';
import type { FileStorage, StoredFileRef } from './storage';

/** How to send a stored file: its type, how the browser should treat it, and the name to show. */
export interface SendOptions {
  contentType: string;
  /** `inline` (shown, e.g. a photo) or `attachment` (downloaded, e.g. an ISO document). */
  disposition: 'inline' | 'attachment';
  /** The file name offered to the user. */
  filename: string;
}

/**
 * Answers with the stored file `ref` (contract: files served only to signed-in users): `Content-Type`,
 * `Content-Length`, `Content-Disposition`, `X-Content-Type-Options: nosniff` (the browser must not guess
 * another type), `Cache-Control: private` (no shared cache keeps it).
 *
 * @throws HttpError 404 "File not found" when the store has no such file.
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, ref: StoredFileRef, options: SendOptions): Promise<FastifyReply> {
  const file = await storage.open(ref);
  if (!file) throw notFound('File not found');
  return reply
    .type(options.contentType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(options.disposition, options.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private')
    .send(file.stream);
}

/**
 * A `Content-Disposition` value (RFC 6266): `attachment; filename="Quality Manual.pdf"`. Quotes,
 * backslashes and characters outside printable ASCII become `_` in `filename`; when that changed the
 * name, the exact name follows as `filename*=UTF-8''…` (percent-encoded).
 */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = ascii === filename ? '' : `; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
  return `${disposition}; filename="${ascii}"${exact}`;
}
