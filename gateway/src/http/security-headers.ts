import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every gateway answer (DESIGN §1 "security headers"): only this
 * origin, no plugins, no framing by any page (`frame-ancestors 'none'`), no inline scripts. The
 * gateway serves JSON and files; only the playground is a page, with its own policy
 * (playground/playground.ts).
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'script-src': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** `Strict-Transport-Security` when a request came over TLS: a year, subdomains included (helmet's default value). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * @fastify/helmet's options: {@link CSP_DIRECTIVES} (without helmet's defaults), `X-Frame-Options:
 * DENY`, `Referrer-Policy: no-referrer`, and helmet's other defaults (`X-Content-Type-Options:
 * nosniff`, Cross-Origin-Opener/Resource-Policy `same-origin`, no `X-Powered-By`, ...). HSTS is off
 * here: {@link registerSecurityHeaders} adds it only to requests that came over TLS.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: false,
} satisfies FastifyHelmetOptions;

/**
 * Security headers on EVERY answer of the gateway (GraphQL, playground, downloads, health, errors;
 * DESIGN §1): @fastify/helmet with {@link HELMET_OPTIONS}, set when a request arrives so that error
 * answers carry them too; and `Strict-Transport-Security` ({@link HSTS_VALUE}) only when the request
 * came over TLS: a TLS socket, or `X-Forwarded-Proto: https` from a proxy TRUST_PROXY trusts
 * (Fastify's `request.protocol`). Over plain HTTP, HSTS would be meaningless or would pin a
 * development host to https.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}

const helmetHeaders = helmet(HELMET_OPTIONS);

/**
 * Sets the headers of {@link HELMET_OPTIONS} on a response that no route hook reaches: the answers
 * of Fastify's `frameworkErrors` (a path parameter over the router's limit, a malformed URL), which
 * are sent before any `onRequest` hook runs. Same helmet, same options as every other answer.
 */
export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  helmetHeaders(request, response, () => undefined);
}

/**
 * Route hook (`onSend`) for answers that must never be stored by a browser or a proxy: every GraphQL
 * answer, errors and the sign-in answer (which holds a token) included (DESIGN §3: the gateway never caches).
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header('cache-control', 'no-store');
  return payload;
}
