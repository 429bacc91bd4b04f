import { unsignedToken } from '../../testing/forged-tokens';
import { type ForeignUpstream, startForeignUpstream } from '../../testing/foreign-upstream';
import { type TestGateway, startGateway } from '../../testing/gateway-server';

/** The headers every gateway answer carries (http/security-headers.ts; DESIGN §1). */
function expectSecurityHeaders(response: Response, label: string): void {
  const headers = Object.fromEntries(['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'].map((name) => [name, response.headers.get(name)]));
  expect({ label, ...headers }).toEqual({
    label,
    'content-security-policy': expect.stringMatching(/^default-src 'self';.*frame-ancestors 'none'/),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  });
  expect(response.headers.get('x-powered-by')).toBeNull();
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

const graphql = (gateway: TestGateway, body: string, headers: Record<string, string> = {}) =>
  fetch(gateway.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('security headers', () => {
  let upstream: ForeignUpstream;
  let gateway: TestGateway;
  let behindProxy: TestGateway;

  beforeAll(async () => {
    // Every upstream call answers a small PNG: enough for a download and for reads that then do not fit the contract.
    upstream = await startForeignUpstream({ status: 200, contentType: 'image/png', body: 'png-bytes' });
    gateway = await startGateway({ UPSTREAM_URL: upstream.url });
    behindProxy = await startGateway({ UPSTREAM_URL: upstream.url, TRUST_PROXY: '127.0.0.1,::1' });
  });

  afterAll(async () => {
    await behindProxy?.close();
    await gateway?.close();
    await upstream?.close();
  });

  test('every kind of /graphql answer: the headers and Cache-Control: no-store', async () => {
    const answers: Array<[string, Response]> = [
      ['a query', await graphql(gateway, JSON.stringify({ query: '{ __typename }' }))],
      ['an UNAUTHENTICATED error', await graphql(gateway, JSON.stringify({ query: '{ allGrades { id } }' }))],
      ['a sign-in (here failing upstream)', await graphql(gateway, JSON.stringify({ query: 'mutation { authenticate(email: "a@b.c", password: "x") { token } }' }))],
      ['a validation error', await graphql(gateway, JSON.stringify({ query: '{ nothing }' }))],
      ['malformed JSON', await graphql(gateway, '{"query":')],
      ['a body over 1 MB', await graphql(gateway, JSON.stringify({ query: `{ __typename } # ${'x'.repeat(1024 * 1024)}` }))],
      ['a CSRF refusal', await fetch(gateway.graphqlUrl, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' })],
      ['a refused upload', await fetch(gateway.graphqlUrl, { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: new FormData() })],
    ];
    for (const [label, response] of answers) {
      expectSecurityHeaders(response, label);
      expect([label, response.headers.get('cache-control')]).toEqual([label, 'no-store']);
    }
  });

  test('health, downloads, refusals and unknown routes carry the headers too', async () => {
    const token = unsignedToken({ roles: ['Admin'] });
    const download = await fetch(`${gateway.url}/files/employees/me.png`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    const answers: Array<[string, Response]> = [
      ['healthz', await fetch(`${gateway.url}/healthz`)],
      ['a download', download],
      ['a download without a token', await fetch(`${gateway.url}/files/employees/me.png`)],
      ['an unknown route', await fetch(`${gateway.url}/nothing`)],
      ['a name over the router limit', await fetch(`${gateway.url}/files/employees/${'x'.repeat(150)}`, { headers: { authorization: `Bearer ${token}` } })],
    ];
    for (const [label, response] of answers) expectSecurityHeaders(response, label);
  });

  test('the playground page has its own CSP: its bundled scripts by hash, still framed by nobody', async () => {
    for (const url of [gateway.graphqlUrl, `${gateway.url}/playground`]) {
      const page = await fetch(url, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|https?:/);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const script = await fetch(`${gateway.url}/playground/main.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('HSTS only over TLS: X-Forwarded-Proto https counts only from a trusted proxy', async () => {
    const viaProxy = await fetch(`${behindProxy.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await fetch(`${behindProxy.url}/healthz`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const spoofed = await fetch(`${gateway.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    const graphqlOverTls = await graphql(behindProxy, JSON.stringify({ query: '{ __typename }' }), { 'x-forwarded-proto': 'https' });
    expect(graphqlOverTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
