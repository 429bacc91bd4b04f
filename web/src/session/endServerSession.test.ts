import { endServerSession } from './endServerSession';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => jest.restoreAllMocks());

describe('endServerSession (spec §4 logout, the lock screen)', () => {
  it('sends signOut with the given token as bearer, kept alive past the page', async () => {
    const fetch = jest.fn(async () => json({ data: { signOut: 'You are signed out.' } }));
    await expect(endServerSession('the-token', { fetch })).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [uri, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(uri).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(init.headers).toMatchObject({ Authorization: 'Bearer the-token', 'Apollo-Require-Preflight': 'true' });
    expect(JSON.parse(String(init.body)).query).toMatch(/mutation SignOut\s*{\s*signOut\s*}/);
  });

  it('resolves false, quietly, when the session had already ended (UNAUTHENTICATED)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = jest.fn(async () => json({ data: null, errors: [{ message: 'Your session has ended. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }] }, 401));
    await expect(endServerSession('old', { fetch })).resolves.toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('resolves false and warns when the server cannot be reached, never throwing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = jest.fn(async (): Promise<Response> => {
      throw new TypeError('fetch failed');
    });
    await expect(endServerSession('t', { fetch })).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('The session could not be ended on the server.', expect.any(TypeError));
  });
});
