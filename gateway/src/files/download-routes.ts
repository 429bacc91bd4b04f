import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Dispatcher, request as undiciRequest } from 'undici';
import type { ContextDeps } from '../http/context';
import { forwardedFor } from '../http/forwarded-for';
import { cutStalledDownload } from '../generated/server-kit/stalled-download';
import { requestSignal } from '../http/request-signal';
import { SIGN_IN_MESSAGE } from '../auth/access';
import { REQUEST_ID_HEADER } from '../http/request-id';
import { errorFromUpstreamResponse } from '../upstream/error-mapping';
import { retryAfterSeconds } from '../upstream/retry-after';
import { UNAVAILABLE_MESSAGE } from '../upstream/upstream-error';
import { isConnectionFailure } from '../upstream/upstream-agent';
import { FILE_ROUTES } from './file-paths';

/** Upstream answer headers passed on to the browser; nothing else of the upstream's answer is. */
export const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'etag', 'last-modified'] as const;

/** Request headers of a file download sent upstream besides the token, request id and `X-Forwarded-For`: the validators of a revalidation. */
export const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since'] as const;

/** A route parameter that cannot be one upstream path segment. */
const UNSAFE_NAME = /^\.{0,2}$|[/\\]/;
const MAX_NAME_LENGTH = 200;

/**
 * The browser's file downloads through the gateway (DESIGN §3; docs/setup-contract.md):
 * - `GET /files/employees/:fileName` → upstream `GET /setup/files/employees/{fileName}` (a photo);
 * - `GET /files/isos/:documentId` → upstream `GET /setup/isos/file/{documentId}` (an ISO document);
 * - `GET /files/claims/:claimId/:lineId` → upstream `GET /setup/claims/{claimId}/lines/{lineId}/receipt`
 *   (a claim line's receipt, docs/visits.md; the upstream answers 404 to whoever may not read the claim).
 * The caller's `Authorization`, the request id and `X-Forwarded-For` (http/forwarded-for.ts) go
 * upstream; the answer is STREAMED back with the
 * upstream's status and its Content-Type, Content-Length, Content-Disposition, Cache-Control, ETag and
 * Last-Modified, always with `X-Content-Type-Options: nosniff`. `If-None-Match` and `If-Modified-Since`
 * go upstream too, so a browser revalidates what it holds: the upstream's 304 (no body) is passed on
 * with its validators. Without a token → 401 before any
 * call; an unsafe name → 400. An upstream error status → that status with
 * `{ message, code }` (the upstream's message, its body otherwise dropped; a 429's `Retry-After` kept); unreachable or too slow
 * (UPSTREAM_TIMEOUT_MS to the headers, and between body chunks) → 502 `{ message, code: "UPSTREAM" }`.
 * A GET whose connection was refused or reset is tried once more. Downloads go through the gateway's
 * stream pool (upstream/upstream-pool.ts) and are aborted upstream when the browser goes away
 * (http/request-signal.ts); no free connection within UPSTREAM_QUEUE_TIMEOUT_MS → 502 UPSTREAM.
 */
export function registerFileRoutes(app: FastifyInstance, deps: ContextDeps): void {
  /** The handler forwarding to the upstream path `pathOf` makes of the route's `parameters` (each one safe path segment, percent-encoded). */
  const proxy =
    (pathOf: (...names: string[]) => string, ...parameters: string[]) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('x-content-type-options', 'nosniff');
      const names = parameters.map((parameter) => (request.params as Record<string, string>)[parameter] ?? '');
      if (!request.headers.authorization) return reply.code(401).send({ message: SIGN_IN_MESSAGE, code: 'UNAUTHENTICATED' });
      if (names.some((name) => UNSAFE_NAME.test(name) || name.length > MAX_NAME_LENGTH))
        return reply.code(400).send({ message: 'This file name is not valid.', code: 'BAD_USER_INPUT' });
      return forward(request, reply, `${deps.config.UPSTREAM_URL}/setup/${pathOf(...names.map(encodeURIComponent))}`, deps, PASSED_HEADERS, CONDITIONAL_HEADERS);
    };
  app.get(
    `${FILE_ROUTES.employeePhoto}:fileName`,
    proxy((name) => `files/employees/${name}`, 'fileName'),
  );
  app.get(
    `${FILE_ROUTES.isoDocument}:documentId`,
    proxy((id) => `isos/file/${id}`, 'documentId'),
  );
  app.get(
    `${FILE_ROUTES.claimReceipt}:claimId/:lineId`,
    proxy((claimId, lineId) => `claims/${claimId}/lines/${lineId}/receipt`, 'claimId', 'lineId'),
  );
}

