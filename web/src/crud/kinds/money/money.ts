import type { TypedDocumentNode } from '@apollo/client';
/**
 * Decimal money (plan §5; schema.graphql `Decimal`: an exact decimal number as a string, e.g.
 * `1234.50`, never a float): reading what people type, the rule of a money field, its conversions
 * (record → form text → GraphQL input) and its table cell. Amounts never pass through a JavaScript
 * number: they are compared as whole cents (BigInt) and formatted from the string itself
 * (Intl.NumberFormat formats a numeric string exactly).
 */
import { userLocales } from '../../../format/userLocale';
import type { FieldRule } from '../../../forms/validation';

/** What a money field accepts, besides at most 2 decimals: the smallest and largest amounts (decimal strings), negatives only when `min` allows. */
export interface MoneyLimits {
  /** Smallest amount, e.g. '0' (the default: no negative amounts). */
  min?: string;
  /** Largest amount, e.g. '99999999.99'. */
  max?: string;
}

/** An amount read from typed text: its canonical decimal string (`1234.50`), or why it is not one. */
export type MoneyReading = { ok: true; amount: string } | { ok: false; problem: 'shape' | 'decimals' };

/** Spaces people put in amounts (plain, no-break, narrow no-break, thin) and the Swiss apostrophe. */
const GROUPING_MARKS = /[\s\u00a0\u202f\u2009']/g;

/**
 * Reads typed text as an exact amount: spaces and apostrophes between digits are dropped, commas
 * grouping thousands ("1,234.5") are dropped, a lone comma before 1 or 2 final digits is a decimal
 * comma ("12,5"); the result has exactly 2 decimals, no leading zeros and no `+` ("1234.50").
 * More than 2 decimals is `decimals`; anything else that is not a number is `shape`.
 */
export function readMoney(text: string): MoneyReading {
  let plain = text.trim().replace(GROUPING_MARKS, '');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(plain)) plain = plain.replace(/,/g, '');
  else if (/^[+-]?\d*,\d{1,2}$/.test(plain)) plain = plain.replace(',', '.');
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return { ok: false, problem: 'shape' };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  const cents = fraction.padEnd(2, '0');
  const negative = sign === '-' && (digits !== '0' || cents !== '00');
  return { ok: true, amount: `${negative ? '-' : ''}${digits}.${cents}` };
}

/** An amount (canonical or any decimal string) as whole cents, for exact comparisons. */
function centsOf(amount: string): bigint {
  const reading = readMoney(amount);
  if (!reading.ok) throw new Error(`Not an amount: ${amount}`);
  return BigInt(reading.amount.replace('.', ''));
}

/**
 * The rule of a money field: blank, or an amount (see {@link readMoney}) with at most 2 decimals
 * within `limits` ("<Label> must be an amount such as 1234.50.", "<Label> can have at most 2
 * decimals.", "<Label> must be at least 0.00.", "<Label> must be at most 99999999.99."). Combine
 * with `required` to forbid blank.
 */
export function moneyAmount(limits: MoneyLimits = {}): FieldRule {
  const min = limits.min ?? '0';
  return (value, label) => {
    if (typeof value !== 'string' || value.trim() === '') return null;
    const reading = readMoney(value);
    if (!reading.ok) return reading.problem === 'decimals' ? `${label} can have at most 2 decimals.` : `${label} must be an amount such as 1234.50.`;
    const cents = centsOf(reading.amount);
    if (cents < centsOf(min)) return `${label} must be at least ${(readMoney(min) as { amount: string }).amount}.`;
    if (limits.max !== undefined && cents > centsOf(limits.max)) return `${label} must be at most ${(readMoney(limits.max) as { amount: string }).amount}.`;
    return null;
  };
}

/** A money field's value when nothing is entered. */
export const emptyMoney = '';

/** A record's amount (a `Decimal` string, or null) as form text: its canonical form ("1234.50"), '' for null. */
export function moneyToValue(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const reading = readMoney(amount);
  return reading.ok ? reading.amount : amount;
}

/**
 * Form text as a GraphQL `Decimal`: the canonical amount, null when blank; text that is no amount
 * (a field without the `moneyAmount` rule) goes as typed, trimmed, for the server to refuse.
 */
export function moneyToInput(text: string): string | null {
  if (text.trim() === '') return null;
  const reading = readMoney(text);
  return reading.ok ? reading.amount : text.trim();
}

/**
 * An amount as a table cell and CSV value, in the user's locale with 2 decimals, with its currency
 * when `currency` (an ISO 4217 code) is given: "€1,234.50" / "1.234,50 €" / "1,234.50"; '' for null
 * or an unreadable value; a currency that is no ISO 4217 code follows the amount as given ("1,234.50 pts").
 * Exact for any number of digits (the string is formatted, not a float).
 */
export function formatMoney(amount: string | null | undefined, currency?: string, locales: string | readonly string[] | undefined = userLocales()): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const reading = readMoney(amount);
  if (!reading.ok) return '';
  const plain: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const number = (options: Intl.NumberFormatOptions) => (new Intl.NumberFormat(locales as string[] | undefined, options).format as (value: string) => string)(reading.amount);
  if (!currency) return number(plain);
  try {
    return number({ ...plain, style: 'currency', currency });
  } catch {
    // Not an ISO 4217 code (a server other than ours, an old setting): the amount, then the code as given.
    return `${number(plain)} ${currency}`;
  }
}

/**
 * Where a money field's currency is read (e.g. GVR settings' `currency` for a product's price): a
 * query without variables and the code in its answer (null while unknown).
 */
export interface CurrencySource {
  document: TypedDocumentNode<unknown, Record<string, never>>;
  read: (data: unknown) => string | null | undefined;
}

/** A money field's currency when it is a fixed code; undefined when none or read from a {@link CurrencySource}. */
export function fixedCurrency(currency: string | CurrencySource | undefined): string | undefined {
  return typeof currency === 'string' ? currency : undefined;
}
