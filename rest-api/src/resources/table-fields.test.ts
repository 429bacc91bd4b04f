import { getTableColumns } from 'drizzle-orm';
import type { FieldContract } from '../generated/contract/fields';
import { RESOURCE_CATALOGUE } from '../generated/contract/resources';
import { allResources } from './index';

/** The columns every record table has (src/db/columns.ts `recordColumns`, `searchTextColumn`), which are no catalogue fields. */
const RECORD_COLUMNS = new Set(['id', 'version', 'createdAt', 'updatedAt', 'searchText']);

/**
 * Columns that are deliberately no catalogue field, with the reason: secrets never served, and stored
 * values that are served only through a field computed when read.
 */
const NOT_FIELDS: Readonly<Record<string, Record<string, string>>> = {
  employees: { passwordHash: 'a secret, never served', passwordChangedAt: 'serves the sign-in only (tokens issued before it are refused)' },
  visits: { lateReport: 'served through `late`, computed when read (a planned visit is late by its end)' },
};

/**
 * The Drizzle tables and the catalogue's fields agree (docs/graphql-grammar.md "The field model"): a
 * field is keyed by its REST name, which is the table's column key (`department`, column
 * `department_id`, GraphQL `departmentId`/`department`).
 */
describe('tables and catalogue fields (contract/resource-fields.ts)', () => {
  const cases = RESOURCE_CATALOGUE.map((contract) => {
    const resource = allResources.find((description) => description.name === contract.name);
    if (!resource) throw new Error(`${contract.name}: no resource description`);
    return { contract, resource, columns: getTableColumns(resource.table) };
  });

  it.each(cases.map((entry) => [entry.contract.name, entry]))('%s: every stored field has a column, and every column is a field', (name, { contract, columns }) => {
    const fields = contract.fields as Readonly<Record<string, FieldContract>>;
    const stored = Object.entries(fields)
      .filter(([, field]) => !field.ownTable)
      .map(([key]) => key);
    expect(stored.filter((key) => !(key in columns))).toEqual([]);
    const exceptions = NOT_FIELDS[name] ?? {};
    expect(Object.keys(columns).filter((column) => !RECORD_COLUMNS.has(column) && !(column in fields) && !(column in exceptions))).toEqual([]);
    expect(Object.keys(exceptions).filter((column) => !(column in columns))).toEqual([]);
    const ownTable = Object.entries(fields).filter(([key, field]) => field.ownTable && key in columns);
    expect(ownTable).toEqual([]);
  });

  it.each(cases.map((entry) => [entry.contract.name, entry]))('%s: the searchable fields are the columns rest-api searches', (_name, { contract, resource, columns }) => {
    const searched = Object.entries(columns)
      .filter(([, column]) => (resource.searchable as unknown[]).includes(column))
      .map(([key]) => key)
      .sort();
    const fields = contract.fields as Readonly<Record<string, FieldContract>>;
    expect(
      Object.entries(fields)
        .filter(([, field]) => field.searchable)
        .map(([key]) => key)
        .sort(),
    ).toEqual(searched);
  });

  it.each(cases.map((entry) => [entry.contract.name, entry]))('%s: the unique fields are those of its unique indexes', (_name, { contract, resource }) => {
    const fields = contract.fields as Readonly<Record<string, FieldContract>>;
    const unique = Object.entries(fields)
      .filter(([, field]) => field.unique)
      .map(([key]) => key)
      .sort();
    expect(unique).toEqual([...new Set(Object.values(resource.unique ?? {}))].sort());
  });
});