/**
 * Forwards the GET of `request` to upstream `url` with the caller's token, request id and
 * `X-Forwarded-For` (and the request's `conditional` headers present), and streams the answer back
 * (status, the `passed` headers; a 304 without body); errors as in {@link registerFileRoutes}, a 400's
 * field errors kept as `errors`. Also the exports' download (exports/export-route.ts).
 */
export async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  { config, pools, trustsPeer }: ContextDeps,
  passed: readonly string[] = PASSED_HEADERS,
  conditional: readonly string[] = [],
): Promise<FastifyReply> {
  const validators = Object.fromEntries(conditional.flatMap((header) => (typeof request.headers[header] === 'string' ? [[header, request.headers[header]]] : [])));
  const options: Parameters<typeof undiciRequest>[1] = {
    method: 'GET',
    // Long-lived work: a slow or abandoned download holds a connection of the stream pool, never of the API pool (DESIGN §1).
    dispatcher: pools.stream,
    signal: requestSignal(request),
    headers: {
      authorization: request.headers.authorization!,
      [REQUEST_ID_HEADER]: request.id,
      'x-forwarded-for': forwardedFor(request.headers, request.socket.remoteAddress, trustsPeer),
      ...validators,
    },
    headersTimeout: config.UPSTREAM_TIMEOUT_MS,
    bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
  };
  const path = new URL(url).pathname;
  let answer: Dispatcher.ResponseData<unknown>;
  try {
    answer = await undiciRequest(url, options).catch((error: unknown) => {
      if (!isConnectionFailure(error)) throw error;
      request.log.warn({ upstream: { method: 'GET', path } }, 'upstream connection failed; retrying the GET once');
      return undiciRequest(url, options);
    });
  } catch (error) {
    request.log.error({ upstream: { method: 'GET', path }, failure: { name: (error as Error).name, message: (error as Error).message } }, 'upstream request failed');
    return reply.code(502).send({ message: UNAVAILABLE_MESSAGE, code: 'UPSTREAM' });
  }
  request.log.debug({ upstream: { method: 'GET', path, status: answer.statusCode } }, 'upstream call');
  if (answer.statusCode >= 400) {
    const body: unknown = await answer.body.json().catch(() => undefined);
    const retryAfter = answer.statusCode === 429 ? retryAfterSeconds(answer.headers['retry-after']) : undefined;
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    const error = errorFromUpstreamResponse(answer.statusCode, '', body);
    const errors = error.fieldErrors.length > 0 ? { errors: error.fieldErrors } : {};
    return reply.code(answer.statusCode).send({ message: error.message, code: error.code, ...errors });
  }
  reply.code(answer.statusCode);
  for (const header of passed) {
    const value = answer.headers[header];
    if (value !== undefined) reply.header(header, value);
  }
  if (answer.statusCode === 304) {
    await answer.body.dump();
    return reply.send();
  }
  // A client that stops taking the download is cut here too: the buffers between it and the upstream can take a whole export (DESIGN §1).
  cutStalledDownload(reply.raw, config.DOWNLOAD_IDLE_TIMEOUT_MS, () =>
    request.log.warn({ idleTimeoutMs: config.DOWNLOAD_IDLE_TIMEOUT_MS }, `download cut: the client took nothing for ${config.DOWNLOAD_IDLE_TIMEOUT_MS} ms`),
  );
  return reply.send(answer.body);
}
