import { parse } from 'graphql';
import { unsignedToken } from '../../testing/forged-tokens';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { CREATE_GRADE, GRADES_PAGE } from '../../testing/grade-operations';
import { graphqlPost } from '../../testing/graphql-client';
import { closedPortUrl } from '../../testing/unreachable-upstream';
import { UploadedFile } from '../uploads/uploaded-file';
import { NUL_MESSAGE, nulLiterals, nulVariables } from './nul-characters';

describe('strings with U+0000 (DESIGN §2: bad input is a 400)', () => {
  test('nulVariables names every string holding U+0000, however deep', () => {
    expect(
      nulVariables({
        search: 'a\u0000',
        input: { name: 'ok', contacts: [{ name: 'x' }, { name: '\u0000' }], tags: ['\u0000'] },
        n: 3,
        file: new UploadedFile('a\u0000.png', 'image/png', '/tmp/x'),
      }),
    ).toEqual([
      { field: 'search', message: NUL_MESSAGE },
      { field: 'input.contacts.1.name', message: NUL_MESSAGE },
      { field: 'input.tags.0', message: NUL_MESSAGE },
      { field: 'file', message: NUL_MESSAGE },
    ]);
    expect(nulVariables({ search: 'plain', input: { name: 'Ünïcode ✓' } })).toEqual([]);
  });

  test('nulLiterals names the argument and input fields of every literal holding U+0000', () => {
    const document = parse('mutation { createGrade(input: { name: "a\\u0000b", description: "fine" }) { id } } query Q { grades(search: "\\u0000") { total } }');
    expect(nulLiterals(document)).toEqual([
      { field: 'input.name', message: NUL_MESSAGE },
      { field: 'search', message: NUL_MESSAGE },
    ]);
  });

  describe('through the gateway: 400 BAD_USER_INPUT before anything goes upstream', () => {
    let gateway: TestGateway;
    const token = unsignedToken({ roles: ['Admin'] });
    let step = 0;

    beforeAll(async () => {
      // Nothing listens upstream: a call would show as a fallback warning or an UPSTREAM error, and in the log.
      gateway = await startGateway({ UPSTREAM_URL: await closedPortUrl() });
    });

    afterAll(async () => {
      await gateway?.close();
    });

    async function send(query: string, variables: Record<string, unknown> = {}) {
      const requestId = `nul-${step++}`;
      const answer = await graphqlPost(gateway.graphqlUrl, { token, query, variables, headers: { 'x-request-id': requestId } });
      const upstreamTried = gateway.logs.some((line) => line.requestId === requestId && String(line.msg).startsWith('upstream'));
      return { ...answer, upstreamTried };
    }

    test('a search variable with U+0000 (what ?search=%00 was) → 400, no fallback warning, no upstream call', async () => {
      const answer = await send(GRADES_PAGE, { search: '\u0000' });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toEqual([{ message: NUL_MESSAGE, extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'search', message: NUL_MESSAGE }] } }]);
      expect(answer.body.extensions?.warnings).toBeUndefined();
      expect(answer.upstreamTried).toBe(false);
    });

    test('the same search without U+0000 does go upstream (here: down, so a fallback warning)', async () => {
      const answer = await send(GRADES_PAGE, { search: 'plain' });
      expect(answer.status).toBe(200);
      expect(answer.body.extensions?.warnings).toEqual([expect.objectContaining({ code: 'UPSTREAM' })]);
      expect(answer.upstreamTried).toBe(true);
    });

    test('a mutation input with U+0000 inside a name → 400 on input.name, not sent', async () => {
      const answer = await send(CREATE_GRADE, { input: { name: 'a\u0000b' } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'input.name', message: NUL_MESSAGE }] });
      expect(answer.upstreamTried).toBe(false);
    });

    test('a literal argument with an escaped U+0000 → 400', async () => {
      const answer = await send('{ grades(search: "x\\u0000") { total } }');
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field: 'search', message: NUL_MESSAGE }]);
      expect(answer.upstreamTried).toBe(false);
    });

    test('a GET request with U+0000 in its variables → 400', async () => {
      const url = `${gateway.graphqlUrl}?query=${encodeURIComponent(GRADES_PAGE)}&variables=${encodeURIComponent(JSON.stringify({ search: '\u0000' }))}`;
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
    });
  });
});
