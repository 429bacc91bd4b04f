import { GraphQLError, type ValidationContext } from 'graphql';

/**
 * An operation refused by one of the query limits (protection/query-limits.ts: depth, aliases, cost,
 * directives; the token limit is graphql-js's parser, mapped by errors/format-error.ts). Answered as
 * HTTP 400 with `extensions.code: QUERY_TOO_COMPLEX` (schema.graphql `ErrorCode`) and a message that
 * names the limit and what was found, e.g. `Query depth limit of 10 exceeded, found 11.`
 */
export class QueryTooComplexError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'QUERY_TOO_COMPLEX' } });
    this.name = 'QueryTooComplexError';
  }
}

/**
 * graphql-armor's `onReject` callback: reports the refusal to the validation as a
 * {@link QueryTooComplexError} whose message drops graphql-armor's misleading "Syntax Error: " prefix
 * (the operation is well-formed; it is only too big) and rounds a fractional cost up. Used with `propagateOnRejection: false`, so the
 * error is one of `validate()`'s answers rather than a throw.
 */
export function reportQueryTooComplex(context: ValidationContext | null, error: GraphQLError): void {
  const message = error.message.replace(/^Syntax Error:\s*/, '').replace(/found (\d+\.\d+)/, (_, cost: string) => `found ${Math.ceil(Number(cost))}`);
  const refusal = new QueryTooComplexError(message);
  if (context) context.reportError(refusal);
  else throw refusal;
}

/** The graphql-js parser's token-limit message: `Syntax Error: Document contains more that 2000 tokens. Parsing aborted.` (sic). */
const TOKEN_LIMIT = /Document contains more (?:than|that) (\d+) tokens/;

/** The clean message of a parse error that is the token limit (`Token limit of 2000 exceeded.`); undefined for any other. */
export function tokenLimitMessage(message: string): string | undefined {
  const match = TOKEN_LIMIT.exec(message);
  return match ? `Token limit of ${match[1]} exceeded.` : undefined;
}
