import { ApolloArmor } from '@escape.tech/graphql-armor';
import { reportQueryTooComplex } from './query-too-complex';

/**
 * The limits on one GraphQL operation (README "Limits"), enforced before execution by graphql-armor
 * and (tokens) graphql-js's parser:
 * - depth 10 (`employees { items { department { head { department { name } } } } }` is 6);
 * - 15 aliases;
 * - 2000 tokens;
 * - cost 2000 (each object field 2, each scalar 1, multiplied by 1.5 per level of depth; an employees
 *   page with every field and reference costs about 280);
 * - 20 directives.
 * Introspection is exempt from depth and cost (the playground needs it). Field suggestions in error
 * messages ("Did you mean ...?" would name fields to a prober) are dropped by errors/format-error.ts,
 * not by graphql-armor, whose mask left "[Suggestion hidden]?" in the message and missed "Did you
 * mean the enum value ...?".
 */
export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxCost: 2000,
  objectCost: 2,
  scalarCost: 1,
  depthCostFactor: 1.5,
  maxDirectives: 20,
} as const;

/**
 * The limits on one GraphQL operation: graphql-armor's Apollo plugins and validation rules, and the
 * parser options of Apollo Server (`parseOptions`). An operation over a limit is refused with HTTP 400
 * before it runs, with `extensions.code: QUERY_TOO_COMPLEX` and a message naming the limit (e.g.
 * `Query depth limit of 10 exceeded, found 11.`; protection/query-too-complex.ts, errors/format-error.ts).
 *
 * The token limit is graphql-js's own `maxTokens` parser option, not graphql-armor's Apollo plugin:
 * that plugin parses the document in a `parsingDidStart` hook, so every syntax error (and the token
 * limit) escaped as an unexpected error and answered HTTP 500 (found by the reliability suite).
 */
export function queryLimits(): ReturnType<ApolloArmor['protect']> & { parseOptions: { maxTokens: number } } {
  // Reported as QueryTooComplexError rather than graphql-armor's "Syntax Error: …" GraphQLError.
  const refuse = { onReject: [reportQueryTooComplex], propagateOnRejection: false };
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth, ...refuse },
    maxAliases: { n: QUERY_LIMITS.maxAliases, ...refuse },
    maxTokens: { enabled: false },
    costLimit: {
      maxCost: QUERY_LIMITS.maxCost,
      objectCost: QUERY_LIMITS.objectCost,
      scalarCost: QUERY_LIMITS.scalarCost,
      depthCostFactor: QUERY_LIMITS.depthCostFactor,
      ...refuse,
    },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives, ...refuse },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return { ...armor, parseOptions: { maxTokens: QUERY_LIMITS.maxTokens } };
}
