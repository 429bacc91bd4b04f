import { createHash } from 'node:crypto';
import { decodeProtectedHeader } from 'jose';
import { z } from 'zod';
import { type UpstreamDataSource, pathSegment } from '../upstream/data-source';
import { UpstreamError } from '../upstream/upstream-error';
import { INVALID_SESSION_MESSAGE, SIGN_IN_MESSAGE } from './access';
import type { TokenReading } from './token';
import { bearerOf } from './identity';
import { SETUP_PROFILE, type UpstreamProfile } from '../upstream/profile';

/**
 * Whether a caller is signed in, as far as the upstream says (DESIGN §1: the gateway holds no signing
 * key and may front an upstream with other tokens, so only the upstream can tell a live session):
 * - `none`: no token at all;
 * - `invalid`: a token that is no session: unreadable, unsigned (`alg: none` or an empty signature),
 *   without `sub`, or refused by the upstream (401, whose message is kept);
 * - `live`: the upstream accepted it; `roles` are the employee's CURRENT roles from the upstream's
 *   answer (spec §6 names, the first is the active one), or undefined when the answer had none (the
 *   upstream accepted the token but did not show the record: it then decides on roles itself);
 * - `unknown`: the upstream could not tell (unreachable, 5xx, an answer off the contract).
 */
export type SessionVerdict =
  | { kind: 'none'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'live'; subject: string; roles: readonly unknown[] | undefined }
  | { kind: 'unknown'; subject: string };

/** How long a verdict of the upstream is reused, in milliseconds (a signed-out token is refused within this). */
export const SESSION_VERDICT_TTL_MS = 30_000;

/** Most verdicts kept at once; past it the oldest is forgotten (a flood of forged tokens cannot grow memory). */
export const SESSION_VERDICT_MAX_ENTRIES = 10_000;

/** The part of `GET /setup/employees/{id}` (docs/setup-contract.md "Employees") read: its roles when shown. */
const employeeRoles = z.object({ roles: z.array(z.unknown()).optional() });

/**
 * What can be decided without the upstream: a verdict for a token that is no session, or the subject
 * to ask the upstream about (undefined when the profile takes it from elsewhere, auth/identity.ts).
 * Under a JWT profile, `alg: none` and an empty signature are refused here (no upstream signs sessions
 * that way), and so is a missing `sub` when the identity comes from the token (it names no one the
 * upstream could confirm). An opaque token (upstream/profile.ts) is only ever judged by the upstream.
 */
export function localVerdict(
  authorization: string | undefined,
  token: TokenReading,
  profile: UpstreamProfile = SETUP_PROFILE,
): SessionVerdict | { kind: 'ask'; subject: string | undefined; bearer: string } {
  if (token.kind === 'none') return { kind: 'none', message: SIGN_IN_MESSAGE };
  if (token.kind === 'unreadable') return { kind: 'invalid', message: INVALID_SESSION_MESSAGE };
  if (profile.identity === 'token' && token.subject === undefined) return { kind: 'invalid', message: INVALID_SESSION_MESSAGE };
  const bearer = bearerOf(authorization);
  if (!bearer || (profile.token === 'jwt' && unsigned(bearer))) return { kind: 'invalid', message: INVALID_SESSION_MESSAGE };
  return { kind: 'ask', subject: token.subject, bearer };
}

/** Whether a JWT carries no signature: `alg: none` (any case) or an empty third part. */
function unsigned(jwt: string): boolean {
  if (!jwt.split('.')[2]) return true;
  try {
    const { alg } = decodeProtectedHeader(jwt);
    return typeof alg !== 'string' || alg.toLowerCase() === 'none';
  } catch {
    return true;
  }
}

