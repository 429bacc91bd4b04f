import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InMemoryCache, TypePolicies } from '@apollo/client';
import { buildSchema, getNamedType, getNullableType, isListType, isObjectType } from 'graphql';
import type { IsoQuery } from '../../generated/graphql';
import { IsoDocument } from '../../generated/documents/IsoDocument';
import { TYPE_POLICIES } from './cachePolicies';

/** The list-of-objects fields of schema.graphql that the normalized cache keeps: on `Query`, and on object types with an `id`. */
function listsOfObjects(): Record<string, string[]> {
  const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../../../schema.graphql'), 'utf8'));
  const found: Record<string, string[]> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || type.name === 'Mutation') continue;
    const fields = type.getFields();
    if (type.name !== 'Query' && !('id' in fields)) continue;
    const lists = Object.values(fields)
      .filter((field) => isListType(getNullableType(field.type)) && isObjectType(getNamedType(field.type)))
      .map((field) => field.name);
    if (lists.length > 0) found[type.name] = lists.sort();
  }
  return found;
}

/** The gateway's answer to the ISO query (with the `__typename`s it sends) for an ISO document with `files` files. */
function iso(files: number): IsoQuery {
  const answer = {
    iso: {
      __typename: 'Iso',
      id: 'iso-1',
      name: 'Environmental Policy',
      code: 'ISO 14001',
      description: null,
      companyId: null,
      company: null,
      documents: Array.from({ length: files }, (_, i) => ({
        __typename: 'IsoDocument' as const,
        id: `doc-${i}`,
        fileName: `doc-${i}.txt`,
        originalName: `file ${i}.txt`,
        mimeType: 'text/plain',
        size: 10 + i,
        uploadedAt: '2026-01-05T09:07:00.000Z',
        downloadUrl: `/files/isos/doc-${i}`,
      })),
      version: files,
      createdAt: '2026-01-05T09:07:00.000Z',
      updatedAt: '2026-01-05T09:07:00.000Z',
    },
  };
  return answer;
}

describe('the cache policies (DESIGN §4)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('replace every list of objects schema.graphql has on Query and on records with an id', () => {
    const policed = Object.fromEntries(Object.entries(TYPE_POLICIES).map(([type, policy]) => [type, Object.keys(policy.fields ?? {}).sort()]));
    expect(policed).toEqual(listsOfObjects());
    for (const policy of Object.values(TYPE_POLICIES)) {
      for (const field of Object.values(policy.fields ?? {})) expect(field).toEqual({ merge: false });
    }
  });

  /**
   * A fresh Apollo Client in its development mode (`__DEV__`, as on Vite's dev server), the mode in
   * which it warns about cache data loss; the production build is silent either way.
   */
  function developmentCache(typePolicies?: TypePolicies): InMemoryCache {
    let cache: InMemoryCache | undefined;
    jest.isolateModules(() => {
      (globalThis as { __DEV__?: boolean }).__DEV__ = true;
      const apollo = jest.requireActual<typeof import('@apollo/client')>('@apollo/client');
      cache = new apollo.InMemoryCache({ typePolicies });
    });
    delete (globalThis as { __DEV__?: boolean }).__DEV__;
    return cache!;
  }

  it('keep an ISO document whose file list got shorter (a file deleted after an upload) without a warning', () => {
    const cache = developmentCache(TYPE_POLICIES);
    cache.writeQuery({ query: IsoDocument, variables: { id: 'iso-1' }, data: iso(3) });
    cache.writeQuery({ query: IsoDocument, variables: { id: 'iso-1' }, data: iso(2) });
    expect(cache.readQuery({ query: IsoDocument, variables: { id: 'iso-1' } })?.iso?.documents.map((file) => file.id)).toEqual(['doc-0', 'doc-1']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('are what stops the warning (the cache without them warns)', () => {
    const cache = developmentCache();
    cache.writeQuery({ query: IsoDocument, variables: { id: 'iso-1' }, data: iso(3) });
    cache.writeQuery({ query: IsoDocument, variables: { id: 'iso-1' }, data: iso(2) });
    // "Cache data may be lost when replacing the documents field of a Iso object" (its text, or its
    // link to Apollo's error page, which carries the arguments: "Iso.documents").
    expect(warn).toHaveBeenCalledTimes(1);
    expect(decodeURIComponent(warn.mock.calls[0].join(' '))).toMatch(/Iso\.documents/);
  });
});
