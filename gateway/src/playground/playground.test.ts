import { runInNewContext } from 'node:vm';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { closedPortUrl } from '../../testing/unreachable-upstream';
import { STORE_TOKEN_SCRIPT } from './playground';

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

  test('the page points Altair at /graphql and sends the token variable as a bearer header', async () => {
    const html = await (await fetch(gateway.graphqlUrl, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('/graphql');
    expect(html).toContain('Bearer {{token}}');
    expect(html).toContain('Apollo-Require-Preflight');
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

  test("the post-request script stores a sign-in's or a refresh's token in the environment, and nothing else", () => {
    const run = (body: unknown) => {
      const environment: Record<string, unknown> = {};
      const altair = { data: { response: { body } }, helpers: { setEnvironment: (key: string, value: unknown) => (environment[key] = value) } };
      runInNewContext(STORE_TOKEN_SCRIPT, { altair });
      return environment;
    };
    expect(run(JSON.stringify({ data: { authenticate: { token: 'signed-in' } } }))).toEqual({ token: 'signed-in' });
    expect(run({ data: { refreshToken: { token: 'refreshed' } } })).toEqual({ token: 'refreshed' });
    expect(run(JSON.stringify({ errors: [{ message: 'Invalid e-mail or password.' }] }))).toEqual({});
    expect(run('')).toEqual({});
  });

  test('a GraphQL GET (with a query) is still GraphQL, not the page', async () => {
    const response = await fetch(`${gateway.graphqlUrl}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'text/html, application/json', 'apollo-require-preflight': 'true' },
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
