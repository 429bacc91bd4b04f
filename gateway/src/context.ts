import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config/config';
import type { Warning } from './errors/warnings';
import type { GatewayLogger } from './logging/logger';
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
  /** Reads that fell back to an empty answer; errors/warnings-plugin.ts adds them to `extensions.warnings`. */
  warnings: Warning[];
}

/**
 * Builds the context of one GraphQL request from the Fastify request: its Authorization header,
 * request id and logger, a NEW {@link UpstreamDataSource}, and an empty warnings list.
 */
export function createContext(request: FastifyRequest, config: GatewayConfig): GatewayContext {
  const authorization = request.headers.authorization || undefined;
  const requestId = request.id;
  const logger = request.log;
  return {
    authorization,
    requestId,
    logger,
    upstream: new UpstreamDataSource({
      upstreamUrl: config.UPSTREAM_URL,
      authorization,
      requestId,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      logger,
    }),
    warnings: [],
  };
}
