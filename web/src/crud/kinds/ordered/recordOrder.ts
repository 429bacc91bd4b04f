/**
 * Ordered records (plan §5; catalogue `ordered`, GraphQL `reorderXs(ids: [ID!]!): ReorderPayload`):
 * moving one record in a list's order.
 */

/** `ids` with the id at `from` moved to `to` (both indexes in `ids`); the same list when either is out of range. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as string);
  return next;
}

/** `items` in the order of `ids` (items whose id is not in `ids` follow, as they were). */
export function inOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length));
}
