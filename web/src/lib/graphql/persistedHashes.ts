import { PERSISTED_DOCUMENT_HASHES } from '../../generated/persisted-document-hashes';

/**
 * The persisted-document hash (lowercase hex sha256) that `npm run codegen` wrote for one of the web's
 * operations, by its name, or undefined when the manifest has none (docs/graphql-grammar.md, "Persisted
 * documents"). Kept apart from Apollo Client so that the signed-out account pages can read it.
 */
export function persistedHash(operationName: string | null | undefined, hashes: Readonly<Record<string, string>> = PERSISTED_DOCUMENT_HASHES): string | undefined {
  return operationName && Object.hasOwn(hashes, operationName) ? hashes[operationName] : undefined;
}

/** `{ persistedQuery: { version: 1, sha256Hash } }` for an operation of the web, by its name, or undefined ({@link persistedHash}). */
export function persistedQueryExtensions(
  operationName: string | undefined,
  hashes: Readonly<Record<string, string>> = PERSISTED_DOCUMENT_HASHES,
): { persistedQuery: { version: 1; sha256Hash: string } } | undefined {
  const sha256Hash = persistedHash(operationName, hashes);
  return sha256Hash ? { persistedQuery: { version: 1, sha256Hash } } : undefined;
}
