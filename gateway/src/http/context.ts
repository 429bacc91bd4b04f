import type { FastifyRequest } from 'fastify';
import { type CurrentRoles, lookUpCurrentRoles } from '../auth/current-roles';
import { readToken } from '../auth/token';
import type { IdentityDirectory } from '../auth/identity';
import type { SessionVerdict, SessionVerifier } from '../auth/verified-session';
import type { GatewayConfig } from '../config/config';
import type { GatewayContext } from '../context';
import { ReferenceLoaders } from '../crud/reference-loaders';
import { REFERENCE_FIELDS, resourceByPath } from '../setup/registry';
import { UpstreamDataSource } from '../upstream/data-source';
import type { Upstream } from '../upstream/upstream';
import { type TrustsPeer, forwardedFor } from './forwarded-for';
import { requestSignal } from './request-signal';
import type { UpstreamPools } from '../upstream/upstream-pool';

/** What {@link createContext} needs besides the request: the configuration, the upstream pools and transport, the trusted proxies. */
export interface ContextDeps {
  config: GatewayConfig;
  /**
   * The gateway's two bounded connection pools (upstream/upstream-pool.ts): `api` for short calls and
   * `/readyz`, `stream` for long-lived work; file downloads and exports stream through `stream`.
   */
  pools: UpstreamPools;
  /** How the data sources reach the upstream (upstream/upstream.ts): undici over `pools`, or one given to createGateway (tests). */
  upstream: Upstream;
  /** TRUST_PROXY as a predicate (http/forwarded-for.ts). */
  trustsPeer: TrustsPeer;
  /** The process's verdicts on sessions (auth/verified-session.ts), shared by every request. */
  sessions: SessionVerifier;
  /** Who callers are, as the upstream profile says (auth/identity.ts), shared by every request. */
  identities: IdentityDirectory;
}

/**
 * Builds the context of one GraphQL request from the Fastify request: its Authorization header (and
 * what can be read of the token), request id and logger, a NEW {@link UpstreamDataSource} over the
 * gateway's upstream transport (deps.upstream) with the `X-Forwarded-For` of http/forwarded-for.ts and
 * the request's abort signal (http/request-signal.ts), NEW {@link ReferenceLoaders} over it, a memoised
 * current-roles lookup, the memoised verdict on its session (deps.sessions), and an empty warnings list.
 * Nothing a caller's token fetched can reach another request.
 */
export function createContext(request: FastifyRequest, deps: ContextDeps): GatewayContext {
  const authorization = request.headers.authorization || undefined;
  const profile = deps.config.UPSTREAM_PROFILE;
  const token = readToken(authorization, profile);
  const requestId = request.id;
  const logger = request.log;
  const upstream = new UpstreamDataSource({
    upstreamUrl: deps.config.UPSTREAM_URL,
    authorization,
    requestId,
    forwardedFor: forwardedFor(request.headers, request.socket.remoteAddress, deps.trustsPeer),
    timeoutMs: deps.config.UPSTREAM_TIMEOUT_MS,
    logger,
    transport: deps.upstream,
    signal: requestSignal(request),
    profile,
    idFields: REFERENCE_FIELDS,
  });
  let roles: Promise<CurrentRoles> | undefined;
  let session: Promise<SessionVerdict> | undefined;
  let subject: Promise<string | undefined> | undefined;
  const subjectOf = () => (subject ??= deps.identities.subjectOf(authorization, token, upstream));
  return {
    authorization,
    token,
    subject: subjectOf,
    identities: deps.identities,
    currentRoles: () => (roles ??= lookUpCurrentRoles(upstream, subjectOf)),
    session: () => (session ??= deps.sessions.verify(authorization, token, upstream, subjectOf)),
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
