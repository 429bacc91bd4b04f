import { toCents } from '../../crud/fields';

/** Hundredths → an exact amount with 2 decimals as text: 12345n → `"123.45"`. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/**
 * The amount of a MILEAGE claim line (docs/visits.md "Claims"): `km` (text, at most 1 decimal, e.g.
 * `"12.5"`) × `rate` (money per km as text, at most 2 decimals, e.g. `"0.45"`), rounded half up to 2
 * decimals, exactly (integers in tenths × hundredths = thousandths, never a float): `"12.5"` × `"0.45"`
 * = 5.625 → `"5.63"`.
 */
export function mileageAmount(km: string, rate: string): string {
  const [whole = '0', fraction = ''] = km.split('.');
  const tenths = BigInt(whole) * 10n + BigInt(fraction.padEnd(1, '0').slice(0, 1));
  const thousandths = tenths * toCents(rate);
  return fromCents((thousandths + 5n) / 10n);
}

/** The exact sum of amounts given as text with at most 2 decimals, as text with 2 decimals. */
export function sumOf(amounts: readonly string[]): string {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0n));
}
