import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { getOperationAST } from 'graphql';
import { PERSISTED_DOCUMENT_HASHES } from '../../generated/persisted-document-hashes';
import { persistedHash } from './persistedHashes';

/**
 * Sends each of the web's own operations as a persisted document (docs/graphql-grammar.md,
 * "Persisted documents"), by Apollo's PersistedQueryLink: only `extensions.persistedQuery = { version:
 * 1, sha256Hash }`, the hash `npm run codegen` wrote for the operation's name
 * (scripts/codegen/persisted-documents.ts), without the query text; the gateway runs its manifest's
 * text for it. A gateway without that hash (another server of the contract, or one of another
 * release) answers PERSISTED_QUERY_NOT_SUPPORTED: the operation is then sent again with its text, and
 * so are the following ones. An operation the manifest does not hold goes with its text, unmarked.
 */
export function createPersistedDocumentLink(hashes: Readonly<Record<string, string>> = PERSISTED_DOCUMENT_HASHES): ApolloLink {
  const persisted = new PersistedQueryLink({
    generateHash: (document) => {
      const hash = persistedHash(getOperationAST(document)?.name?.value, hashes);
      // Only documents with a hash reach this link (the split below).
      if (hash === undefined) throw new Error('an operation without a persisted hash reached the persisted-document link');
      return hash;
    },
  });
  return ApolloLink.split((operation) => persistedHash(operation.operationName, hashes) !== undefined, persisted);
}
