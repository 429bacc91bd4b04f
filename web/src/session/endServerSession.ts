import { isUnauthenticated } from '../lib/graphql/graphqlErrors';

/** What {@link endServerSession} may be given besides the token (tests). */
export interface EndServerSessionOptions {
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
}

/**
 * Ends one sign-in on the server (spec §4 logout, the lock screen; schema `signOut`): runs the
 * `signOut` mutation with `token` as its bearer token, so that token stops working at once, even
 * if a copy of it survives somewhere. The token is passed in, not read from the session, so the
 * caller may clear the local session right after calling this without waiting: the request still
 * carries the token it was started with. It is sent with `keepalive`, so closing the tab just after
 * logging out does not cancel it.
 *
 * Never fails: resolves `true` when the server confirmed, `false` otherwise — no answer, or the
 * session had already ended (UNAUTHENTICATED) — since the local sign-out must happen anyway.
 * Failures other than an already-ended session are logged as warnings. The runner (with graphql's
 * printer) and the document load on demand, as the account pages' own operations do (see useGatewayMutation).
 */
export async function endServerSession(token: string, { fetch: doFetch = (...args) => fetch(...args) }: EndServerSessionOptions = {}): Promise<boolean> {
  try {
    const [{ requestGateway }, { SignOutDocument }] = await Promise.all([import('../lib/graphql/gatewayRequest'), import('../generated/documents/SignOutDocument')]);
    await requestGateway(SignOutDocument, {}, { token, fetch: (input, init) => doFetch(input, { ...init, keepalive: true }) });
    return true;
  } catch (error) {
    if (!isUnauthenticated(error)) console.warn('The session could not be ended on the server.', error);
    return false;
  }
}
