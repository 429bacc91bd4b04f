import { RESOURCE_CATALOGUE, constantCase } from '../generated/contract/resources';

/** The file formats of an export (docs/exports.md). */
export type ExportFormat = 'csv' | 'xlsx';

/** The list-query variables an export takes: the GraphQL list's search, sort and filter arguments (no paging). */
export type ExportVariables = { search?: string | null; sort?: { field: string; direction: 'ASC' | 'DESC' } | null } & object;

/** A filter value as its REST query text: a range `{ from, to }` → `from,to`, anything else as text. */
function restValue(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'object' && 'from' in value && 'to' in value) {
    const range = value;
    return `${String(range.from)},${String(range.to)}`;
  }
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/**
 * The gateway URL of catalogue resource `name`'s export (docs/exports.md):
 * `/files/exports/<name>?format=&search=&sort=&<REST filters>`, from the GraphQL list variables the
 * list screen uses: `sort` `{ field: 'CREATED_AT', direction: 'DESC' }` → `-createdAt` (the catalogue's
 * sort key of that enum value), each filter argument → its REST parameter (catalogue `filters`, e.g.
 * `requesterId` → `requester`), a date range → `from,to`. Paging and unknown variables are left out.
 *
 * @throws when `name` is not in the catalogue (a wiring bug).
 */
export function exportUrl(name: string, format: ExportFormat, variables: ExportVariables = {}): string {
  const entry = RESOURCE_CATALOGUE.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No resource "${name}" in the catalogue.`);
  const params = new URLSearchParams({ format });
  if (variables.search) params.set('search', variables.search);
  if (variables.sort) {
    const key = Object.keys(entry.sort).find((candidate) => constantCase(candidate) === variables.sort!.field);
    if (key) params.set('sort', `${variables.sort.direction === 'DESC' ? '-' : ''}${key}`);
  }
  const filters = ('filters' in entry ? entry.filters : undefined) as Record<string, { rest: string }> | undefined;
  for (const [argument, filter] of Object.entries(filters ?? {})) {
    const value = restValue((variables as Record<string, unknown>)[argument]);
    if (value !== undefined) params.set(filter.rest, value);
  }
  return `/files/exports/${name}?${params.toString()}`;
}
