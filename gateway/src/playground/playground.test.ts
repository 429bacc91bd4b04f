import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { closedPortUrl } from '../../testing/unreachable-upstream';

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

  test('a GraphQL GET (with a query) is still GraphQL, not the page', async () => {
    const response = await fetch(`${gateway.graphqlUrl}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'text/html, application/json', 'apollo-require-preflight': 'true' },
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
