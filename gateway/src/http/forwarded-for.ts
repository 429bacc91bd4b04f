import type { IncomingHttpHeaders } from 'node:http';
import { compile } from '@fastify/proxy-addr';

/** Whether a direct peer's address belongs to a trusted proxy. */
export type TrustsPeer = (address: string) => boolean;

/**
 * `TRUST_PROXY` as validated by config/config.ts (`true`, `false`, or a comma-separated list of
 * addresses/CIDRs, rest-api's syntax) → a predicate on the direct peer's address. IPv4-mapped IPv6
 * addresses (`::ffff:127.0.0.1`) match their IPv4 entry.
 */
export function trustsPeer(trustProxy: boolean | string): TrustsPeer {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const trusted = compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (address) => trusted(address, 0);
}

/**
 * The `X-Forwarded-For` to send upstream for a request from `peer` (the socket's remote address),
 * so that the upstream's sign-in limits count per real client (DESIGN §1; the web front server sets
 * the header from its own socket):
 * - from a TRUSTED peer (a proxy named in TRUST_PROXY): the incoming header's addresses followed by
 *   the peer's, as every proxy appends;
 * - from any other peer: the peer's address ALONE. A header the client wrote itself is dropped, so a
 *   spoofed address neither escapes a limit nor spends someone else's.
 */
export function forwardedFor(headers: IncomingHttpHeaders, peer: string | undefined, trusted: TrustsPeer): string {
  const address = peer ?? 'unknown';
  const incoming = headers['x-forwarded-for'];
  if (incoming === undefined || peer === undefined || !trusted(peer)) return address;
  const chain = (Array.isArray(incoming) ? incoming.join(',') : incoming)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [...chain, address].join(', ');
}
