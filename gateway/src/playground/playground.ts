import { createHash } from 'node:crypto';
import { AltairFastify } from 'altair-fastify-plugin';
import { renderAltair } from 'altair-static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSP_DIRECTIVES } from '../http/security-headers';
import { SCHEMA_AFTER_SIGN_IN_PATH, SCHEMA_AFTER_SIGN_IN_SCRIPT } from './schema-after-sign-in';

/** Where the playground's bundled files are served from (the altair-static npm package; no CDN). */
export const PLAYGROUND_ASSETS_PATH = '/playground/';

/**
 * Altair's post-request script: after a sign-in (`authenticate`) or a refresh (`refreshToken`) it
 * stores the answered token in the active environment's `token` and `authorization` (`Bearer <token>`,
 * the header every request sends as `Authorization: {{authorization}}`), and after a sign-in clears the
 * environment's `password`, so the prepared sign-in is all an integrator runs by hand and no later
 * request carries the password.
 */
export const STORE_TOKEN_SCRIPT = [
  'const body = altair.data.response && altair.data.response.body;',
  "const result = typeof body === 'string' ? JSON.parse(body || '{}') : body || {};",
  'const data = result.data || {};',
  'const token = (data.authenticate && data.authenticate.token) || (data.refreshToken && data.refreshToken.token);',
  'if (token) {',
  "  altair.helpers.setEnvironment('token', token, true);",
  "  altair.helpers.setEnvironment('authorization', 'Bearer ' + token, true);",
  "  if (data.authenticate) altair.helpers.setEnvironment('password', '', true);",
  '}',
].join('\n');

/** The id of the playground's environment (Altair's active sub-environment). */
const PLAYGROUND_ENVIRONMENT_ID = 'back-office-gateway';

/**
 * Altair's options (README "Playground") for a gateway running under `nodeEnv`: the gateway's own
 * `/graphql`, no cloud account, no banners or update notices, the environment's name in the window
 * and environment titles. The prepared sign-in reads `email` and `password` from the environment
 * (`{{email}}`, `{{password}}` in Variables, so the password is never left in the Variables sent with
 * every later operation); {@link STORE_TOKEN_SCRIPT} then stores `token` and `authorization` and clears
 * `password`. `Authorization: {{authorization}}` is empty, hence not sent, until then (Altair drops
 * headers without a value): no `Bearer ` without a token. The schema (it needs a signed-in caller:
 * protection/introspection-access.ts) is never asked for without a token and is fetched right after
 * the sign-in, by the page's playground/schema-after-sign-in.ts, so the Docs pane fills once the token
 * is stored. The `Apollo-Require-Preflight` header is what Apollo's
 * CSRF prevention asks of a multipart upload.
 */
export function altairOptions(nodeEnv: string) {
  const environment = `Back Office gateway (${nodeEnv})`;
  return {
    baseURL: PLAYGROUND_ASSETS_PATH,
    endpointURL: '/graphql',
    initialName: environment,
    disableAccount: true,
    initialSettings: {
      'banners.disable': true,
      'alert.disableUpdateNotification': true,
      disablePushNotification: true,
      'schema.reloadOnStart': false,
    },
    // An active sub-environment: its name shows at the top right, and the script's
    // `setEnvironment(…, true)` keeps the token there (Altair does not keep it in the base one).
    initialEnvironments: {
      base: { title: 'Base', variables: {} },
      activeSubEnvironment: PLAYGROUND_ENVIRONMENT_ID,
      subEnvironments: [{ id: PLAYGROUND_ENVIRONMENT_ID, title: environment, variables: { email: '', password: '', token: '', authorization: '' } }],
    },
    initialHeaders: { Authorization: '{{authorization}}', 'Apollo-Require-Preflight': 'true' },
    initialPostRequestScript: STORE_TOKEN_SCRIPT,
    initialQuery: `# ${environment}: this gateway's /graphql (NODE_ENV=${nodeEnv}); the schema as SDL at /graphql/schema.graphql.\n# Put your e-mail and password in the environment (Environments, top right: "${environment}") and run\n# SignIn: the token is stored in the environment and sent with every later request, the password is\n# cleared, and the Docs pane loads the schema. \`me\` says what your role may do; \`refreshToken\` renews the token.\n# A list’s CSV or XLSX export downloads outside GraphQL, with the same token:\n# GET /files/exports/<resource>?format=csv|xlsx&search=&sort=&<filters> (docs/exports.md).\nmutation SignIn($email: String!, $password: String!) {\n  authenticate(email: $email, password: $password) { token expiresAt employeeName roles }\n}\n`,
    initialVariables: '{ "email": "{{email}}", "password": "{{password}}" }',
  };
}

