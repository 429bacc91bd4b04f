import type { FieldValue, FieldValues } from './validation';

function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = Array.isArray(a) ? a : [];
    const right = Array.isArray(b) ? b : [];
    const set = new Set(left);
    return left.length === right.length && right.every((item) => set.has(item));
  }
  return (a ?? '') === (b ?? '');
}

/**
 * Whether a form's `values` differ from those it started with (DESIGN §4: warn before unsaved
 * changes are lost): text compares exactly, flags by value, lists of ids as sets (the order in
 * which companies were ticked is no change); a missing value counts as ''. Answers the names of
 * the changed fields, empty when the form is clean.
 */
export function changedFields(initial: FieldValues, values: FieldValues): string[] {
  const names = new Set([...Object.keys(initial), ...Object.keys(values)]);
  return [...names].filter((name) => !sameValue(initial[name], values[name]));
}
