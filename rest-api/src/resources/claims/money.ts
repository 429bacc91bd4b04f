import Big from 'big.js';

/**
 * The amount of a MILEAGE claim line (docs/visits.md "Claims"): `km` (text, at most 1 decimal, e.g.
 * `"12.5"`) × `rate` (money per km as text, at most 2 decimals, e.g. `"0.45"`), rounded half up to 2
 * decimals, exactly (big.js decimals, never a float): `"12.5"` × `"0.45"` = 5.625 → `"5.63"`.
 */
export function mileageAmount(km: string, rate: string): string {
  return new Big(km).times(rate).round(2, Big.roundHalfUp).toFixed(2);
}

/** The exact sum of amounts given as text with at most 2 decimals, as text with 2 decimals. */
export function sumOf(amounts: readonly string[]): string {
  return amounts.reduce((sum, amount) => sum.plus(amount), new Big(0)).toFixed(2);
}
