/**
 * Text helpers of the generated SDL (docs/graphql-grammar.md), shared by the CRUD grammar (grammar.ts)
 * and the workflow grammar (workflow-grammar.ts).
 */

/** A GraphQL string literal of `text` (JSON's escapes are GraphQL's). */
export function str(text: string): string {
  return JSON.stringify(text);
}

/** The noun with its indefinite article: "a grade", "an employee", "an ISO document". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
