import { createTestApp, type TestApp } from '../../testing/test-app';

/* The OpenAPI document generated from the route schemas (contract: GET /setup/docs, JSON at /setup/docs/json). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

interface OpenApi {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> };
        parameters?: { name: string; in: string }[];
        responses: Record<string, unknown>;
      }
    >
  >;
}

/** The operation `method` of `path` in the document; throws (fails the test) when it is missing. */
function operation(document: OpenApi, path: string, method: string) {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`The document has no ${method} ${path}`);
  return found;
}

it('describes every route with its request and response schemas, without a token', async () => {
  const response = await t.app.inject({ url: '/setup/docs/json' });
  expect(response.statusCode).toBe(200);
  const document = response.json<OpenApi>();
  expect(document.openapi).toMatch(/^3\./);
  const create = operation(document, '/setup/grades/create', 'post');
  expect(create.requestBody?.content['application/json']?.schema).toMatchObject({ properties: { name: expect.any(Object), level: expect.any(Object) }, required: ['name'] });
  expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409', '503']));
  expect(operation(document, '/setup/employees', 'get').parameters?.map((p) => p.name)).toEqual(
    expect.arrayContaining(['page', 'limit', 'search', 'sort', 'active', 'gvr', 'department']),
  );
  expect(operation(document, '/setup/isos/{id}/files', 'post').responses).toHaveProperty('415');
  // The reset link check: the token in the body (never in the URL), its answers described.
  const check = operation(document, '/setup/employees/reset/check', 'post');
  expect(check.requestBody?.content['application/json']?.schema).toMatchObject({ properties: { token: expect.any(Object) }, required: ['token'] });
  expect(Object.keys(check.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
  expect(JSON.stringify(document)).not.toMatch(/passwordHash|password_hash/);
});

it('serves a bundled UI at /setup/docs that loads nothing from elsewhere', async () => {
  const page = await t.app.inject({ url: '/setup/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
  const script = page.body.match(/src="\.?\/?([^"]*swagger-ui-bundle\.js)"/);
  if (!script?.[1]) throw new Error('The page loads no swagger-ui-bundle.js');
  expect((await t.app.inject({ url: `/setup/docs/${script[1].replace(/^.*static\//, 'static/')}` })).statusCode).toBe(200);
});

/* Who may read /setup/docs (README "Configuration", DOCS_TOKEN): the 1 MB document is never anonymous in production. */
describe('access to /setup/docs', () => {
  const DOCS_TOKEN = 'm3Vx-docs-reader-8e2c4a6f1b';
  const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' };
  let production: TestApp;
  let productionWithToken: TestApp;
  let developmentWithToken: TestApp;

  beforeAll(async () => {
    [production, productionWithToken, developmentWithToken] = await Promise.all([
      createTestApp(PRODUCTION),
      createTestApp({ ...PRODUCTION, DOCS_TOKEN }),
      createTestApp({ DOCS_TOKEN }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([production?.close(), productionWithToken?.close(), developmentWithToken?.close()]);
  });

  const paths = ['/setup/docs', '/setup/docs/', '/setup/docs/json', '/setup/docs/yaml', '/setup/docs/static/index.html', '/setup/docs/static/swagger-ui-bundle.js'];

  it('in production without DOCS_TOKEN, serves no document and no UI', async () => {
    for (const url of paths) expect({ url, status: (await production.app.inject({ url })).statusCode }).toEqual({ url, status: 404 });
  });

  it.each([
    ['production', () => productionWithToken],
    ['development', () => developmentWithToken],
  ])('with DOCS_TOKEN (%s), answers only its bearer', async (_name, app) => {
    for (const url of paths) {
      const refused = await app().app.inject({ url });
      expect({ url, status: refused.statusCode, body: refused.body }).toEqual({ url, status: 401, body: expect.not.stringContaining('/setup/grades') });
      expect({ url, status: (await app().app.inject({ url, headers: { authorization: `Bearer ${DOCS_TOKEN}x` } })).statusCode }).toEqual({ url, status: 401 });
    }
    const allowed = await app().app.inject({ url: '/setup/docs/json', headers: { authorization: `Bearer ${DOCS_TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json<OpenApi>().paths).toHaveProperty('/setup/grades/create');
  });
});
