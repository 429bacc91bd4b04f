import type { FastifyRequest } from 'fastify';
import type { Agent } from 'undici';
import type { GatewayConfig } from './config/config';
import type { Warning } from './errors/warnings';
import type { GatewayLogger } from './logging/logger';
import { ReferenceLoaders } from './resources/reference-loaders';
import { resourceByPath } from './resources/registry';
import { UpstreamDataSource } from './upstream/data-source';

/**
 * The per-request GraphQL context (DESIGN §3). Built fresh for every HTTP request by
 * {@link createContext}; nothing in it is shared between requests or callers.
 */
export interface GatewayContext {
  /** The incoming `Authorization` header, unchanged (undefined when absent); read by the @auth directive. */
  authorization: string | undefined;
  /** The request id (from `x-request-id` or generated), also sent upstream. */
  requestId: string;
  /** The request's logger; every line carries `requestId`. */
  logger: GatewayLogger;
  /** This request's own REST client, carrying its Authorization header. */
  upstream: UpstreamDataSource;
  /** This request's own loaders of referenced records (one DataLoader per resource, over `upstream`). */
  references: ReferenceLoaders;
  /** Reads that fell back to an empty answer; errors/warnings-plugin.ts adds them to `extensions.warnings`. */
  warnings: Warning[];
}

/**
 * Builds the context of one GraphQL request from the Fastify request: its Authorization header,
 * request id and logger, a NEW {@link UpstreamDataSource} over the gateway's keep-alive `agent`, NEW
 * {@link ReferenceLoaders} over it, and an empty warnings list. Nothing a caller's token fetched can
 * reach another request.
 */
export function createContext(request: FastifyRequest, config: GatewayConfig, agent: Agent): GatewayContext {
  const authorization = request.headers.authorization || undefined;
  const requestId = request.id;
  const logger = request.log;
  const upstream = new UpstreamDataSource({
    upstreamUrl: config.UPSTREAM_URL,
    authorization,
    requestId,
    forwardedFor: forwardedFor(request),
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    logger,
    agent,
  });
  return {
    authorization,
    requestId,
    logger,
    upstream,
    references: new ReferenceLoaders(upstream, resourceByPath),
    warnings: [],
  };
}

/**
 * The `X-Forwarded-For` chain to send upstream: the incoming header's addresses (when present) followed
 * by the address this request came from (the TCP peer; the gateway does not trust proxies itself).
 */
export function forwardedFor(request: Pick<FastifyRequest, 'headers' | 'socket'>): string {
  const incoming = request.headers['x-forwarded-for'];
  if (incoming === undefined) return request.socket.remoteAddress ?? 'unknown';
  const chain = (Array.isArray(incoming) ? incoming.join(',') : (incoming ?? ''))
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return [...chain, request.socket.remoteAddress ?? 'unknown'].join(', ');
}
