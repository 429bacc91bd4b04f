import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * What the gateway may assume of the `/setup` server behind it (DESIGN §1: any server that speaks the
 * contract of spec §7, the legacy one included; docs/setup-contract.md "Upstream profile"). The
 * default is this project's rest-api; `UPSTREAM_PROFILE` describes another server.
 * - `token`: `jwt` (a JWT whose payload the gateway decodes, never verifies, for `sub` and `roles`) or
 *   `opaque` (nothing can be read from it: the upstream decides every role, and the identity comes from
 *   `identity`);
 * - `identity`: where the caller's employee id comes from: `token` (the JWT's `sub`), `sign-in` (the
 *   `_id` of the sign-in answer, remembered by this gateway process for the token it answered, and
 *   for the tokens `refreshToken` gives in its place) or `endpoint` (`GET /setup/{identityPath}` with the caller's
 *   token, answering the caller's record with its `_id`);
 * - `idType`: the JSON type of the server's ids. Every id becomes a GraphQL `ID` string; ids sent back
 *   in bodies (references, nested `_id`, `ids` of a reorder) go as `number` when the server's are
 *   numbers, else as the strings it sent;
 * - `healthPath`: the path under UPSTREAM_URL whose 2xx means "ready" (`/healthz`), or null: the server
 *   has none, and `/readyz` is ready while `GET /setup/` gets any answer below 500;
 * - `update`: `partial` (a PUT changes only the fields it carries, as ours: an update is one PUT of the
 *   changed fields and `__v`) or `replace` (a PUT replaces the record: the gateway reads it, merges the
 *   input and sends every writable field);
 * - `versions`: whether records carry `__v` (false: `version` is always 0, no `__v` is sent, the last
 *   write wins).
 * Error bodies need no setting: the gateway reads ours (`{ message, errors, reason }`), mongoose
 * validation and cast errors, driver duplicate-key texts, plain text and empty bodies from any server
 * (upstream/error-mapping.ts, upstream/foreign-error-body.ts).
 */
export const upstreamProfileSchema = z
  .object({
    token: z.enum(['jwt', 'opaque']).default('jwt'),
    identity: z.enum(['token', 'sign-in', 'endpoint']).default('token'),
    identityPath: z
      .string()
      .regex(/^[\w-]+(\/[\w-]+)*$/, 'must be a path under /setup such as employees/me')
      .default('employees/me'),
    idType: z.enum(['string', 'number']).default('string'),
    healthPath: z
      .string()
      .regex(/^\/[\w./-]*$/, 'must be a path such as /healthz')
      .nullable()
      .default('/healthz'),
    update: z.enum(['partial', 'replace']).default('partial'),
    versions: z.boolean().default(true),
  })
  .strict()
  .refine((profile) => !(profile.token === 'opaque' && profile.identity === 'token'), {
    message: 'an opaque token names no one: identity must be sign-in or endpoint',
    path: ['identity'],
  });

/** A validated upstream profile; see {@link upstreamProfileSchema}. */
export type UpstreamProfile = z.output<typeof upstreamProfileSchema>;

/** Our rest-api's profile (docs/setup-contract.md): JWT with `sub`/`roles`, UUID strings, `/healthz`, partial PUT with `__v`. */
export const SETUP_PROFILE: UpstreamProfile = upstreamProfileSchema.parse({});

/**
 * `UPSTREAM_PROFILE` → the profile: unset or empty → {@link SETUP_PROFILE}; text starting with `{` is
 * the JSON itself; anything else is the path of a JSON file. Returns the zod issues' messages (one
 * string) instead when the JSON cannot be read or does not fit.
 */
export function parseUpstreamProfile(value: string | undefined): { profile: UpstreamProfile } | { problem: string } {
  const text = value?.trim();
  if (!text) return { profile: SETUP_PROFILE };
  let json: unknown;
  try {
    json = JSON.parse(text.startsWith('{') ? text : readFileSync(text, 'utf8'));
  } catch (error) {
    return { problem: `cannot read the profile: ${(error as Error).message}` };
  }
  const parsed = upstreamProfileSchema.safeParse(json);
  if (parsed.success) return { profile: parsed.data };
  return { problem: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'profile'}: ${issue.message}`).join(', ') };
}
