import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer of the web's origin (DESIGN §1): only this origin's
 * scripts (the build has no inline script), styles from this origin plus inline ones (PrimeReact puts
 * style elements and attributes into the page), images from this origin and `data:`/`blob:` URLs (the
 * favicon, photos shown from object URLs), fonts and requests to this origin only (`/graphql`,
 * `/files/...`), no plugins, no `<base>` elsewhere, forms posting only here, and never inside a frame.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
} as const;

/** HSTS for an answer given over TLS: one year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer of the front server, by @fastify/helmet (DESIGN §1): the CSP above,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`, `X-Frame-Options: DENY`, helmet's
 * cross-origin isolation headers, and HSTS only when the request itself came over TLS (this server
 * speaks plain HTTP unless given certificates; behind a TLS proxy, that proxy sends HSTS). Answers
 * proxied from the gateway get these too: the proxy drops the gateway's own (see gatewayProxy).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}
