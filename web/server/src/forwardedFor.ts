import type { IncomingHttpHeaders } from 'node:http';

/**
 * Request headers that only a proxy may set: the ones by which a client could claim another address,
 * host or protocol, and the request id. The front server never passes a client's value of these on
 * (DESIGN §1: whatever serves the browser sets the forwarded address from its own socket).
 */
export const PROXY_SET_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-request-id',
] as const;

/** A client address as the gateway should see it: an IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`) is written as IPv4. */
export function clientAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/**
 * The headers the front server sends to the gateway for one request: the client's own headers without
 * those only a proxy may set ({@link PROXY_SET_HEADERS}), plus `X-Forwarded-For: <client address>`
 * (ONE address: the client as this server determined it, so that the gateway and rest-api, which trust
 * this server, count sign-ins per person and not per load balancer), `X-Forwarded-Proto` (`http` or
 * `https`, as this server received it) and `X-Request-Id` (this server's id of the request, for the
 * logs of every part). The gateway trusts the forwarded address only from the proxies in its TRUST_PROXY.
 *
 * @param headers the request headers as received (not changed)
 * @param client the client's address: Fastify's `request.ip`, i.e. the socket's peer, or with
 *   TRUST_PROXY the right-most `X-Forwarded-For` address that is not a trusted proxy
 * @param protocol the protocol the request came over
 * @param requestId this server's id of the request
 */
export function forwardedHeaders(headers: IncomingHttpHeaders, client: string | undefined, protocol: 'http' | 'https', requestId: string): IncomingHttpHeaders {
  const next: IncomingHttpHeaders = { ...headers };
  for (const name of PROXY_SET_HEADERS) delete next[name];
  next['x-forwarded-for'] = clientAddress(client);
  next['x-forwarded-proto'] = protocol;
  next['x-request-id'] = requestId;
  return next;
}
