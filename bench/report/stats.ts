/**
 * The `p`-th percentile (0–100, nearest rank) of `sorted`, a list in ascending order; NaN when it is empty.
 * Same unit as the values.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

/** `a / b` rounded to 2 decimals; null when either is missing or `b` is 0. */
export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null || b == null || b === 0 || !Number.isFinite(a) || !Number.isFinite(b)) return null;
  return Math.round((a / b) * 100) / 100;
}
