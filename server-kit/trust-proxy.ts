import { compile } from '@fastify/proxy-addr';

/**
 * `TRUST_PROXY` (the gateway's and the web front server's; rest-api's syntax) → Fastify's `trustProxy`
 * value: `true`/`false`, or the comma-separated list of IP addresses/CIDRs as given (checked by
 * compiling it as proxy-addr will); undefined when the list is not valid (an empty entry, or one that is
 * no address or CIDR). DESIGN §1: many people share one address behind a proxy; only the proxies listed
 * are believed.
 */
export function trustProxyValue(value: string): boolean | string | undefined {
  if (value === 'true' || value === 'false') return value === 'true';
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) return undefined;
  try {
    compile(entries);
  } catch {
    return undefined;
  }
  return entries.join(',');
}
