import { createHash } from 'node:crypto';
import { ApolloClient, ApolloLink, InMemoryCache, type DocumentNode } from '@apollo/client';
import { parse, print } from 'graphql';
import { of } from 'rxjs';
import { ActivityDocument } from '../../generated/documents/ActivityDocument';
import { PERSISTED_DOCUMENT_HASHES } from '../../generated/persisted-document-hashes';
import { createPersistedDocumentLink } from './persistedDocumentLink';

/** Runs `query` through the persisted-document link and returns what reached the terminating link. */
async function sent(query: DocumentNode, variables: Record<string, unknown> = {}): Promise<{ text: string; extensions: Record<string, unknown> }> {
  let seen: { text: string; extensions: Record<string, unknown> } | undefined;
  const terminal = new ApolloLink((operation) => {
    seen = { text: print(operation.query), extensions: operation.extensions };
    return of({ data: null });
  });
  const client = new ApolloClient({ link: ApolloLink.from([createPersistedDocumentLink(), terminal]), cache: new InMemoryCache() });
  await client.query({ query, variables, fetchPolicy: 'no-cache' }).catch(() => undefined);
  if (!seen) throw new Error('nothing was sent');
  return seen;
}

describe('createPersistedDocumentLink (docs/graphql-grammar.md, persisted documents)', () => {
  it("sends the manifest's hash of a web operation, the sha256 of the very text Apollo sends", async () => {
    const { text, extensions } = await sent(ActivityDocument, { id: '1' });
    const hash = PERSISTED_DOCUMENT_HASHES.Activity;
    expect(extensions.persistedQuery).toEqual({ version: 1, sha256Hash: hash });
    expect(createHash('sha256').update(text).digest('hex')).toBe(hash);
  });

  it('leaves an operation the manifest does not hold unmarked', async () => {
    const { extensions } = await sent(parse(print(ActivityDocument).replace('query Activity(', 'query NotPersisted(')), { id: '1' });
    expect(extensions.persistedQuery).toBeUndefined();
  });
});
