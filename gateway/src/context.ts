import type { NotificationFeedTimings } from './notifications/upstream-notifications';
import type { SessionFeeds } from './notifications/session-feeds';
import type { NotificationRelay } from './notifications/notification-relay';
import type { SessionVerifier } from './auth/verified-session';
import type { CurrentRolesLookup } from './auth/access';
import type { IdentityDirectory } from './auth/identity';
import type { TokenReading } from './auth/token';
import type { SessionVerdict } from './auth/verified-session';
import type { ReferenceLoaders } from './crud/reference-loaders';
import type { Warning } from './errors/warnings';
import type { GatewayLogger } from './logging/logger';
import type { UpstreamDataSource } from './upstream/data-source';

/**
 * The per-request GraphQL context (DESIGN §3). Built fresh for every HTTP request by
 * http/context.ts `createContext`; nothing in it is shared between requests or callers. This file
 * holds the type only, so resolvers can name it without importing how it is built.
 */
export interface GatewayContext {
  /** The incoming `Authorization` header, unchanged (undefined when absent); forwarded upstream. */
  authorization: string | undefined;
  /** What the gateway can read of the caller's token (auth/token.ts), read once per request; the @auth directive decides on it. */
  token: TokenReading;
  /**
   * The caller's employee id (a GraphQL ID string) wherever the upstream profile says it comes from
   * (auth/identity.ts: the token's `sub`, the sign-in answer, an identity endpoint), asked at most once
   * per request; undefined when it cannot be told. Rejects with the identity endpoint's UpstreamError.
   */
  subject: () => Promise<string | undefined>;
  /** The process's directory of identities (auth/identity.ts): sign-in remembers its token's employee there. */
  identities: IdentityDirectory;
  /**
   * The caller's current roles as the upstream knows them (auth/current-roles.ts), asked at most ONCE
   * per request, and only when a token's roles would refuse a field (auth/access.ts) or the caller
   * introspects (protection/introspection-access.ts).
   */
  currentRoles: CurrentRolesLookup;
  /**
   * Whether the caller is signed in as the UPSTREAM says (auth/verified-session.ts), asked at most once
   * per request and reused across requests for a short time; what uploads, introspection, the SDL and
   * the persisted-documents gate decide on (a decoded token alone is no session).
   */
  session: () => Promise<SessionVerdict>;
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
  /** Timings of `notificationAdded` (notifications/upstream-notifications.ts); set on `/graphql/stream` requests. */
  feedTimings?: NotificationFeedTimings;
  /** The gateway's shared upstream feeds, one per session (notifications/session-feeds.ts); set on `/graphql/stream` requests. */
  sessionFeeds?: SessionFeeds;
  /**
   * The gateway's one upstream notification relay (notifications/notification-relay.ts) and the verifier
   * its feeds ask again; set on `/graphql/stream` requests when NOTIFICATION_RELAY_SECRET is set.
   */
  notificationRelay?: { relay: NotificationRelay; sessions: SessionVerifier };
}
