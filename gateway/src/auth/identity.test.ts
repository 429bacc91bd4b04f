import { loadConfig } from '../config/config';
import { createLogger } from '../logging/logger';
import { UpstreamDataSource } from '../upstream/data-source';
import { outgoingBody } from '../upstream/outgoing-body';
import { SETUP_PROFILE, type UpstreamProfile } from '../upstream/profile';
import type { Upstream, UpstreamRequest } from '../upstream/upstream';
import { signedToken } from '../../testing/forged-tokens';
import { IdentityDirectory } from './identity';
import { readToken } from './token';
import { SessionVerifier } from './verified-session';

/**
 * The parts of the upstream profile (upstream/profile.ts) that decide who a caller is and what goes
 * upstream: auth/identity.ts, the session verdict under opaque tokens, and upstream/outgoing-body.ts.
 * The upstream here is a tiny server of its own with opaque tokens and numeric ids (`/setup/employees/me`
 * answers the caller's record for the one token it knows), recording what it was sent.
 */
describe('an upstream with opaque tokens and numeric ids', () => {
  const profile: UpstreamProfile = { ...SETUP_PROFILE, token: 'opaque', identity: 'endpoint', idType: 'number' };
  const logger = createLogger({ ...loadConfig({}), LOG_LEVEL: 'silent' });
  const TOKEN = 'opaque-session-token-1';
  let sent: UpstreamRequest[];

  const upstream: Upstream = {
    request: async (request) => {
      sent.push(request);
      if (request.headers.authorization !== `Bearer ${TOKEN}`) return { status: 401, headers: { 'content-type': 'application/json' }, body: { message: 'Session expired.' } };
      if (request.path === 'employees/me') return { status: 200, headers: { 'content-type': 'application/json' }, body: { _id: 42, employeeName: 'Ann' } };
      if (request.path === 'employees/42') return { status: 200, headers: { 'content-type': 'application/json' }, body: { _id: 42, roles: ['Employee'] } };
      return { status: 404, headers: { 'content-type': 'application/json' }, body: { message: 'Not found.' } };
    },
  };

  beforeEach(() => {
    sent = [];
  });

  function source(authorization: string | undefined, forProfile = profile) {
    return new UpstreamDataSource({
      upstreamUrl: 'http://upstream.test',
      authorization,
      requestId: 'identity-test',
      forwardedFor: '127.0.0.1',
      timeoutMs: 5000,
      logger,
      transport: upstream,
      profile: forProfile,
      idFields: new Set(['department', 'companies', 'position']),
    });
  }

  test('an opaque token is read as a token without roles or subject: the upstream decides on roles', async () => {
    expect(readToken(`Bearer ${TOKEN}`, profile)).toEqual({ kind: 'claims', roles: undefined, subject: undefined });
    expect(readToken(undefined, profile)).toEqual({ kind: 'none' });
    // A JWT-shaped token is not decoded either: the profile says tokens are opaque.
    expect(readToken(`Bearer ${await signedToken({ sub: 'x', roles: ['Admin'] })}`, profile)).toEqual({ kind: 'claims', roles: undefined, subject: undefined });
  });

  test('identity from the endpoint: the caller’s _id, numeric, as an ID string; a refused token rejects UNAUTHENTICATED', async () => {
    const identities = new IdentityDirectory(profile);
    const authorization = `Bearer ${TOKEN}`;
    expect(await identities.subjectOf(authorization, readToken(authorization, profile), source(authorization))).toBe('42');
    expect(sent.map((request) => request.path)).toEqual(['employees/me']);
    const other = 'Bearer someone-else';
    await expect(identities.subjectOf(other, readToken(other, profile), source(other))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  test('identity from the sign-in answer: remembered per token by this process, refreshed tokens too; unknown tokens name no one', async () => {
    const signInProfile: UpstreamProfile = { ...profile, identity: 'sign-in' };
    const identities = new IdentityDirectory(signInProfile, 2);
    identities.remember('token-a', '7');
    identities.remember('token-b', '8');
    const read = (token: string) => identities.subjectOf(`Bearer ${token}`, readToken(`Bearer ${token}`, signInProfile), source(`Bearer ${token}`, signInProfile));
    expect(await read('token-a')).toBe('7');
    expect(await read('token-unknown')).toBeUndefined();
    identities.remember('token-c', '9');
    expect(identities.size).toBe(2);
    expect(await read('token-a')).toBeUndefined();
    expect(await read('token-c')).toBe('9');
    expect(sent).toEqual([]);
    // Under a JWT profile nothing is remembered: the identity is the token's.
    const jwtIdentities = new IdentityDirectory(SETUP_PROFILE);
    jwtIdentities.remember('token-a', '7');
    expect(jwtIdentities.size).toBe(0);
  });

  test('a verified session of an opaque token: the identity endpoint, then "read yourself"; a token the upstream refuses is invalid', async () => {
    const verifier = new SessionVerifier();
    const identities = new IdentityDirectory(profile);
    const verify = (authorization: string) => {
      const token = readToken(authorization, profile);
      const data = source(authorization);
      return verifier.verify(authorization, token, data, () => identities.subjectOf(authorization, token, data));
    };
    expect(await verify(`Bearer ${TOKEN}`)).toEqual({ kind: 'live', subject: '42', roles: ['Employee'] });
    expect(sent.map((request) => request.path)).toEqual(['employees/me', 'employees/42']);
    expect(await verify('Bearer forged')).toEqual({ kind: 'invalid', message: 'Session expired.' });
  });

  test('bodies go upstream with numeric ids where the server has them, and without __v when it keeps none', async () => {
    await source(`Bearer ${TOKEN}`)
      .sendJson(
        // The answer is not read here.
        { safeParse: () => ({ success: true, data: undefined }) } as never,
        'PUT',
        'customers/42',
        { name: '12', department: '5', companies: ['6', 'abc'], contacts: [{ _id: '8', position: '9', phone: '123' }], __v: 3 },
      )
      .catch(() => undefined);
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ name: '12', department: 5, companies: [6, 'abc'], contacts: [{ _id: 8, position: 9, phone: '123' }], __v: 3 });

    const body = { department: '5', ids: ['1', '2'], __v: 1 };
    expect(outgoingBody(body, SETUP_PROFILE, new Set(['department']))).toBe(body);
    expect(outgoingBody(body, { ...SETUP_PROFILE, versions: false }, new Set(['department']))).toEqual({ department: '5', ids: ['1', '2'] });
    expect(outgoingBody(body, { ...SETUP_PROFILE, idType: 'number' }, new Set(['department']))).toEqual({ department: 5, ids: [1, 2], __v: 1 });
  });
});
