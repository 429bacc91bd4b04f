import { DEMO_USERS, type SignedInUser, signIn } from '../../testing/accounts';
import { graphqlPost } from '../../testing/graphql-client';
import { type TestStack, startSharedStack } from '../../testing/stack';

/**
 * Files downloaded through the gateway carry validators and are revalidated (files/download-routes.ts,
 * rest-api src/files/send-file.ts; docs/storage.md "Downloads"), against a REAL rest-api with the demo
 * data: a seeded employee photo and a seeded ISO document.
 */
describe('file downloads: ETag, Last-Modified and 304', () => {
  let stack: TestStack;
  let admin: SignedInUser;
  let photoUrl: string;
  let documentUrl: string;

  beforeAll(async () => {
    stack = await startSharedStack();
    admin = await signIn(stack.gateway.graphqlUrl, DEMO_USERS.admin);
    expect(admin.photo).toEqual(expect.any(String));
    photoUrl = `/files/employees/${encodeURIComponent(admin.photo!)}`;
    const isos = await graphqlPost<{ isos: { items: { documents: { downloadUrl: string }[] }[] } }>(stack.gateway.graphqlUrl, {
      token: admin.token,
      query: '{ isos(pageSize: 10) { items { documents { downloadUrl } } } }',
    });
    documentUrl = isos.body.data!.isos.items.flatMap((iso) => iso.documents)[0]!.downloadUrl;
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const download = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.gateway.url}${path}`, { headers: { authorization: `Bearer ${admin.token}`, ...headers } });

  it.each([
    ['an employee photo', () => photoUrl],
    ['an ISO document', () => documentUrl],
  ])('%s: validators on 200, then 304 without a body for If-None-Match and for If-Modified-Since', async (_label, pathOf) => {
    const first = await download(pathOf());
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    const lastModified = first.headers.get('last-modified');
    expect(etag).toMatch(/^"[0-9a-f-]+"$/);
    expect(new Date(lastModified!).getTime()).not.toBeNaN();
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);

    const byTag = await download(pathOf(), { 'if-none-match': etag! });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('etag')).toBe(etag);
    expect(byTag.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await byTag.arrayBuffer()).byteLength).toBe(0);

    const byDate = await download(pathOf(), { 'if-modified-since': lastModified! });
    expect(byDate.status).toBe(304);
    await byDate.arrayBuffer();

    // Another version, an older date, or a token that may not: the file again, or the refusal.
    const otherTag = await download(pathOf(), { 'if-none-match': '"something-else"' });
    expect(otherTag.status).toBe(200);
    expect(Buffer.from(await otherTag.arrayBuffer()).equals(bytes)).toBe(true);
    const older = await download(pathOf(), { 'if-modified-since': new Date(new Date(lastModified!).getTime() - 60_000).toUTCString() });
    expect(older.status).toBe(200);
    await older.arrayBuffer();
    const signedOut = await fetch(`${stack.gateway.url}${pathOf()}`, { headers: { 'if-none-match': etag! } });
    expect(signedOut.status).toBe(401);
  });
});
