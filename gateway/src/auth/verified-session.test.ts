import { loadConfig } from '../config/config';
import { createLogger } from '../logging/logger';
import { UpstreamDataSource } from '../upstream/data-source';
import { DEMO_USERS } from '../../testing/accounts';
import { demoUpstream } from '../../testing/demo-upstream';
import type { FakeUpstream } from '../../testing/fake-upstream';
import { signedToken, unsignedToken } from '../../testing/forged-tokens';
import { SessionVerifier } from './verified-session';
import { readToken } from './token';

/**
 * The verdict cache of auth/verified-session.ts over the demo upstream in memory (the gateway's
 * stand-in for a /setup server): what is decided without the upstream, how long a verdict is reused,
 * and the bound on how many are kept.
 */
describe('SessionVerifier', () => {
  let upstream: FakeUpstream;
  let now: number;
  const logger = createLogger({ ...loadConfig({}), LOG_LEVEL: 'silent' });

  beforeEach(() => {
    upstream = demoUpstream();
    now = 1_000_000;
  });

  /** Verifies `token` with `verifier` through a new data source carrying it, as a request would. */
  function verify(verifier: SessionVerifier, token: string) {
    const authorization = `Bearer ${token}`;
    const source = new UpstreamDataSource({
      upstreamUrl: 'http://upstream.test',
      authorization,
      requestId: 'verified-session-test',
      forwardedFor: '127.0.0.1',
      timeoutMs: 5000,
      logger,
      transport: upstream,
    });
    return verifier.verify(authorization, readToken(authorization), source);
  }

  const employeeCalls = () => upstream.requests.filter((request) => request.path.startsWith('employees/') || request.path.startsWith('/employees/')).length;

  test('unsigned and sub-less tokens are no session, decided without asking the upstream', async () => {
    const verifier = new SessionVerifier(30_000, 10, () => now);
    expect(await verify(verifier, unsignedToken({ roles: ['Admin'] }))).toEqual({ kind: 'invalid', message: expect.any(String) });
    expect(await verify(verifier, 'eyJhbGciOiJub25lIn0.e30.')).toEqual({ kind: 'invalid', message: expect.any(String) });
    expect(await verify(verifier, await signedToken({ roles: ['Admin'] }))).toEqual({ kind: 'invalid', message: expect.any(String) });
    expect(upstream.requests).toEqual([]);
    expect(verifier.size).toBe(0);
  });

  test("a live session carries the upstream's roles, and its verdict is reused until the TTL has passed", async () => {
    const verifier = new SessionVerifier(30_000, 10, () => now);
    const token = upstream.tokenFor(DEMO_USERS.employee);
    expect(await verify(verifier, token)).toEqual({ kind: 'live', subject: expect.any(String), roles: ['Employee'] });
    expect(await verify(verifier, token)).toMatchObject({ kind: 'live' });
    expect(employeeCalls()).toBe(1);
    now += 30_001;
    expect(await verify(verifier, token)).toMatchObject({ kind: 'live' });
    expect(employeeCalls()).toBe(2);
  });

  test('a token the upstream refuses is invalid; at most maxEntries verdicts are kept', async () => {
    const verifier = new SessionVerifier(30_000, 2, () => now);
    // A well-formed, signed token naming a real employee, which the demo upstream never issued: 401.
    const strangers = await Promise.all([1, 2, 3].map((n) => signedToken({ sub: `someone-${n}` })));
    for (const token of strangers) expect(await verify(verifier, token)).toEqual({ kind: 'invalid', message: expect.any(String) });
    expect(verifier.size).toBe(2);
  });
});
