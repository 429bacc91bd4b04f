import { parse, print, visit } from 'graphql';
import { DEMO_PASSWORD, DEMO_USERS, signIn } from '../../testing/accounts';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { graphqlUpload } from '../../testing/multipart-client';
import { type RestApiProcess, startRestApi } from '../../testing/rest-api-process';
import { pngImage } from '../../testing/sample-files';
import { PERSISTED_DOCUMENTS } from '../generated/persisted-documents';
import { PERSISTED_MISMATCH_MESSAGE, PERSISTED_ONLY_MESSAGE } from './persisted-documents';

/** The web's sign-in, as the manifest holds it (scripts/codegen/persisted-documents.ts). */
const [AUTHENTICATE_HASH = ''] = Object.entries(PERSISTED_DOCUMENTS).find(([, text]) => text.startsWith('mutation Authenticate('))!;
/** An operation no web screen sends. */
const ARBITRARY = 'query Arbitrary { __typename }';

/** POSTs `body` as JSON, with a bearer `token` when given; returns status and parsed body. */
async function post(gateway: TestGateway, body: Record<string, unknown>, token?: string) {
  const response = await fetch(gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> },
  };
}

const signInBody = (query: string) => ({
  query,
  variables: { email: DEMO_USERS.admin, password: DEMO_PASSWORD },
  extensions: { persistedQuery: { version: 1, sha256Hash: AUTHENTICATE_HASH } },
});

/** PERSISTED_DOCUMENTS (docs/graphql-grammar.md "Persisted documents"), against a real rest-api. */
describe('persisted documents', () => {
  let restApi: RestApiProcess;
  let strict: TestGateway;
  let open: TestGateway;

  beforeAll(async () => {
    restApi = await startRestApi();
    strict = await startGateway({ UPSTREAM_URL: restApi.url, PERSISTED_DOCUMENTS: 'first-party-only' });
    open = await startGateway({ UPSTREAM_URL: restApi.url });
  });

  afterAll(async () => {
    await strict?.close();
    await open?.close();
    await restApi?.stop();
  });

  test.each([
    ['first-party-only', () => strict],
    ['off', () => open],
  ])('%s: a persisted hash sent with another text is refused 400 BAD_REQUEST, nothing run', async (_mode, gateway) => {
    const answer = await post(gateway(), signInBody('query Other { __typename }'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ message: PERSISTED_MISMATCH_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
  });

  test.each([
    ['first-party-only', () => strict],
    ['off', () => open],
  ])('%s: a persisted hash sent with its own text runs it, with or without the __typename Apollo Client adds', async (_mode, gateway) => {
    const manifestText = PERSISTED_DOCUMENTS[AUTHENTICATE_HASH]!;
    // As the web's signed-out screens send it: `print(document)`, without the added __typename.
    const written = print(visit(parse(manifestText), { Field: (field) => (field.name.value === '__typename' ? null : undefined) }));
    expect(written).not.toBe(manifestText);
    for (const text of [manifestText, written]) {
      const answer = await post(gateway(), signInBody(text));
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      expect((answer.body.data?.authenticate as { email?: string } | undefined)?.email).toBe(DEMO_USERS.admin);
    }
  });

  test.each([
    ['first-party-only', () => strict],
    ['off', () => open],
  ])('%s: a persisted hash alone, without query text (as the web sends it), runs the manifest’s text', async (_mode, gateway) => {
    const { query: _query, ...hashOnly } = signInBody('');
    const answer = await post(gateway(), hashOnly);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect((answer.body.data?.authenticate as { email?: string } | undefined)?.email).toBe(DEMO_USERS.admin);
  });

  test('an upload sent by its hash alone (as the web sends a photo) is checked and run as the manifest’s text', async () => {
    const [photoHash] = Object.entries(PERSISTED_DOCUMENTS).find(([, text]) => text.startsWith('mutation UploadEmployeePhoto('))!;
    const user = await signIn(open.graphqlUrl, DEMO_USERS.employee);
    const upload = (id: string) =>
      graphqlUpload<{ uploadEmployeePhoto: { id: string; photo: string | null } | null }>(strict.graphqlUrl, {
        token: user.token,
        extensions: { persistedQuery: { version: 1, sha256Hash: photoHash } },
        variables: { id, image: null },
        files: [{ path: 'variables.image', content: pngImage(), filename: 'me.png', type: 'image/png' }],
      });
    const own = await upload(user.id);
    expect(own.status).toBe(200);
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data?.uploadEmployeePhoto).toMatchObject({ id: user.id, photo: expect.any(String) });
    // The manifest's @auth rule is applied before the file is read: another employee's photo is refused.
    const admin = await signIn(open.graphqlUrl, DEMO_USERS.admin);
    const other = await upload(admin.id);
    expect(other.status).toBe(403);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('first-party-only: an anonymous operation outside the manifest is refused with 400 FORBIDDEN, nothing run', async () => {
    for (const body of [{ query: ARBITRARY }, { query: ARBITRARY, extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } }]) {
      const answer = await post(strict, body);
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toEqual([{ message: PERSISTED_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } }]);
    }
  });

  test('first-party-only: errorContract (documented as needing no sign-in) runs without a token; nothing rides along with it', async () => {
    const answer = await post(strict, { query: '{ errorContract { codes conflictReasons } __typename }' });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.errorContract).toMatchObject({ codes: expect.arrayContaining(['UNAUTHENTICATED']), conflictReasons: expect.arrayContaining(['DUPLICATE']) });
    for (const query of [
      '{ errorContract { codes } allGrades { id } }',
      '{ ...F } fragment F on Query { errorContract { codes } }',
      '{ errorContract { codes } } query Other { __typename }',
      'mutation { errorContract }',
    ]) {
      const refused = await post(strict, { query });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ message: PERSISTED_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } }]);
    }
  });

  test('first-party-only: with a token, an arbitrary operation runs (integrators)', async () => {
    // Signed in where sign-in's own text is accepted: the testing client's is not the web's manifest text.
    const { token } = await signIn(open.graphqlUrl, DEMO_USERS.admin);
    const answer = await post(strict, { query: ARBITRARY }, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { __typename: 'Query' } });
  });

  test('off: an anonymous arbitrary operation runs as before; an unknown hash is still PERSISTED_QUERY_NOT_SUPPORTED', async () => {
    expect(await post(open, { query: ARBITRARY })).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
    const unknown = await post(open, { query: ARBITRARY, extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
    // Without its text too: the web then sends the text (web/src/lib/graphql/persistedDocumentLink.ts).
    const unknownAlone = await post(open, { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(unknownAlone.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
  });
});
