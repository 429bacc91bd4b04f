import type { FastifyRequest } from 'fastify';
import type { Agent } from 'undici';
import type { CurrentRolesLookup } from './auth/access';
import { type CurrentRoles, lookUpCurrentRoles } from './auth/current-roles';
import { type TokenReading, readToken } from './auth/token';
import type { GatewayConfig } from './config/config';
import type { Warning } from './errors/warnings';
import { type TrustsPeer, forwardedFor } from './http/forwarded-for';
import type { GatewayLogger } from './logging/logger';
import { ReferenceLoaders } from './resources/reference-loaders';
import { resourceByPath } from './resources/registry';
import { UpstreamDataSource } from './upstream/data-source';

/**
 * The per-request GraphQL context (DESIGN §3). Built fresh for every HTTP request by
 * {@link createContext}; nothing in it is shared between requests or callers.
 */
export interface GatewayContext {
  /** The incoming `Authorization` header, unchanged (undefined when absent); forwarded upstream. */
  authorization: string | undefined;
  /** What the gateway can read of the caller's token (auth/token.ts), read once per request; the @auth directive decides on it. */
  token: TokenReading;
  /**
   * The caller's current roles as the upstream knows them (auth/current-roles.ts), asked at most ONCE
   * per request, and only when a token's roles would refuse a field (auth/access.ts) or the caller
   * introspects (protection/introspection-access.ts).
   */
  currentRoles: CurrentRolesLookup;
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

/** What {@link createContext} needs besides the request: the configuration, the upstream pool, the trusted proxies. */
export interface ContextDeps {
  config: GatewayConfig;
  /** The gateway's keep-alive connection pool (upstream/upstream-agent.ts). */
  agent: Agent;
  /** TRUST_PROXY as a predicate (http/forwarded-for.ts). */
  trustsPeer: TrustsPeer;
}

/**
 * Builds the context of one GraphQL request from the Fastify request: its Authorization header (and
 * what can be read of the token), request id and logger, a NEW {@link UpstreamDataSource} over the
 * gateway's keep-alive agent with the `X-Forwarded-For` of http/forwarded-for.ts, NEW
 * {@link ReferenceLoaders} over it, a memoised current-roles lookup, and an empty warnings list.
 * Nothing a caller's token fetched can reach another request.
 */
export function createContext(request: FastifyRequest, deps: ContextDeps): GatewayContext {
  const authorization = request.headers.authorization || undefined;
  const token = readToken(authorization);
  const requestId = request.id;
  const logger = request.log;
  const upstream = new UpstreamDataSource({
    upstreamUrl: deps.config.UPSTREAM_URL,
    authorization,
    requestId,
    forwardedFor: forwardedFor(request.headers, request.socket.remoteAddress, deps.trustsPeer),
    timeoutMs: deps.config.UPSTREAM_TIMEOUT_MS,
    logger,
    agent: deps.agent,
  });
  let roles: Promise<CurrentRoles> | undefined;
  return {
    authorization,
    token,
    currentRoles: () => (roles ??= lookUpCurrentRoles(upstream, token.kind === 'claims' ? token.subject : undefined)),
    requestId,
    logger,
    upstream,
    references: new ReferenceLoaders(upstream, resourceByPath),
    warnings: [],
  };
}

const contexts = new WeakMap<FastifyRequest, GatewayContext>();

/**
 * The one context of `request`, created on first use: the multipart upload check
 * (uploads/multipart.ts) and Apollo's execution share it, so a current-roles lookup made before a
 * file was read is not made again while executing.
 */
export function contextFor(request: FastifyRequest, deps: ContextDeps): GatewayContext {
  let context = contexts.get(request);
  if (!context) {
    context = createContext(request, deps);
    contexts.set(request, context);
  }
  return context;
}
