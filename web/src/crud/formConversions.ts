/**
 * Conversions between a record's fields, the form's values and a GraphQL input, shared by the
 * resource descriptions (DESIGN §4): text fields are trimmed, blank optional ones become null, and
 * nulls show as blank.
 */

/** A record's optional text or number as form text: '' for null. */
export const asText = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** Typed text, trimmed. */
export const trimmed = (value: string): string => value.trim();

/** Optional typed text (or an optional id from a picker): trimmed, null when blank. */
export const optionalText = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** An optional whole number typed as text: null when blank (validated before by `wholeNumber`). */
export const optionalInteger = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));

/** A flag as a table cell and CSV value: "Yes" or "No". */
export const yesNo = (flag: boolean): string => (flag ? 'Yes' : 'No');
