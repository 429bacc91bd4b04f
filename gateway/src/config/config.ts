import { tmpdir } from 'node:os';
import { trustProxyValue } from '../generated/server-kit/trust-proxy';
import { z } from 'zod';
import { parseUpstreamProfile } from '../upstream/profile';

/** Log levels the gateway accepts in LOG_LEVEL (pino's, plus `silent`). */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z.coerce.number().int().min(0).max(65_535);

/**
 * The environment variables of the gateway (DESIGN §7: configuration only through environment
 * variables, validated at start). Unset or empty variables take their defaults.
 */
const configSchema = z.object({
  GATEWAY_PORT: port.default(4000),
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  UPSTREAM_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  UPSTREAM_PROFILE: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const read = parseUpstreamProfile(value);
      if ('problem' in read) {
        ctx.addIssue({ code: 'custom', message: read.problem });
        return z.NEVER;
      }
      return read.profile;
    }),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(10_000),
  UPSTREAM_API_CONNECTIONS: z.coerce.number().int().min(1).max(10_000).default(64),
  UPSTREAM_STREAM_CONNECTIONS: z.coerce.number().int().min(1).max(10_000).default(1024),
  UPSTREAM_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5000),
  DOWNLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(240_000),
  SUBSCRIPTIONS_PER_SESSION: z.coerce.number().int().min(1).max(10_000).default(20),
  SUBSCRIPTIONS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  GRAPHQL_INTROSPECTION: z.stringbool({ error: 'must be true or false' }).default(true),
  PERSISTED_DOCUMENTS: z.enum(['off', 'first-party-only']).default('off'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = trustProxyValue(value);
      if (trust === undefined) ctx.addIssue({ code: 'custom', message: 'must be true, false or a comma-separated list of IP addresses or CIDRs' });
      return trust ?? false;
    }),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(60_000),
  MULTIPART_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(21 * 1024 * 1024),
  UPLOAD_TMP_DIR: z.string().min(1).default(tmpdir()),
  UPLOADS_PER_CLIENT: z.coerce.number().int().min(1).max(100).default(2),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  NOTIFICATION_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  NOTIFICATION_RELAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  NOTIFICATION_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins = corsOrigins(value);
      if (origins === undefined)
        ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of origins such as https://app.example.com (scheme, host and port only)' });
      return origins ?? [];
    }),
  METRICS_ENABLED: z.stringbool({ error: 'must be true or false' }).default(true),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  OTEL_TRACES_EXPORTER: z.enum(['none', 'otlp', 'console'], { error: 'must be none, otlp or console' }).default('none'),
  OTEL_SERVICE_NAME: z.string().min(1).default('gateway'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
});

