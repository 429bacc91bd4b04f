import { sql, type SQLWrapper } from 'drizzle-orm';
import { getTableConfig, PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { FieldContract } from '../generated/contract/fields';
import { RESOURCE_FIELDS } from '../generated/contract/resource-fields';
import { resourceContract, type ResourceName } from '../generated/contract/resources';
import { snakeCase } from './catalogue-references';
import type { Filter, RecordTable } from './resource';

/** The sort keys every list has, added by the mechanism (src/crud/sorting.ts), so never derived. */
const MECHANISM_SORTS = new Set(['createdAt', 'updatedAt', 'position']);

const dialect = new PgDialect();

/** The catalogue fields of resource `name`, by key. */
function fieldsOf(name: ResourceName): Readonly<Record<string, FieldContract>> {
  return RESOURCE_FIELDS[name];
}

/** The column of `table` under the key `key` (a catalogue field's key is its table's column key), or a start-up error naming `what`. */
function columnOf(name: ResourceName, table: RecordTable, key: string, what: string): PgColumn {
  const column = (table as unknown as Record<string, PgColumn | undefined>)[key];
  if (!column) throw new Error(`fromCatalogue('${name}'): ${what} ${key} has no column of that key in the table; give it in the description`);
  return column;
}

/** Whether `table` has an index on `lower(column)`: the index a case-insensitive sort of that column walks. */
function hasLowerIndex(table: RecordTable, column: PgColumn): boolean {
  const lower = new RegExp(`^lower\\(("\\w+"\\.)?"${column.name}"\\)$`);
  return getTableConfig(table).indexes.some((index) =>
    index.config.columns.some((part) => 'queryChunks' in part && lower.test(dialect.sqlToQuery(sql`${part as SQLWrapper}`).sql)),
  );
}

/** The columns `?search=` matches: those of the catalogue fields marked `searchable` (contract/resource-fields.ts). */
export function catalogueSearchable(name: ResourceName, table: RecordTable): PgColumn[] {
  return Object.entries(fieldsOf(name)).flatMap(([key, field]) => (field.searchable ? [columnOf(name, table, key, 'searchable field')] : []));
}

/**
 * The sort keys of the catalogue entry's `sort` (but `createdAt`, `updatedAt` and `position`, which the
 * mechanism adds) that `given` does not give, each the column of that key; a text column sorts ignoring
 * case (`lower(column)`) when the table has an index on `lower(column)`, as the sort needs one.
 */
export function catalogueSortable(name: ResourceName, table: RecordTable, given: Record<string, SQLWrapper> = {}): Record<string, SQLWrapper> {
  const fields = fieldsOf(name);
  const keys = Object.keys(resourceContract(name).sort).filter((key) => !MECHANISM_SORTS.has(key) && !(key in given));
  return Object.fromEntries(
    keys.map((key) => {
      const column = columnOf(name, table, key, 'sort key');
      return [key, fields[key]?.kind === 'text' && hasLowerIndex(table, column) ? sql`lower(${column})` : column];
    }),
  );
}

/**
 * The list filters of the catalogue entry's `filters` that are not `given` (the resource's own, a
 * workflow's caller filters), by REST query
 * parameter: an `ID` argument is an `id` filter, a `Boolean` one a `boolean` filter, each on the column
 * of the parameter's key (`?department=` → the `department` column). Other types are the resource's.
 */
export function catalogueFilters(name: ResourceName, table: RecordTable, given: readonly string[] = []): Record<string, Filter> {
  const filters = Object.values(resourceContract(name).filters ?? {}).filter((filter) => !given.includes(filter.rest));
  return Object.fromEntries(
    filters.map((filter) => {
      const type = filter.type === 'ID' ? 'id' : filter.type === 'Boolean' ? 'boolean' : undefined;
      if (!type) throw new Error(`fromCatalogue('${name}'): filter ${filter.rest} of type ${filter.type} cannot be derived; give it in the description`);
      return [filter.rest, { column: columnOf(name, table, filter.rest, 'filter'), type }];
    }),
  );
}

/**
 * The unique indexes of the catalogue fields marked `unique` that `given` does not name, index name →
 * field, for the 409 message: `<table>_<within>_<field>_unique` in snake case (positions' name, unique
 * within its department: `positions_department_name_unique`).
 *
 * @throws when the table has no index or constraint of that name (a wiring bug, at start-up).
 */
export function catalogueUnique(name: ResourceName, table: RecordTable, given: Record<string, string> = {}): Record<string, string> {
  const config = getTableConfig(table);
  const names = new Set([...config.indexes.map((index) => index.config.name), ...config.uniqueConstraints.map((constraint) => constraint.name)]);
  const covered = new Set(Object.values(given));
  return Object.fromEntries(
    Object.entries(fieldsOf(name)).flatMap(([key, field]) => {
      if (!field.unique || covered.has(key)) return [];
      const within = typeof field.unique === 'object' && field.unique.within ? `${snakeCase(field.unique.within)}_` : '';
      const index = `${config.name}_${within}${snakeCase(key)}_unique`;
      if (!names.has(index)) throw new Error(`fromCatalogue('${name}'): field ${key} is unique but the table has no index ${index}; give it in the description's unique`);
      return [[index, key] as const];
    }),
  );
}
