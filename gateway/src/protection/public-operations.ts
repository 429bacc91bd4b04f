import { Kind, OperationTypeNode, type SelectionNode, parse } from 'graphql';
import { QUERY_LIMITS } from './query-limits';

/**
 * The root query fields documented as needing no sign-in that are not persisted documents of the web
 * (schema/base/errors.graphql `errorContract`: "no sign-in needed"); `__typename` may come with them,
 * not alone.
 */
const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set(['errorContract', '__typename']);

/**
 * Whether `query` (a request's query text) is one operation that selects only public root fields
 * ({@link PUBLIC_QUERY_FIELDS}), so that PERSISTED_DOCUMENTS=first-party-only lets an anonymous caller
 * run it (protection/persisted-documents.ts). One query operation, no fragments at its root (a spread
 * could hide other fields), no other definitions; a text that does not parse, or is over the token
 * limit, is not public (the guard then refuses it without a parser message). What sits under
 * `errorContract` is checked by validation as usual.
 */
export function isPublicOperation(query: unknown): boolean {
  if (typeof query !== 'string') return false;
  let definitions;
  try {
    ({ definitions } = parse(query, { maxTokens: QUERY_LIMITS.maxTokens, noLocation: true }));
  } catch {
    return false;
  }
  const [operation] = definitions;
  if (definitions.length !== 1 || operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== OperationTypeNode.QUERY) return false;
  const fields = operation.selectionSet.selections.map((selection: SelectionNode) => (selection.kind === Kind.FIELD ? selection.name.value : undefined));
  return fields.every((field) => field !== undefined && PUBLIC_QUERY_FIELDS.has(field)) && fields.some((field) => field !== '__typename');
}
