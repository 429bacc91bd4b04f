import { z } from 'zod';

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
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(10_000),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  GRAPHQL_INTROSPECTION: z.stringbool({ error: 'must be true or false' }).default(true),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

/**
 * Validated gateway configuration.
 * - GATEWAY_PORT / GATEWAY_HOST: where `/graphql`, `/healthz`, `/readyz` listen (4000 on 127.0.0.1).
 * - UPSTREAM_URL: the server that speaks the /setup REST contract (DESIGN §1, §2), without a trailing
 *   slash (http://localhost:3000); it need not be this project's rest-api.
 * - UPSTREAM_TIMEOUT_MS: how long one upstream call may take, in milliseconds (10000).
 * - NODE_ENV: `development` adds stack traces to GraphQL errors; anything else never does (DESIGN §3).
 * - GRAPHQL_INTROSPECTION: whether the schema can be introspected (true; the playground needs it;
 *   the API is internal and every operation but sign-in needs a token).
 * - LOG_LEVEL: pino level (`info`).
 */
export type GatewayConfig = z.infer<typeof configSchema>;

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
