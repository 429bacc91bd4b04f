import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { UpstreamDataSource } from '../upstream/data-source';
import { restId } from '../upstream/contract';
import type { UpstreamProfile } from '../upstream/profile';
import type { TokenReading } from './token';

/** Most sign-ins remembered at once under `identity: "sign-in"`; past it the oldest is forgotten. */
export const REMEMBERED_SIGN_INS_MAX = 10_000;

/** The part of the identity endpoint's answer read: the caller's own record's `_id` (a string or a number). */
const identityAnswer = z.object({ _id: restId });

/** The bearer token of an Authorization header (`Bearer <token>`), undefined without one. */
export function bearerOf(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
}

/** A token as a map key: its SHA-256 (the token itself is neither kept nor logged). */
function keyOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Who the caller is (the employee id, as a GraphQL `ID` string), wherever the upstream profile says it
 * comes from (upstream/profile.ts `identity`): the JWT's `sub`, what this process remembered of the
 * sign-in answer that gave the token, or the profile's identity endpoint. ONE per gateway process.
 */
export class IdentityDirectory {
  private readonly signIns = new Map<string, string>();

  constructor(
    private readonly profile: UpstreamProfile,
    private readonly maxEntries = REMEMBERED_SIGN_INS_MAX,
  ) {}

  /** Remembers that `token` (a sign-in or refresh answer's token) belongs to employee `subject`; only under `identity: "sign-in"`. */
  remember(token: string, subject: string): void {
    if (this.profile.identity !== 'sign-in') return;
    const key = keyOf(token);
    this.signIns.delete(key);
    while (this.signIns.size >= this.maxEntries) {
      const oldest = this.signIns.keys().next().value;
      if (oldest === undefined) break;
      this.signIns.delete(oldest);
    }
    this.signIns.set(key, subject);
  }

  /**
   * The caller's employee id, or undefined when it cannot be told (no token; a token this process did
   * not see signed in; an identity endpoint that answered no record). `upstream` is the request's data
   * source (carrying the caller's token). Rejects with the endpoint's UpstreamError (a 401 is
   * UNAUTHENTICATED) under `identity: "endpoint"`.
   */
  async subjectOf(authorization: string | undefined, token: TokenReading, upstream: UpstreamDataSource): Promise<string | undefined> {
    if (token.kind !== 'claims') return undefined;
    if (this.profile.identity === 'token') return token.subject;
    const bearer = bearerOf(authorization);
    if (!bearer) return undefined;
    if (this.profile.identity === 'sign-in') return this.signIns.get(keyOf(bearer));
    return (await upstream.getJson(identityAnswer, this.profile.identityPath))._id;
  }

  /** How many sign-ins are remembered (for tests of the bound). */
  get size(): number {
    return this.signIns.size;
  }
}
