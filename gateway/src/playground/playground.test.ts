import { runInNewContext } from 'node:vm';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { closedPortUrl } from '../../testing/unreachable-upstream';
import { STORE_TOKEN_SCRIPT, altairOptions } from './playground';
import { SCHEMA_AFTER_SIGN_IN_PATH } from './schema-after-sign-in';

/**
 * The playground (DESIGN §3: works with no internet): `GET /graphql` from a browser answers Altair's
 * page, and every script, style, icon and image it references is served by the gateway itself.
 */
describe('GraphQL playground', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway({ UPSTREAM_URL: await closedPortUrl() });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  test('a browser GET of /graphql gets the page; it references nothing outside the gateway', async () => {
    const response = await fetch(gateway.graphqlUrl, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const base = /<base href="([^"]+)"/.exec(html)?.[1];
    expect(base).toBe('/playground/');

    const references = [...html.matchAll(/<(?:script|link|img)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(references.length).toBeGreaterThanOrEqual(4);
    for (const reference of references) expect(reference).not.toMatch(/^(https?:)?\/\//);

    for (const reference of references) {
      const asset = await fetch(new URL(reference, `${gateway.url}${base}`));
      expect([reference, asset.status]).toEqual([reference, 200]);
      expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  test('the page points Altair at /graphql and sends the stored bearer header only once there is a token', async () => {
    const html = await (await fetch(gateway.graphqlUrl, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('/graphql');
    expect(html).toContain('Apollo-Require-Preflight');
    const options = altairOptions('production');
    // Empty until the sign-in stores `Bearer <token>`: Altair sends no header without a value (never `Bearer `).
    expect(options.initialHeaders.Authorization).toBe('{{authorization}}');
    expect(options.initialEnvironments.subEnvironments[0]!.variables).toMatchObject({ authorization: '', token: '' });
  });

  test('the schema loads when the environment changes (the stored token), not on start without one; the password is never typed into Variables', () => {
    const options = altairOptions('production');
    expect(options.initialSettings).toMatchObject({ 'schema.reloadOnStart': false });
    expect(JSON.parse(options.initialVariables)).toEqual({ email: '{{email}}', password: '{{password}}' });
    expect(options.initialQuery).not.toMatch(/password\s*[:=]\s*"[^{]/);
  });

  test('the page names the environment, stores the token after sign-in, and shows no banners', async () => {
    const html = await (await fetch(gateway.graphqlUrl, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('Back Office gateway (production)'); // testing/gateway-server.ts runs it as in production
    expect(html).toContain('NODE_ENV=production');
    expect(html).toContain('banners.disable');
    expect(html).toContain("altair.helpers.setEnvironment('token'");
    // The same page at the /playground alias, under the same CSP (its inline script's hash).
    const alias = await fetch(`${gateway.url}/playground`);
    expect(alias.headers.get('content-security-policy')).toBe((await fetch(gateway.graphqlUrl, { headers: { accept: 'text/html' } })).headers.get('content-security-policy'));
  });

  test("the post-request script stores a sign-in's or a refresh's token in the environment and clears a sign-in's password, nothing else", () => {
    const run = (body: unknown) => {
      const environment: Record<string, unknown> = {};
      const altair = { data: { response: { body } }, helpers: { setEnvironment: (key: string, value: unknown) => (environment[key] = value) } };
      runInNewContext(STORE_TOKEN_SCRIPT, { altair });
      return environment;
    };
    expect(run(JSON.stringify({ data: { authenticate: { token: 'signed-in' } } }))).toEqual({ token: 'signed-in', authorization: 'Bearer signed-in', password: '' });
    expect(run({ data: { refreshToken: { token: 'refreshed' } } })).toEqual({ token: 'refreshed', authorization: 'Bearer refreshed' });
    expect(run(JSON.stringify({ errors: [{ message: 'Invalid e-mail or password.' }] }))).toEqual({});
    expect(run('')).toEqual({});
  });

  test('the page loads the script that fetches the schema after the sign-in, served by the gateway', async () => {
    const html = await (await fetch(gateway.graphqlUrl, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<script src="${SCHEMA_AFTER_SIGN_IN_PATH}"></script></body>`);
    const script = await fetch(`${gateway.url}${SCHEMA_AFTER_SIGN_IN_PATH}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('reload_docs');
  });

  test('a GraphQL GET (with a query) is still GraphQL, not the page', async () => {
    const response = await fetch(`${gateway.graphqlUrl}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'text/html, application/json', 'apollo-require-preflight': 'true' },
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
