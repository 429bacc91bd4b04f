import type { FastifyReply } from 'fastify';
import fresh from 'fresh';
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

/** What a download is told to cache: private (no shared cache keeps it), revalidated at each use (the caller's right to it is checked again; a 304 costs no body). */
export const FILE_CACHE_CONTROL = 'private, no-cache';

/**
 * The entity tag of a stored file (RFC 9110 §8.8.3), strong: `"<name without extension>-<size>-<stored
 * at>"` (hexadecimal). A stored file is never rewritten under its generated name (a new upload gets a new
 * name), so name, size and time identify its bytes without reading them.
 */
export function fileEntityTag(ref: StoredFileRef, file: { size: number; modifiedAt: Date }): string {
  return `"${ref.name.replace(/\.[^.]*$/, '')}-${file.size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`;
}

/**
 * Answers the GET of `reply.request` with the stored file `ref` (contract: files served only to
 * signed-in users; docs/storage.md "Downloads"): `Content-Type`, `Content-Length`, `Content-Disposition`,
 * `X-Content-Type-Options: nosniff` (the browser must not guess another type), `Cache-Control:
 * private, no-cache`, `ETag` ({@link fileEntityTag}) and `Last-Modified`. A request whose
 * `If-None-Match` (else `If-Modified-Since`) shows the caller holds this version gets 304 with those
 * headers and no body (the `fresh` library's rules of RFC 9110 §13).
 *
 * @throws HttpError 404 "File not found" when the store has no such file.
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, ref: StoredFileRef, options: SendOptions): Promise<FastifyReply> {
  const file = await storage.open(ref);
  if (!file) throw notFound('File not found');
  const validators = { etag: fileEntityTag(ref, file), 'last-modified': file.modifiedAt.toUTCString() };
  reply
    .header('etag', validators.etag)
    .header('last-modified', validators['last-modified'])
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', FILE_CACHE_CONTROL);
  if (fresh(reply.request.headers, validators)) {
    file.stream.destroy();
    return reply.code(304).send();
  }
  return reply
    .type(options.contentType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(options.disposition, options.filename))
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
