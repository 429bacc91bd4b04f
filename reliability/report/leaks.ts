/**
 * Signs that an answer leaks the server's insides (reliability/README.md "no leaked stack trace"): a stack frame
 * (`    at fn (file:1:2)`), a source or module path, `node_modules`, an internal URL of the stack
 * (rest-api's or PostgreSQL's address), or well-known internal error names.
 */
const LEAK_PATTERNS: readonly [string, RegExp][] = [
  // Every quantifier is bounded or anchored so that a 300 kB answer is scanned in linear time.
  ['stack frame', /(?:\n|\\n)\s{1,20}at\s|\bat\s{1,5}(?:async\s{1,5})?[\w$.<>[\]]{1,200}\s{1,5}\(|\bat\s{1,5}(?:file:\/\/)?\/[\w./-]{1,300}:\d/],
  ['node_modules', /node_modules/],
  ['source path', /\/work\/|\/home\/|\/usr\/lib\/|\/tmp\/reliability|\b[\w-]{1,100}\.(?:ts|js|mjs|cjs):\d/],
  ['internal URL', /(?:127\.0\.0\.1|localhost|\[::1\]):(?:33\d\d|54\d\d)|postgres(?:ql)?:\/\//i],
  ['internal error name', /\b(?:TypeError|ReferenceError|SyntaxError: Unexpected token|ECONNREFUSED|ZodError|DrizzleQueryError|FST_ERR_[A-Z_]{1,60})\b/],
  ['SQL', /\b(?:select\s{1,5}"|insert into\s{1,5}"|syntax error at or near|violates (?:unique|foreign key) constraint)/i],
];

/**
 * What in `body` looks like a leak, as `kind: excerpt` strings (empty when clean). `echoed` are strings
 * the request itself carried (a fuzzed search term is allowed to come back, e.g. in a 404's path).
 */
export function findLeaks(body: string, echoed: readonly string[] = []): string[] {
  let text = body;
  for (const value of echoed) if (value.length >= 3) text = text.split(value).join('');
  const found: string[] = [];
  for (const [kind, pattern] of LEAK_PATTERNS) {
    const match = pattern.exec(text);
    if (match) found.push(`${kind}: …${text.slice(Math.max(0, match.index - 40), match.index + 60)}…`);
  }
  return found;
}
