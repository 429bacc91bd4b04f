import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** The answer of each client error Node reports on a socket: status and `{ message, code }`. */
function answerFor(code: string | undefined): { status: number; message: string; code: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request took too long to arrive.', code: 'REQUEST_TIMEOUT' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The request headers are too large.', code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' };
  return { status: 400, message: 'The request could not be read.', code: 'BAD_REQUEST' };
}

/**
 * Fastify's `clientErrorHandler`: what to answer when Node gives up on a connection before a route
 * runs or while its body arrives, above all REQUEST_TIMEOUT_MS / the headers timeout (a slow body or
 * slow headers are cut, DESIGN §1): `408 { message, code: "REQUEST_TIMEOUT" }`, then the socket is
 * closed. Written to the socket directly (no route, so no hooks): the headers every gateway answer
 * carries are written here by hand (http/security-headers.ts), and Fastify's own body, which names
 * the framework, is never sent (http/http-errors.ts).
 */
export function clientErrorHandler(this: { log: FastifyBaseLogger }, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = answerFor(error.code);
  this.log.debug({ failure: error.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ message: answer.message, code: answer.code });
    socket.write(
      [
        `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
        'X-Content-Type-Options: nosniff',
        'X-Frame-Options: DENY',
        'Referrer-Policy: no-referrer',
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
