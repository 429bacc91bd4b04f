import { createHash } from 'node:crypto';
import { parse } from 'graphql';
import { persistedDocuments } from './persisted-documents';

describe('persistedDocuments (docs/graphql-grammar.md, persisted documents)', () => {
  it('keys the text Apollo sends (with __typename) by its sha256, and each operation name by that hash', () => {
    const document = parse('query Grade($id: ID!) { grade(id: $id) { ...G } } fragment G on Grade { id name }');
    const { manifest, hashes } = persistedDocuments([document, parse('fragment Alone on Grade { id }')]);
    const text = 'query Grade($id: ID!) {\n  grade(id: $id) {\n    ...G\n    __typename\n  }\n}\n\nfragment G on Grade {\n  id\n  name\n  __typename\n}';
    const hash = createHash('sha256').update(text).digest('hex');
    expect(manifest).toEqual({ [hash]: text });
    expect(hashes).toEqual({ Grade: hash });
  });

  it('refuses an anonymous operation: the web finds hashes by operation name', () => {
    expect(() => persistedDocuments([parse('{ me { id } }')])).toThrow(/no name/);
  });
});
