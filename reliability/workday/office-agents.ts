import { Agent } from 'undici';

/**
 * The connection pools of the office (workday/): every simulated employee connects from one loopback
 * address, as an office behind one NAT does, so the servers see one client address for them all.
 * `requests` carries the reads, writes, sign-ins and downloads (keep-alive, as browsers reuse
 * connections); `streams` the live notification streams, one connection each (the server closes each
 * stream's connection when it ends), sized for every stream and the burst so that the client is never the
 * bottleneck. Neither times a body out: streams are silent between events and downloads are read slowly
 * on purpose; each caller sets its own limits.
 */
export interface OfficeAgents {
  requests: Agent;
  streams: Agent;
  /** Closes both pools, destroying whatever is still open. */
  close(): Promise<void>;
}

/** The {@link OfficeAgents} of `address`, for `streams` streams at once and up to `requests` requests at once. */
export function officeAgents(address: string, sizes: { streams: number; requests: number }): OfficeAgents {
  const requests = new Agent({ connections: sizes.requests, keepAliveTimeout: 10_000, pipelining: 1, localAddress: address, bodyTimeout: 0 });
  const streams = new Agent({ connections: sizes.streams, pipelining: 1, localAddress: address, bodyTimeout: 0, headersTimeout: 20_000 });
  return {
    requests,
    streams,
    async close() {
      await Promise.all([requests.destroy(), streams.destroy()]);
    },
  };
}
