import { createHash } from 'node:crypto';
import { AltairFastify } from 'altair-fastify-plugin';
import { renderAltair } from 'altair-static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSP_DIRECTIVES } from '../http/security-headers';

/** Where the playground's bundled files are served from (the altair-static npm package; no CDN). */
export const PLAYGROUND_ASSETS_PATH = '/playground/';

/**
 * Altair's options (README "Playground"): the gateway's own `/graphql`, no cloud account, an
 * environment variable `token` sent as `Authorization: Bearer {{token}}` on every request, and the
 * `Apollo-Require-Preflight` header that Apollo's CSRF prevention asks of a multipart upload.
 */
export const ALTAIR_OPTIONS = {
  baseURL: PLAYGROUND_ASSETS_PATH,
  endpointURL: '/graphql',
  initialName: 'Back Office',
  disableAccount: true,
  initialEnvironments: { base: { title: 'Back Office', variables: { token: '' } } },
  initialHeaders: { Authorization: 'Bearer {{token}}', 'Apollo-Require-Preflight': 'true' },
  initialQuery:
    '# Sign in with `authenticate`, copy its token into the environment variable `token`\n# (Environments, top right), then run any query.\n# A list’s CSV or XLSX export downloads outside GraphQL, with the same token:\n# GET /files/exports/<resource>?format=csv|xlsx&search=&sort=&<filters> (docs/exports.md).\nmutation SignIn($email: String!, $password: String!) {\n  authenticate(email: $email, password: $password) { token employeeName roles }\n}\n',
  initialVariables: '{ "email": "", "password": "" }',
};

/**
 * Registers the GraphQL playground (DESIGN §3: "a playground served by the gateway that works with no
 * internet"): Altair, whose page and every script, style and image are served from the gateway
 * (`/playground/...`, files of the altair-static package). The page itself is answered by
 * `GET /graphql` to a browser ({@link wantsPlayground}) and, as an alias, `GET /playground`; both
 * under {@link PLAYGROUND_CSP_DIRECTIVES}. Register after the security headers (http/security-headers.ts).
 */
export async function registerPlayground(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => usePlaygroundPolicy(reply));
    await scope.register(AltairFastify, { path: '/playground', ...ALTAIR_OPTIONS });
  });
}

/** The playground's HTML page (rendered once). */
export const playgroundPage: string = renderAltair(ALTAIR_OPTIONS);

/**
 * `'sha256-…'` sources for the inline scripts of `html` (Altair's page starts the app with one inline
 * `AltairGraphQL.init({...})`), so that a CSP can allow exactly these and no other inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
}

/**
 * The playground page's own Content-Security-Policy (DESIGN §3, §1): the gateway's policy
 * (http/security-headers.ts; `frame-ancestors 'none'` kept) plus what Altair's bundle needs to run:
 * its one inline start script by hash, fonts and web workers from this origin (and `data:`/`blob:`),
 * and requests to this origin's `/graphql`. Nothing from another origin.
 */
export const PLAYGROUND_CSP_DIRECTIVES = {
  ...CSP_DIRECTIVES,
  'script-src': ["'self'", ...inlineScriptHashes(playgroundPage)],
  'font-src': ["'self'", 'data:'],
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
};

/**
 * Whether a `/graphql` request is a browser opening the playground: a GET that accepts `text/html`
 * and carries no `query` (a GraphQL GET request always does).
 */
export function wantsPlayground(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const accept = request.headers.accept ?? '';
  const query = request.query as Record<string, unknown> | undefined;
  return accept.includes('text/html') && !query?.query;
}

/**
 * preHandler of `/graphql`: answers a browser's GET ({@link wantsPlayground}) with the playground page
 * under {@link PLAYGROUND_CSP_DIRECTIVES} (the other security headers as everywhere); anything else
 * goes on to Apollo.
 */
export async function servePlayground(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!wantsPlayground(request)) return undefined;
  usePlaygroundPolicy(reply);
  return reply.type('text/html; charset=utf-8').send(playgroundPage);
}

/** Replaces the answer's security headers with the gateway's, under the playground's own CSP. */
function usePlaygroundPolicy(reply: FastifyReply): void {
  reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: PLAYGROUND_CSP_DIRECTIVES } });
}
