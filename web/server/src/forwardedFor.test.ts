/**
 * @jest-environment node
 */
import { clientAddress, forwardedHeaders } from './forwardedFor.ts';

describe('forwardedHeaders (the client address the gateway sees, DESIGN §1)', () => {
  it("replaces every proxy header a client sent with the socket's address, protocol and this server's request id", () => {
    const sent = {
      host: 'localhost:5173',
      authorization: 'Bearer t',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      forwarded: 'for=203.0.113.7;proto=https',
      'x-real-ip': '203.0.113.7',
      'true-client-ip': '203.0.113.7',
      'x-request-id': 'forged',
    };
    expect(forwardedHeaders(sent, '::ffff:192.0.2.10', 'http', 'r-1')).toEqual({
      host: 'localhost:5173',
      authorization: 'Bearer t',
      'x-forwarded-for': '192.0.2.10',
      'x-forwarded-proto': 'http',
      'x-request-id': 'r-1',
    });
    expect(sent['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('writes IPv4 addresses mapped into IPv6 as IPv4 and keeps real IPv6 ones', () => {
    expect(clientAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('::1')).toBe('::1');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(clientAddress(undefined)).toBe('unknown');
  });
});
