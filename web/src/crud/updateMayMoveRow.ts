import type { ListVariables } from './resource';

/** Sort fields (GraphQL enum values) that no update changes: the row keeps its place. */
const NEVER_CHANGED = new Set(['CREATED_AT']);
/** Sort fields that every update changes (the server stamps the change): the row may move. */
const ALWAYS_CHANGED = new Set(['UPDATED_AT']);
/** The list variables that are no filter. */
const NOT_FILTERS = new Set(['page', 'pageSize', 'search', 'sort']);

/** `EMPLOYEE_NO` → `employeeNo`: a sort enum value as the field it sorts by (contract/resources.ts `sort` keys). */
function fieldOfSort(sortField: string): string {
  return sortField.toLowerCase().replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * Whether a saved update that changed the input fields `changed` (the keys of the update's `input`)
 * may move its row on, into or off the list page asked with `variables` (DESIGN §4): then the page is
 * fetched again; otherwise the update's payload, which selects the list's own fragment, changes the row
 * in Apollo Client's normalized cache and no request is needed. `formFields` are the names of the
 * resource's form fields, the fields an update can change by name.
 * - A search: yes when anything changed. Which fields a search matches is the REST server's
 *   (contract/resources.ts `searchIn` says it in words only), and some are copies of another record's
 *   name (a visit's customer name), so any change may make the row match or stop matching.
 * - The sort: none asked (the server's own order) always; `UPDATED_AT` always, `CREATED_AT` never; another when its field was changed, or when it
 *   is no form field (it may follow from one, e.g. a reference's name).
 * - Each filter the list is asked with (a variable other than page, pageSize, search and sort): when
 *   its field was changed, or when it is no form field.
 */
export function updateMayMoveRow(changed: readonly string[], variables: ListVariables<string>, formFields: readonly string[]): boolean {
  const changes = new Set(changed);
  const mayMoveBy = (field: string) => changes.has(field) || !formFields.includes(field);
  if (variables.search && changes.size > 0) return true;
  const sortField = variables.sort?.field;
  // No sort asked: the server's own order, which this list does not know.
  if (!sortField) return true;
  if (!NEVER_CHANGED.has(sortField) && (ALWAYS_CHANGED.has(sortField) || mayMoveBy(fieldOfSort(sortField)))) return true;
  return Object.entries(variables as unknown as Record<string, unknown>).some(
    ([name, value]) => !NOT_FILTERS.has(name) && value !== undefined && value !== null && mayMoveBy(name),
  );
}
