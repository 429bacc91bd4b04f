import { parse, print, visit } from 'graphql';
import { QUERY_LIMITS } from './query-limits';

/**
 * Whether a query text sent beside a persisted hash is the manifest's document for that hash
 * (docs/graphql-grammar.md "Persisted documents"): the same operations once printed, `__typename`
 * selections aside, since the manifest holds the text Apollo Client sends (`__typename` added to each
 * selection set) and the web's signed-out screens send the document as written (`print(document)`).
 * A text that does not parse (or is over the token limit) is not the same.
 */
export function isSameDocument(sent: string, manifestText: string): boolean {
  let manifest = normalizedManifest.get(manifestText);
  if (manifest === undefined) {
    manifest = normalizedText(manifestText) ?? '';
    normalizedManifest.set(manifestText, manifest);
  }
  return normalizedText(sent) === manifest;
}

/** The manifest's texts, normalized once each (the manifest is fixed at build time, so this stays small). */
const normalizedManifest = new Map<string, string>();

/** `text` parsed and printed without `__typename` fields; undefined when it does not parse. */
function normalizedText(text: string): string | undefined {
  try {
    const document = parse(text, { maxTokens: QUERY_LIMITS.maxTokens, noLocation: true });
    return print(visit(document, { Field: (field) => (field.name.value === '__typename' && !field.alias ? null : undefined) }));
  } catch {
    return undefined;
  }
}
