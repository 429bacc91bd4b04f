/**
 * A claim's lines as the claim form edits them (docs/visits.md "Claims"): the rules of each line, the
 * exact mileage amount preview (km × `gvrSettings.mileageRate`, rounded half up to 2 decimals, as the
 * server computes it), the total preview and the GraphQL input. Amounts never pass through a JavaScript
 * number: big.js decimals, written back as decimal strings.
 */
import Big from 'big.js';
import { readMoney } from '../../../crud/kinds/money/money';
import type { ClaimLineInput, ClaimLineType } from '../../../generated/graphql';

/** The line types in the order the form offers them, with their labels. */
export const LINE_TYPES: readonly { value: ClaimLineType; label: string }[] = [
  { value: 'MILEAGE', label: 'Mileage' },
  { value: 'MEALS', label: 'Meals' },
  { value: 'PARKING', label: 'Parking' },
  { value: 'OTHER', label: 'Other' },
];

/** "Mileage" for `MILEAGE`. */
export function lineTypeLabel(type: string): string {
  return LINE_TYPES.find((entry) => entry.value === type)?.label ?? type;
}

/** One line of the form as typed: `id` of a saved line ('' for a new one), `km` (mileage) or `amount` (the others) as text. */
export interface ClaimLineDraft {
  id: string;
  type: ClaimLineType;
  description: string;
  km: string;
  amount: string;
  /** A receipt chosen in the form, attached to the line once the draft is saved (docs/visits.md "Web"). */
  receipt?: File | null;
}

/** A new, empty line of `type` (mileage by default: the most common expense of a visit). */
export function emptyLine(type: ClaimLineType = 'MILEAGE'): ClaimLineDraft {
  return { id: '', type, description: '', km: '', amount: '' };
}

/** A saved line (GraphQL `ClaimLine`) as the form's draft. */
export function lineToDraft(line: { id: string; type: ClaimLineType; description?: string | null; km?: string | null; amount: string }): ClaimLineDraft {
  return {
    id: line.id,
    type: line.type,
    description: line.description ?? '',
    km: line.type === 'MILEAGE' ? (line.km ?? '') : '',
    amount: line.type === 'MILEAGE' ? '' : line.amount,
  };
}

/** Kilometres as typed: "12,5" reads as 12.5; blank and anything else that is no number are null. */
export function readKm(text: string): string | null {
  const plain = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(plain) || /^\.\d+$/.test(plain) ? (plain.startsWith('.') ? `0${plain}` : plain) : null;
}

/**
 * The amount of `km` kilometres at `rate` per kilometre: km × rate rounded half up to 2 decimals
 * ("123.4" × "0.35" = 43.19, exactly as the server computes it); null while either is not a
 * non-negative decimal.
 */
export function mileageAmount(km: string, rate: string | null | undefined): string | null {
  const distance = readKm(km);
  if (!distance || !rate || !/^\d+(\.\d+)?$/.test(rate)) return null;
  return new Big(distance).times(rate).round(2, Big.roundHalfUp).toFixed(2);
}

/** The amount a line comes to: the mileage preview for MILEAGE, the typed amount (canonical) for the others; null while unknown. */
export function lineAmount(line: ClaimLineDraft, rate: string | null | undefined): string | null {
  if (line.type === 'MILEAGE') return mileageAmount(line.km, rate);
  const reading = readMoney(line.amount);
  return reading.ok ? reading.amount : null;
}

/** The sum of decimal amounts (strings with at most 2 decimals), exact, with 2 decimals. */
export function sumAmounts(amounts: readonly string[]): string {
  return amounts
    .map((amount) => readMoney(amount))
    .reduce((sum, reading) => (reading.ok ? sum.plus(reading.amount) : sum), new Big(0))
    .toFixed(2);
}

/** The total of the lines as far as it is known (lines whose amount is not yet readable count 0). */
export function linesTotal(lines: readonly ClaimLineDraft[], rate: string | null | undefined): string {
  return sumAmounts(lines.flatMap((line) => lineAmount(line, rate) ?? []));
}

/** The messages of one line, by its field (`type`, `description`, `km`, `amount`): the server's rules of docs/visits.md "Claims". */
export function lineProblems(line: ClaimLineDraft): Partial<Record<keyof ClaimLineDraft, string>> {
  const problems: Partial<Record<keyof ClaimLineDraft, string>> = {};
  if (line.description.trim().length > 200) problems.description = 'Description can have at most 200 characters.';
  if (line.type === 'OTHER' && line.description.trim() === '') problems.description = 'Say what the expense was.';
  if (line.type === 'MILEAGE') {
    const km = readKm(line.km);
    if (line.km.trim() === '') problems.km = 'Enter the kilometres driven.';
    else if (km === null) problems.km = 'Kilometres must be a number such as 12.5.';
    else if ((km.split('.')[1] ?? '').length > 1) problems.km = 'Kilometres can have at most 1 decimal.';
    else if (Number(km) <= 0) problems.km = 'Kilometres must be more than 0.';
    else if (Number(km) > 10_000) problems.km = 'Kilometres must be at most 10000.';
  } else {
    const reading = readMoney(line.amount);
    if (line.amount.trim() === '') problems.amount = 'Enter the amount.';
    else if (!reading.ok) problems.amount = reading.problem === 'decimals' ? 'Amount can have at most 2 decimals.' : 'Amount must be an amount such as 12.50.';
    else if (BigInt(reading.amount.replace('.', '')) <= 0n) problems.amount = 'Amount must be more than 0.';
    else if (BigInt(reading.amount.replace('.', '')) > 100_000_000n) problems.amount = 'Amount must be at most 1000000.00.';
  }
  return problems;
}

/** The first problem of the lines as one message naming its line ("Line 2: Enter the amount."), or of their count; null when they pass. */
export function linesProblem(lines: readonly ClaimLineDraft[]): string | null {
  if (lines.length === 0) return 'Add at least one line.';
  if (lines.length > 30) return 'At most 30 lines.';
  for (const [index, line] of lines.entries()) {
    const first = Object.values(lineProblems(line))[0];
    if (first) return `Line ${index + 1}: ${first}`;
  }
  return null;
}

/** The lines as the GraphQL input: a saved line keeps its id (and so its receipt); km only for mileage, amount only for the others. */
export function linesToInput(lines: readonly ClaimLineDraft[]): ClaimLineInput[] {
  return lines.map((line) => {
    const description = line.description.trim() || null;
    const base = { ...(line.id ? { id: line.id } : {}), type: line.type, description };
    if (line.type === 'MILEAGE') return { ...base, km: readKm(line.km) };
    const reading = readMoney(line.amount);
    return { ...base, amount: reading.ok ? reading.amount : line.amount.trim() };
  });
}