/** The environment variables the gateway reads; docker-compose.yml is checked against them. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.shape);

/**
 * Validated gateway configuration.
 * - GATEWAY_PORT / GATEWAY_HOST: where `/graphql`, `/healthz`, `/readyz` listen (4000 on 127.0.0.1).
 * - UPSTREAM_URL: the server that speaks the /setup REST contract (DESIGN §1, §2), without a trailing
 *   slash (http://localhost:3000); it need not be this project's rest-api.
 * - UPSTREAM_PROFILE: what the gateway may assume of that server (upstream/profile.ts): unset → our
 *   rest-api's; else the profile's JSON, or the path of a JSON file holding it.
 * - UPSTREAM_TIMEOUT_MS: how long one upstream call may take, in milliseconds (10000).
 * - UPSTREAM_API_CONNECTIONS: most connections (and calls in flight) of the pool for short calls, the
 *   GraphQL operations' REST calls and `/readyz` (64; docs/notifications.md "Upstream capacity").
 * - UPSTREAM_STREAM_CONNECTIONS: most connections of the pool for long-lived work: notification
 *   streams (one per signed-in session with a live tab), file downloads,
 *   exports (1024). Separate from the API pool (DESIGN §1).
 * - DOWNLOAD_IDLE_TIMEOUT_MS: how long a download (a file, an export) may hold bytes its client does not
 *   take before its connection is cut, in milliseconds (240000, twice the web front server's: a steady slow reader may take nothing for tens of seconds, and an inner hop sees those silences longer still, docs/exports.md "Limits"; 0: never; server-kit/stalled-download.ts);
 * - UPSTREAM_QUEUE_TIMEOUT_MS: longest wait for a free connection of either pool, in milliseconds
 *   (5000); past it the call fails as UPSTREAM unavailable instead of hanging.
 * - SUBSCRIPTIONS_PER_SESSION: most open subscriptions of one sign-in (one bearer token), i.e. tabs (20);
 *   one more → 429 TOO_MANY_REQUESTS before the stream starts.
 * - SUBSCRIPTIONS_MAX: most open subscriptions of this gateway process (5000); one more → 429.
 * - NODE_ENV: `development` adds stack traces to GraphQL errors; anything else never does (DESIGN §3).
 * - GRAPHQL_INTROSPECTION: whether the schema can be introspected (true; the playground needs it;
 *   the API is internal and every operation but sign-in needs a token).
 * - PERSISTED_DOCUMENTS: `off` (any operation from anyone, as the schema and roles allow) or
 *   `first-party-only` (a caller without a verified session may run only the web's persisted documents;
 *   protection/persisted-documents.ts, docs/graphql-grammar.md "Persisted documents").
 * - LOG_LEVEL: pino level (`info`).
 * - TRUST_PROXY: which direct peers are proxies whose `X-Forwarded-For` / `X-Forwarded-Proto` the
 *   gateway believes (`false`; `true` trusts every peer; else a list of addresses/CIDRs such as
 *   `127.0.0.1,::1`), the syntax of rest-api's. A trusted peer's address is APPENDED to the incoming
 *   `X-Forwarded-For` sent upstream; an untrusted peer's REPLACES it (DESIGN §1, sign-in limits per client).
 * - REQUEST_TIMEOUT_MS: how long one request may take to arrive whole (headers and body), in
 *   milliseconds (60000); the headers alone at most 15000 (or REQUEST_TIMEOUT_MS when smaller).
 * - MULTIPART_MAX_BYTES: largest multipart (upload) request, in bytes (21 MiB: the upstream's largest
 *   file, an ISO document of 20 MiB, plus a margin); larger → 413 before more is stored.
 * - UPLOAD_TMP_DIR: where the files of an upload wait while they stream upstream (the OS temp folder).
 * - UPLOADS_PER_CLIENT: uploads one signed-in employee may have in progress at once on this gateway
 *   (2, 1–100); one more → 429 before any byte of it is stored (uploads/upload-slots.ts).
 * - SHUTDOWN_DELAY_MS: on SIGTERM, how long to keep serving with `/readyz` failing before closing
 *   (0; at most 60000), so that a load balancer stops sending first (README "Deployment").
 * - NOTIFICATION_POLL_MS: how often `notificationAdded` polls an upstream that has no notification
 *   stream, in milliseconds (15000; docs/notifications.md).
 * - NOTIFICATION_RELAY_SECRET: the secret shared with the upstream's notification relay (32+ random
 *   characters, the rest-api's own NOTIFICATION_RELAY_SECRET; unset: no relay). When the upstream
 *   accepts it, ONE upstream stream per gateway process carries everybody's notifications; when it has
 *   no relay (another /setup server) or refuses the secret, each signed-in person gets an upstream
 *   stream of their own (docs/notifications.md "Relay").
 * - NOTIFICATION_SESSION_CHECK_MS: with the relay, the least time between two checks that a session
 *   with live notifications still lives (60000); the sessions are checked one at a time, so a signed-out
 *   session stops receiving within this plus one round of checks.
 * - CORS_ORIGINS: the browser origins of integrators on other sites allowed to call `/graphql`,
 *   `/graphql/stream` and `/files` (CORS, http/cors.ts), e.g. `https://crm.example.com,http://localhost:8080`;
 *   none by default (off: no CORS headers, so browsers refuse every other origin).
 * - METRICS_ENABLED: whether `GET /metrics` answers the Prometheus text format (true; docs/observability.md).
 * - METRICS_TOKEN: when set (16+ characters), `GET /metrics` needs `Authorization: Bearer <it>` (else 401);
 *   unset with NODE_ENV=production (the default), there is no `/metrics` (404; README "Deployment").
 * - OTEL_TRACES_EXPORTER: `none` (tracing off, nothing loaded), `otlp` (OTLP over HTTP/protobuf to
 *   OTEL_EXPORTER_OTLP_ENDPOINT) or `console` (spans printed on stdout); docs/observability.md.
 * - OTEL_SERVICE_NAME: the traces' `service.name` (`gateway`).
 * - OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL (the exporter's default, http://localhost:4318).
 */
export type GatewayConfig = z.infer<typeof configSchema>;

/**
 * `CORS_ORIGINS` → its origins (`[]` when blank); undefined when an entry is empty or not an exact origin
 * (`scheme://host[:port]`, no path, no trailing slash, http or https).
 */
function corsOrigins(value: string): string[] | undefined {
  if (value.trim() === '') return [];
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => URL.canParse(entry) && /^https?:$/.test(new URL(entry).protocol) && new URL(entry).origin === entry);
  return valid ? [...new Set(entries)] : undefined;
}

/** Thrown by {@link loadConfig} when a variable is invalid; the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the gateway's configuration from `env` (process.env by default). Empty strings
 * count as unset. Throws {@link ConfigError} listing every invalid variable (DESIGN §7).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const present = Object.fromEntries(
    Object.keys(configSchema.shape).flatMap((key) => {
      const value = env[key]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid gateway configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}
