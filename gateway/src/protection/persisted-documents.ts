import { type ApolloServerPlugin, type GraphQLResponse, HeaderMap } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionVerdict } from '../auth/verified-session';
import { PERSISTED_DOCUMENTS } from '../generated/persisted-documents';
import { isPublicOperation } from './public-operations';
import { isSameDocument } from './same-document';

/** PERSISTED_DOCUMENTS (config.ts): whether anonymous callers are held to the web's persisted documents. */
export type PersistedDocumentsMode = 'off' | 'first-party-only';

/** The message of an anonymous operation refused under `first-party-only`. */
export const PERSISTED_ONLY_MESSAGE = 'Without a token, only the web application’s own operations can be run; sign in to send others.';

/** The message of a request whose query text is not the persisted document of the hash sent with it. */
export const PERSISTED_MISMATCH_MESSAGE = 'The query text is not the persisted document of the hash sent with it: send the hash alone, or the text without the hash.';

/** The answer to a hash sent with another document's text: HTTP 400, BAD_REQUEST, nothing run. */
const PERSISTED_MISMATCH_RESPONSE: GraphQLResponse = {
  http: { status: 400, headers: new HeaderMap() },
  body: { kind: 'single', singleResult: { errors: [{ message: PERSISTED_MISMATCH_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] } },
};

/**
 * The manifest's text for the persisted hash of a request's `extensions` (an object, or the JSON
 * text a GET sends), or undefined when there is none or the manifest lacks it. Also read by the
 * multipart handler (uploads/multipart.ts), which checks an upload's operation before Apollo runs.
 */
export function persistedText(extensions: unknown, manifest: Readonly<Record<string, string>> = PERSISTED_DOCUMENTS): string | undefined {
  let parsed = extensions;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return undefined;
    }
  }
  const persisted: unknown = parsed && typeof parsed === 'object' && 'persistedQuery' in parsed ? parsed.persistedQuery : undefined;
  const hash = persisted && typeof persisted === 'object' && 'sha256Hash' in persisted ? persisted.sha256Hash : undefined;
  return typeof hash === 'string' && Object.hasOwn(manifest, hash) ? manifest[hash] : undefined;
}

/**
 * Apollo plugin for the first-party web's persisted documents (docs/graphql-grammar.md, "Persisted
 * documents"; the manifest is written by `npm run codegen`, scripts/codegen/persisted-documents.ts):
 * a request whose `extensions.persistedQuery.sha256Hash` is in the manifest runs the manifest's text,
 * in both modes; a `query` sent with it must be that document (protection/same-document.ts), else the
 * request is refused 400 BAD_REQUEST ({@link PERSISTED_MISMATCH_MESSAGE}) rather than running what
 * the caller did not write. Apollo's own automatic persisted queries stay off, so
 * any other hash is still PERSISTED_QUERY_NOT_SUPPORTED.
 */
export function persistedDocumentsPlugin(manifest: Readonly<Record<string, string>> = PERSISTED_DOCUMENTS): ApolloServerPlugin {
  return {
    async requestDidStart({ request }) {
      const text = persistedText(request.extensions, manifest);
      if (text === undefined) return;
      const mismatch = typeof request.query === 'string' && request.query.trim() !== '' && !isSameDocument(request.query, text);
      request.query = text;
      const { persistedQuery: _persistedQuery, ...others } = request.extensions ?? {};
      request.extensions = others;
      // Answered here rather than thrown: an error thrown by requestDidStart is Apollo's 500.
      return mismatch ? { responseForOperation: async () => PERSISTED_MISMATCH_RESPONSE } : undefined;
    },
  };
}

/**
 * `/graphql` preHandler (after the multipart one, so an upload's operations are its body) for
 * PERSISTED_DOCUMENTS=first-party-only: a request whose body (or GET query string) carries no manifest
 * hash and is not a public operation (protection/public-operations.ts: `errorContract`, documented as
 * needing no sign-in), from a caller without a verified session (`sessionOf`, auth/verified-session.ts:
 * no token, or one that is unreadable, unsigned, without `sub` or refused by the upstream), is answered
 * 400 `FORBIDDEN` ({@link PERSISTED_ONLY_MESSAGE}) before Apollo parses or validates it, so an
 * anonymous caller learns nothing of the schema from validation messages either. A signed-in caller (an
 * integrator, or the web once signed in) still sends any operation, and so does one whose session
 * the upstream could not judge just now (the token is signed and names someone; the upstream checks
 * it again on every call, DESIGN §3). A manifest hash and a public operation are looked at first, so
 * the web's own anonymous operations (sign-in) cost no upstream call. With `off` it does nothing.
 */
export function persistedOnlyGuard(
  mode: PersistedDocumentsMode,
  sessionOf: (request: FastifyRequest) => Promise<SessionVerdict>,
  manifest: Readonly<Record<string, string>> = PERSISTED_DOCUMENTS,
) {
  return async function refuseAnonymousArbitrary(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (mode === 'off') return undefined;
    const source: unknown = request.method === 'GET' ? request.query : request.body;
    const extensions = source && typeof source === 'object' && 'extensions' in source ? source.extensions : undefined;
    if (persistedText(extensions, manifest) !== undefined) return undefined;
    if (isPublicOperation(source && typeof source === 'object' && 'query' in source ? source.query : undefined)) return undefined;
    const session = await sessionOf(request);
    if (session.kind === 'live' || session.kind === 'unknown') return undefined;
    return reply.code(400).send({ errors: [{ message: PERSISTED_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } }] });
  };
}