/**
 * The upstream's verdict on the caller's token, asked with the caller's own token through the
 * request's data source (so it takes the same connection pool and headers as every API call):
 * `GET /setup/employees/{id}` ("read yourself", which every /setup server answers, DESIGN §6), the id
 * from `subjectOf` (auth/identity.ts; none → invalid; an identity endpoint's 401 → invalid). 2xx →
 * live with the record's roles; 401 → invalid; 403 or 404 → live without roles (the token passed the
 * upstream's authentication; it decides on the rest); anything else → unknown.
 */
async function askUpstream(upstream: UpstreamDataSource, subjectOf: () => Promise<string | undefined>): Promise<SessionVerdict> {
  let subject = '';
  try {
    const found = await subjectOf();
    if (found === undefined) return { kind: 'invalid', message: INVALID_SESSION_MESSAGE };
    subject = found;
    const employee = await upstream.getJson(employeeRoles, `employees/${pathSegment(subject)}`);
    return { kind: 'live', subject, roles: employee.roles };
  } catch (error) {
    if (!(error instanceof UpstreamError)) return { kind: 'unknown', subject };
    if (error.code === 'UNAUTHENTICATED') return { kind: 'invalid', message: error.message };
    if (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND') return { kind: 'live', subject, roles: undefined };
    return { kind: 'unknown', subject };
  }
}

/**
 * Decides "signed in" from a verified session (README "Security"): used by the upload pre-check, the
 * concurrent-upload cap, introspection, the SDL route and the persisted-documents gate, which must not
 * take a decoded but unverified token for a session. ONE per gateway process: verdicts of `live` and
 * `invalid` are kept for `ttlMs` ({@link SESSION_VERDICT_TTL_MS}), keyed by the SHA-256 of the token
 * (the token itself is neither kept nor logged), at most `maxEntries` of them; concurrent requests
 * with the same token share one upstream call. `unknown` is never kept. A cache per process is enough:
 * it only saves upstream calls, every replica asks for itself.
 */
export class SessionVerifier {
  private readonly verdicts = new Map<string, { expiresAt: number; verdict: Promise<SessionVerdict> }>();

  /**
   * @param ttlMs how long a verdict is reused, in milliseconds
   * @param maxEntries the most verdicts kept
   * @param now the clock, in milliseconds (tests pass their own)
   */
  constructor(
    private readonly ttlMs = SESSION_VERDICT_TTL_MS,
    private readonly maxEntries = SESSION_VERDICT_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The verdict on the token of `authorization` (`token` is what auth/token.ts read of it); asks
   * `upstream` (the request's data source, carrying that same header) when not known, or always with
   * `fresh` (a long-lived stream checking that its session still lives; the answer is kept), about the
   * employee `subjectOf` names (the request's identity; the token's `sub` when not given). Never rejects.
   */
  verify(
    authorization: string | undefined,
    token: TokenReading,
    upstream: UpstreamDataSource,
    subjectOf?: () => Promise<string | undefined>,
    fresh = false,
  ): Promise<SessionVerdict> {
    const local = localVerdict(authorization, token, upstream.profile);
    if (local.kind !== 'ask') return Promise.resolve(local);
    const key = createHash('sha256').update(local.bearer).digest('base64url');
    const now = this.now();
    const kept = this.verdicts.get(key);
    if (kept && kept.expiresAt > now && !fresh) return kept.verdict;
    if (kept) this.verdicts.delete(key);
    const verdict = askUpstream(upstream, subjectOf ?? (() => Promise.resolve(local.subject))).then((answer) => {
      if (answer.kind === 'unknown' && this.verdicts.get(key)?.verdict === verdict) this.verdicts.delete(key);
      return answer;
    });
    while (this.verdicts.size >= this.maxEntries) {
      const oldest = this.verdicts.keys().next().value;
      if (oldest === undefined) break;
      this.verdicts.delete(oldest);
    }
    this.verdicts.set(key, { expiresAt: now + this.ttlMs, verdict });
    return verdict;
  }

  /** How many verdicts are kept (for tests of the bound). */
  get size(): number {
    return this.verdicts.size;
  }
}