/** The playground of one gateway: its Altair options, its page and the page's CSP. */
export interface Playground {
  options: ReturnType<typeof altairOptions>;
  /** The HTML page (rendered once). */
  page: string;
  /** The page's Content-Security-Policy directives ({@link playgroundCspDirectives}). */
  cspDirectives: Record<string, readonly string[]>;
}

/** The playground for a gateway running under `nodeEnv` (`NODE_ENV`). */
export function createPlayground(nodeEnv: string): Playground {
  const options = altairOptions(nodeEnv);
  // A classic script runs before Altair's deferred modules, so it sees every request they make.
  const page = renderAltair(options).replace('</body>', `<script src="${SCHEMA_AFTER_SIGN_IN_PATH}"></script></body>`);
  return { options, page, cspDirectives: playgroundCspDirectives(page) };
}

/**
 * Registers the GraphQL playground (DESIGN §3: "a playground served by the gateway that works with no
 * internet"): Altair, whose page and every script, style and image are served from the gateway
 * (`/playground/...`, files of the altair-static package). The page itself is answered by
 * `GET /graphql` to a browser ({@link wantsPlayground}) and, as an alias, `GET /playground`; both
 * under the playground's own CSP. Register after the security headers (http/security-headers.ts).
 */
export async function registerPlayground(app: FastifyInstance, playground: Playground): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith(SANDBOX_PATH)) useSandboxPolicy(reply);
      else usePlaygroundPolicy(reply, playground);
    });
    await scope.register(AltairFastify, { path: '/playground', ...playground.options });
    scope.get(SCHEMA_AFTER_SIGN_IN_PATH, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SCHEMA_AFTER_SIGN_IN_SCRIPT));
  });
}

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
export function playgroundCspDirectives(page: string): Record<string, readonly string[]> {
  return {
    ...CSP_DIRECTIVES,
    'script-src': ["'self'", ...inlineScriptHashes(page)],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
  };
}

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
 * under its own CSP ({@link playgroundCspDirectives}) (the other security headers as everywhere); anything else
 * goes on to Apollo.
 */
export function servePlayground(playground: Playground) {
  return async function servePlaygroundPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (!wantsPlayground(request)) return undefined;
    usePlaygroundPolicy(reply, playground);
    return reply.type('text/html; charset=utf-8').send(playground.page);
  };
}

/** Where Altair's script sandbox lives: the page its pre- and post-request scripts run in, framed by the playground. */
const SANDBOX_PATH = `${PLAYGROUND_ASSETS_PATH}iframe-sandbox/`;

/**
 * The headers of Altair's script sandbox (`/playground/iframe-sandbox/...`), the page the playground
 * frames to run the pre- and post-request scripts ({@link STORE_TOKEN_SCRIPT}): it may be framed by
 * this origin only (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`; the gateway's
 * `frame-ancestors 'none'` blocked it, so the script never ran) and may evaluate the script
 * (`'unsafe-eval'`, on this page only: it runs only what the playground's user wrote there).
 * Everything else stays the gateway's policy.
 */
function useSandboxPolicy(reply: FastifyReply): void {
  reply.helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES, 'script-src': ["'self'", "'unsafe-eval'"], 'frame-ancestors': ["'self'"] } },
    xFrameOptions: { action: 'sameorigin' },
  });
}

/** Replaces the answer's security headers with the gateway's, under the playground's own CSP. */
function usePlaygroundPolicy(reply: FastifyReply, playground: Playground): void {
  reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: playground.cspDirectives } });
}
