import { createHash } from 'node:crypto';
import { ApolloClient, ApolloLink, InMemoryCache, type DocumentNode } from '@apollo/client';
import { parse, print } from 'graphql';
import { of } from 'rxjs';
import { ActivityDocument } from '../../generated/documents/ActivityDocument';
import { PERSISTED_DOCUMENT_HASHES } from '../../generated/persisted-document-hashes';
import { createPersistedDocumentLink } from './persistedDocumentLink';

/** What reached the HTTP link: the text Apollo would print, whether it goes in the body, and the extensions. */
interface Sent {
  text: string;
  includeQuery: boolean;
  extensions: Record<string, unknown>;
}

/**
 * Runs `query` through the persisted-document link to a terminating link that records each request and
 * answers with `answers` in turn (the last one again when they run out); returns the requests and the result.
 */
async function run(query: DocumentNode, answers: object[] = [{ data: { activity: null } }]) {
  const sent: Sent[] = [];
  const terminal = new ApolloLink((operation) => {
    const http = operation.getContext().http as { includeQuery?: boolean } | undefined;
    sent.push({ text: print(operation.query), includeQuery: http?.includeQuery ?? true, extensions: { ...operation.extensions } });
    return of(answers[Math.min(sent.length - 1, answers.length - 1)]!);
  });
  const client = new ApolloClient({ link: ApolloLink.from([createPersistedDocumentLink(), terminal]), cache: new InMemoryCache() });
  const result = await client.query({ query, variables: { id: '1' }, fetchPolicy: 'no-cache' }).catch((error: unknown) => ({ error }));
  return { sent, result };
}

const NOT_SUPPORTED = { errors: [{ message: 'PersistedQueryNotSupported', extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } }] };

describe('createPersistedDocumentLink (docs/graphql-grammar.md, persisted documents)', () => {
  it("sends only the manifest's hash of a web operation, the sha256 of the very text Apollo would send", async () => {
    const { sent } = await run(ActivityDocument);
    const hash = PERSISTED_DOCUMENT_HASHES.Activity;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.extensions.persistedQuery).toEqual({ version: 1, sha256Hash: hash });
    expect(sent[0]!.includeQuery).toBe(false);
    expect(createHash('sha256').update(sent[0]!.text).digest('hex')).toBe(hash);
  });

  it('sends the text again when the gateway does not know the hash', async () => {
    const { sent, result } = await run(ActivityDocument, [NOT_SUPPORTED, { data: { activity: null } }]);
    expect(sent.map((request) => request.includeQuery)).toEqual([false, true]);
    expect(sent[1]!.extensions.persistedQuery).toBeUndefined();
    expect(result).toMatchObject({ data: { activity: null } });
  });

  it('sends an operation the manifest does not hold with its text, unmarked', async () => {
    const { sent } = await run(parse(print(ActivityDocument).replace('query Activity(', 'query NotPersisted(')));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.includeQuery).toBe(true);
    expect(sent[0]!.extensions.persistedQuery).toBeUndefined();
  });
});
