import { unsignedToken } from '../../testing/forged-tokens';
import { type ForeignUpstream, startForeignUpstream } from '../../testing/foreign-upstream';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { GRADES_PAGE } from '../../testing/grade-operations';
import { graphqlPost } from '../../testing/graphql-client';
import { forwardedFor, trustsPeer } from './forwarded-for';

const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$/;

describe('X-Forwarded-For sent upstream (TRUST_PROXY)', () => {
  test.each([
    ['untrusted peer, no header', false, undefined, '198.51.100.7'],
    ['untrusted peer, a spoofed header is dropped', false, '203.0.113.9', '198.51.100.7'],
    ['trusted peer (true), the header is kept and the peer appended', true, '203.0.113.9, 10.0.0.2', '203.0.113.9, 10.0.0.2, 198.51.100.7'],
    ['trusted peer (list), no header', '198.51.100.0/24', undefined, '198.51.100.7'],
    ['trusted peer (list)', '10.0.0.1,198.51.100.7', ' 203.0.113.9 ,, ', '203.0.113.9, 198.51.100.7'],
    ['peer not in the list', '10.0.0.0/8', '203.0.113.9', '198.51.100.7'],
  ])('%s', (_label, trust, header, expected) => {
    const headers = header === undefined ? {} : { 'x-forwarded-for': header };
    expect(forwardedFor(headers, '198.51.100.7', trustsPeer(trust))).toBe(expected);
  });

  test('an IPv4-mapped peer matches its IPv4 entry; an unknown peer is "unknown"', () => {
    expect(forwardedFor({ 'x-forwarded-for': '203.0.113.9' }, '::ffff:127.0.0.1', trustsPeer('127.0.0.1'))).toBe('203.0.113.9, ::ffff:127.0.0.1');
    expect(forwardedFor({ 'x-forwarded-for': '203.0.113.9' }, undefined, trustsPeer(true))).toBe('unknown');
  });

  describe('through a running gateway, as the upstream receives it', () => {
    let upstream: ForeignUpstream;
    let untrusting: TestGateway;
    let trusting: TestGateway;
    const token = unsignedToken({ roles: ['Admin'] });

    beforeAll(async () => {
      // A recording server: it shows what reaches UPSTREAM_URL (a 503 makes the read fall back).
      upstream = await startForeignUpstream({ status: 503, contentType: 'application/json', body: '{"message":"recording"}' });
      untrusting = await startGateway({ UPSTREAM_URL: upstream.url });
      trusting = await startGateway({ UPSTREAM_URL: upstream.url, TRUST_PROXY: '127.0.0.1,::1' });
    });

    afterAll(async () => {
      await trusting?.close();
      await untrusting?.close();
      await upstream?.close();
    });

    async function forwardedBy(gateway: TestGateway, requestId: string, headers: Record<string, string> = {}): Promise<string | string[] | undefined> {
      await graphqlPost(gateway.graphqlUrl, { token, query: GRADES_PAGE, headers: { ...headers, 'x-request-id': requestId } });
      return upstream.received.find((request) => request.headers['x-request-id'] === requestId)?.headers['x-forwarded-for'];
    }

    test('by default (TRUST_PROXY=false) a spoofed X-Forwarded-For is replaced by the peer address', async () => {
      expect(await forwardedBy(untrusting, 'xff-untrusted', { 'x-forwarded-for': '203.0.113.9' })).toMatch(LOOPBACK);
      expect(await forwardedBy(untrusting, 'xff-untrusted-none')).toMatch(LOOPBACK);
    });

    test('from a trusted proxy, the peer address is appended to its X-Forwarded-For', async () => {
      const chain = String(await forwardedBy(trusting, 'xff-trusted', { 'x-forwarded-for': '203.0.113.9' }));
      expect(chain.split(', ')[0]).toBe('203.0.113.9');
      expect(chain.split(', ')[1]).toMatch(LOOPBACK);
      expect(chain.split(', ')).toHaveLength(2);
    });

    test('file downloads send the same X-Forwarded-For', async () => {
      await fetch(`${untrusting.url}/files/employees/a.png`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'xff-file' } });
      const received = upstream.received.find((request) => request.headers['x-request-id'] === 'xff-file');
      expect(received?.headers['x-forwarded-for']).toMatch(LOOPBACK);
    });
  });
});
