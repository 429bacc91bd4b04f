import { trustProxyValue } from './generated/server-kit/trust-proxy.ts';
import { z } from 'zod';

/** Log levels the front server accepts in LOG_LEVEL (pino's, plus `silent`). */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The longest whole request (headers and body) the front server waits for by default, in milliseconds. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

const configSchema = z.object({
  WEB_PORT: z.coerce.number().int().min(0).max(65_535).default(5173),
  WEB_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('http://localhost:4000')
    .transform((url) => url.replace(/\/+$/, '')),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(DEFAULT_REQUEST_TIMEOUT_MS),
  DOWNLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = trustProxyValue(value);
      if (trust === undefined) ctx.addIssue({ code: 'custom', message: 'must be true, false or a comma-separated list of IP addresses or CIDRs' });
      return trust ?? false;
    }),
});

/** The environment variables the front server reads; docker-compose.yml is checked against them. */
export const FRONT_CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.shape);

/**
 * Validated configuration of the web front server (DESIGN §1: `npm start` serves the built web from one
 * origin; DESIGN §7: configuration only through environment variables, validated at start):
 * - WEB_PORT / WEB_HOST: where it listens (5173 on 127.0.0.1);
 * - GATEWAY_URL: the GraphQL gateway that `/graphql` and `/files/...` are passed to, without a trailing
 *   slash (http://localhost:4000);
 * - REQUEST_TIMEOUT_MS: the longest a whole request (headers and body) may take to arrive, in
 *   milliseconds (60000; at least 1000); the headers alone get at most 15 s;
 * - DOWNLOAD_IDLE_TIMEOUT_MS: how long a download (`/files/...`: a file, an export) may hold bytes its
 *   client does not take before its connection is cut, in milliseconds (120000, docs/exports.md "Limits"; 0: never;
 *   generated/server-kit/stalled-download.ts);
 * - WEB_DIST_DIR: the web's build (`vite build` output), web/dist when unset;
 * - LOG_LEVEL: pino level (`info`);
 * - TRUST_PROXY: which direct peers are proxies (a load balancer in front) whose `X-Forwarded-For` and
 *   `X-Forwarded-Proto` are believed: `true`, `false` (the default) or a comma-separated list of
 *   addresses/CIDRs, the gateway's and rest-api's syntax. The client address found through them
 *   (the right-most address not trusted) is what the gateway and rest-api's sign-in limits see
 *   (forwardedFor.ts; README "Sign-in limits behind proxies").
 */
export type FrontConfig = z.infer<typeof configSchema>;

/** Thrown by {@link loadFrontConfig} when a variable is invalid; the message names every bad variable. */
export class FrontConfigError extends Error {
  override name = 'FrontConfigError';
}

/**
 * Reads and validates the front server's configuration from `env` (process.env by default). Empty
 * strings count as unset. Throws {@link FrontConfigError} listing every invalid variable.
 */
export function loadFrontConfig(env: NodeJS.ProcessEnv = process.env): FrontConfig {
  const present = Object.fromEntries(
    Object.keys(configSchema.shape).flatMap((key) => {
      const value = env[key]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new FrontConfigError(`Invalid web server configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}
