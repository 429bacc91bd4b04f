import { AltairFastify } from 'altair-fastify-plugin';
import { renderAltair } from 'altair-static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the playground's bundled files are served from (the altair-static npm package; no CDN). */
export const PLAYGROUND_ASSETS_PATH = '/playground/';

/**
 * Altair's options (README "Playground"): the gateway's own `/graphql`, no cloud account, an
 * environment variable `token` sent as `Authorization: Bearer {{token}}` on every request, and the
 * `Apollo-Require-Preflight` header that Apollo's CSRF prevention asks of a multipart upload.
 */
const ALTAIR_OPTIONS = {
  baseURL: PLAYGROUND_ASSETS_PATH,
  endpointURL: '/graphql',
  initialName: 'Back Office',
  disableAccount: true,
  initialEnvironments: { base: { title: 'Back Office', variables: { token: '' } } },
  initialHeaders: { Authorization: 'Bearer {{token}}', 'Apollo-Require-Preflight': 'true' },
  initialQuery: '# Sign in with `authenticate`, copy its token into the environment variable `token`\n# (Environments, top right), then run any query.\nmutation SignIn($email: String!, $password: String!) {\n  authenticate(email: $email, password: $password) { token employeeName roles }\n}\n',
  initialVariables: '{ "email": "", "password": "" }',
};

/**
 * Registers the GraphQL playground (DESIGN §3: "a playground served by the gateway that works with no
 * internet"): Altair, whose page and every script, style and image are served from the gateway
 * (`/playground/...`, files of the altair-static package). The page itself is answered by
 * `GET /graphql` to a browser ({@link wantsPlayground}) and, as an alias, `GET /playground`.
 */
export async function registerPlayground(app: FastifyInstance): Promise<void> {
  await app.register(AltairFastify, { path: '/playground', ...ALTAIR_OPTIONS });
}

/** The playground's HTML page (rendered once). */
export const playgroundPage: string = renderAltair(ALTAIR_OPTIONS);

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

/** preHandler of `/graphql`: answers a browser's GET ({@link wantsPlayground}) with the playground page; anything else goes on to Apollo. */
export async function servePlayground(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (wantsPlayground(request)) return reply.type('text/html; charset=utf-8').send(playgroundPage);
  return undefined;
}
