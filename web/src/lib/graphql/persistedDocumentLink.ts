import { ApolloLink } from '@apollo/client';
import { PERSISTED_DOCUMENT_HASHES } from '../../generated/persisted-document-hashes';

/**
 * `{ persistedQuery: { version: 1, sha256Hash } }` for an operation of the web, by its name, or
 * undefined when the manifest has no hash for it (docs/graphql-grammar.md, "Persisted documents").
 */
export function persistedQueryExtensions(
  operationName: string | undefined,
  hashes: Readonly<Record<string, string>> = PERSISTED_DOCUMENT_HASHES,
): { persistedQuery: { version: 1; sha256Hash: string } } | undefined {
  const sha256Hash = operationName !== undefined && Object.hasOwn(hashes, operationName) ? hashes[operationName] : undefined;
  return sha256Hash ? { persistedQuery: { version: 1, sha256Hash } } : undefined;
}

/**
 * Marks each of the web's own operations as a persisted document (docs/graphql-grammar.md,
 * "Persisted documents"): `extensions.persistedQuery = { version: 1, sha256Hash }`, the hash that
 * `npm run codegen` wrote for the operation's name (scripts/codegen/persisted-documents.ts). The
 * query text still goes too, so the request reads the same to any gateway; the gateway runs the
 * manifest's text for a known hash, which under PERSISTED_DOCUMENTS=first-party-only is all it runs
 * for a caller without a token (sign-in, password reset). An operation without a hash goes unmarked.
 */
export function createPersistedDocumentLink(hashes: Readonly<Record<string, string>> = PERSISTED_DOCUMENT_HASHES): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const persisted = persistedQueryExtensions(operation.operationName, hashes);
    if (persisted) operation.extensions = { ...operation.extensions, ...persisted };
    return forward(operation);
  });
}
