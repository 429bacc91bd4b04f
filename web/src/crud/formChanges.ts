import type { FieldValue, FieldValues } from '../forms/validation';

const isIdList = (value: FieldValue | undefined): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (isIdList(a) && isIdList(b)) {
    const set = new Set(a);
    return a.length === b.length && b.every((item) => set.has(item));
  }
  if (typeof a === 'object' || typeof b === 'object') {
    // A date range or rows of objects (plan §5): equal when every part is; rows in order.
    return JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
  }
  return (a ?? '') === (b ?? '');
}

/**
 * Whether a form's `values` differ from those it started with (DESIGN §4: warn before unsaved
 * changes are lost): text compares exactly, flags by value, lists of ids as sets (the order in
 * which companies were ticked is no change), date ranges and rows of objects part by part (rows in
 * order); a missing value counts as ''. Answers the names of
 * the changed fields, empty when the form is clean.
 */
export function changedFields(initial: FieldValues, values: FieldValues): string[] {
  const names = new Set([...Object.keys(initial), ...Object.keys(values)]);
  return [...names].filter((name) => !sameValue(initial[name], values[name]));
}
