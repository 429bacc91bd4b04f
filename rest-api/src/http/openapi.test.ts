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
