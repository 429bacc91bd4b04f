import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * The limits on one GraphQL operation (README "Limits"), enforced by graphql-armor before execution:
 * - depth 10 (`employees { items { department { head { department { name } } } } }` is 6);
 * - 15 aliases;
 * - 2000 tokens;
 * - cost 2000 (each object field 2, each scalar 1, multiplied by 1.5 per level of depth; an employees
 *   page with every field and reference costs about 280);
 * - 20 directives.
 * Introspection is exempt from depth and cost (the playground needs it). Field suggestions in error
 * messages are off ("Did you mean ...?" would name fields to a prober).
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
 * graphql-armor's Apollo plugins and validation rules for {@link QUERY_LIMITS}. An operation over a
 * limit is refused with a GRAPHQL_VALIDATION_FAILED (or a syntax error for tokens) error and never runs.
 */
export function queryLimits(): ReturnType<ApolloArmor['protect']> {
  return new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    maxTokens: { n: QUERY_LIMITS.maxTokens },
    costLimit: {
      maxCost: QUERY_LIMITS.maxCost,
      objectCost: QUERY_LIMITS.objectCost,
      scalarCost: QUERY_LIMITS.scalarCost,
      depthCostFactor: QUERY_LIMITS.depthCostFactor,
    },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  }).protect();
}
